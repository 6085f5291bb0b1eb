import { Button } from 'primereact/button';
import { Modal } from '../../../shared/modal.tsx';
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
      <ul className="selected-vehicles" aria-label="Solicitações selecionadas">
        {selecao.map((s) => (
          <li key={s.faturamentoPedidoId}>
            <strong>Pedido {s.pedido}</strong> — Chassi {s.chassi} — {s.nomeDealerSolicitante} — {s.tipoVenda}
          </li>
        ))}
      </ul>
      <div className="vf-field modal-field">
        <span>Motivo (opcional)</span>
        <InputTextarea value={motivo} onChange={(e) => onMotivo(e.target.value)} rows={2} maxLength={1000} aria-label="Motivo" />
      </div>
    </Modal>
  );
}
