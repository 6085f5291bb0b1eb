import { Button } from 'primereact/button';
import { Modal, PedidosSelecionados } from '../../../shared/modal.tsx';
import { CampoFiltro } from '../../../shared/campos-filtro.tsx';
import { InputTextarea } from 'primereact/inputtextarea';
import type { SolicitacaoRow } from '../hooks/use-liberar-listar.ts';

interface Props {
  /** 3 approves the billing requests, 5 refuses them; null closed */
  acao: 3 | 5 | null;
  selecao: SolicitacaoRow[];
  motivo: string;
  onMotivo: (v: string) => void;
  pendente: boolean;
  onConfirmar: () => void;
  onClose: () => void;
}

/** Liberação de Faturamento / Recusar: the selected requests, an optional Motivo, Voltar and the confirm button. */
export function LiberacaoFaturamentoDialog({ acao, selecao, motivo, onMotivo, pendente, onConfirmar, onClose }: Props) {
  const confirmar = (
    <Button
      label={acao === 3 ? 'Aprovar Solicitação' : 'Recusar Solicitação'}
      severity={acao === 5 ? 'danger' : undefined}
      disabled={pendente}
      onClick={onConfirmar}
    />
  );
  return (
    <Modal titulo={acao === 3 ? 'Liberação de Faturamento' : 'Recusar Test Drive:'} aberto={acao !== null} onClose={onClose} largura={640} acoes={confirmar}>
      <PedidosSelecionados
        rotulo="Solicitações selecionadas"
        itens={selecao.map((s) => ({
          chave: s.faturamentoPedidoId,
          pedido: s.pedido,
          detalhe: `Chassi ${s.chassi} — ${s.nomeDealerSolicitante} — ${s.tipoVenda}`,
        }))}
      />
      <CampoFiltro rotulo="Motivo (opcional)" className="vf-field modal-field">
        <InputTextarea value={motivo} onChange={(e) => onMotivo(e.target.value)} rows={2} maxLength={1000} aria-label="Motivo" />
      </CampoFiltro>
    </Modal>
  );
}
