import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { acoesDe, escolhaParaAceitar, mascaraTelefone, specsTexto, useActor, type TrocaLinha, type VeiculoTroca } from '../model.ts';
import { useTrocaDetalhe } from '../hooks/use-troca-detalhe.ts';
import { useTrocaRejeitar } from '../hooks/use-troca-rejeitar.ts';
import { useTrocaCeder } from '../hooks/use-troca-ceder.ts';
import { useTrocaCancelar } from '../hooks/use-troca-cancelar.ts';
import { COLUNA_VEICULO as C, TrocaDataList, type Coluna } from './troca-data-list.tsx';
import { AceitarTrocaDialog, type TrocaAceita } from './aceitar-troca-dialog.tsx';
import { ConfirmarDialog } from '../../../shared/modal.tsx';

type Confirmacao = 'rejeitar' | 'ceder' | 'cancelar' | null;
const PERGUNTA: Record<Exclude<Confirmacao, null>, string> = {
  rejeitar: 'Deseja rejeitar esta solicitação de troca?',
  ceder: 'Deseja ceder o veículo sem receber outro em troca?',
  cancelar: 'Deseja cancelar esta solicitação de troca?',
};
const COLUNAS_PROPOSTOS: Coluna<VeiculoTroca>[] = [C.pedido, C.chassi, C.modelo, C.derivativo, C.descricao, C.my, C.corExterna, C.disponibilidade];

/**
 * The received-request dialog (reject, cede when podeCeder, accept with exactly one offered vehicle) and the
 * sent-request dialog (cancel). The actions shown are the ones the swap machine allows the user in this status.
 */
export function TrocaDialog({ troca, onClose, onLog }: { troca: TrocaLinha | null; onClose: () => void; onLog: (id: number) => void }) {
  if (!troca) return null;
  return <Dialogo key={troca.veiculoTrocaPedidoId} troca={troca} onClose={onClose} onLog={onLog} />;
}

function Dialogo({ troca, onClose, onLog }: { troca: TrocaLinha; onClose: () => void; onLog: (id: number) => void }) {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const recebida = troca.tipoSolicitacao === 'Recebida';
  const detalhe = useTrocaDetalhe(troca.veiculoTrocaPedidoId, !recebida);
  const atual = detalhe.data ?? troca;
  const acoes = editavel ? acoesDe(actor, atual) : { aceitar: false, rejeitar: false, ceder: false, cancelar: false };
  const [escolhidos, setEscolhidos] = useState<VeiculoTroca[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<Confirmacao>(null);
  const [faturar, setFaturar] = useState<TrocaAceita | null>(null);
  const rejeitar = useTrocaRejeitar();
  const ceder = useTrocaCeder();
  const cancelar = useTrocaCancelar();
  const ocupado = rejeitar.isPending || ceder.isPending || cancelar.isPending;
  const feito = {
    onSuccess: (m: string) => {
      toast.success(m);
      onClose();
    },
  };
  const id = troca.veiculoTrocaPedidoId;

  const aceitarTroca = () => {
    const e = escolhaParaAceitar(escolhidos.map((v) => v.id));
    if ('erro' in e) {
      setErro(e.erro);
      toast.warn(e.erro);
      return;
    }
    setErro(null);
    // the accept goes through the billing-request modal of the vehicle received (PUT veiculos/troca/pedido/aceitar)
    setFaturar({ troca: atual, veiculo: escolhidos.find((v) => v.id === e.id)! });
  };
  const executar = () => {
    const c = confirmar;
    setConfirmar(null);
    if (c === 'rejeitar') rejeitar.mutate(id, feito);
    if (c === 'ceder') ceder.mutate(id, feito);
    if (c === 'cancelar') cancelar.mutate(id, feito);
  };

  return (
    <Dialog
      header={recebida ? `Solicitação de troca recebida nº ${id}` : `Solicitação de troca enviada nº ${id}`}
      visible
      onHide={onClose}
      style={{ width: 'min(1100px, 98vw)' }}
      footer={
        <div className="swap-modal-actions">
          <Button label="Log" icon="pi pi-history" outlined onClick={() => onLog(id)} />
          <Button label="Voltar" outlined onClick={onClose} />
          {acoes.cancelar && (
            <Button label="Cancelar solicitação" icon="pi pi-times" severity="danger" disabled={ocupado} onClick={() => setConfirmar('cancelar')} />
          )}
          {acoes.rejeitar && (
            <Button label="Rejeitar" icon="pi pi-ban" severity="danger" outlined disabled={ocupado} onClick={() => setConfirmar('rejeitar')} />
          )}
          {acoes.ceder && <Button label="Ceder" icon="pi pi-arrow-right" outlined disabled={ocupado} onClick={() => setConfirmar('ceder')} />}
          {acoes.aceitar && <Button label="Aceitar troca" icon="pi pi-check" disabled={ocupado} onClick={aceitarTroca} />}
        </div>
      }
    >
      <div className="swap-detail">
        <section aria-label="Veículo solicitado">
          <h3>Veículo solicitado</h3>
          <dl className="info-list">
            <dt>Pedido</dt>
            <dd>{atual.pedido}</dd>
            <dt>Chassi</dt>
            <dd>{atual.chassi}</dd>
            <dt>Modelo</dt>
            <dd>
              {atual.marcas} {atual.modelo}
            </dd>
            <dt>Derivativo</dt>
            <dd>{atual.derivativo}</dd>
            <dt>Descrição</dt>
            <dd>{atual.descricaoVeiculo}</dd>
            <dt>MY</dt>
            <dd>{atual.my}</dd>
            <dt>Cores</dt>
            <dd>
              {atual.corExterna} / {atual.corInterna}
            </dd>
            <dt>Opcionais</dt>
            <dd>{specsTexto(atual.specs) || '-'}</dd>
            <dt>Disponibilidade</dt>
            <dd>{atual.dataDisponibilidade ?? '-'}</dd>
          </dl>
        </section>
        <section aria-label="Solicitação">
          <h3>Solicitação</h3>
          <dl className="info-list">
            <dt>Status</dt>
            <dd>
              <span className={`swap-status swap-status-${atual.status}`}>{atual.statusDescricao}</span>
            </dd>
            <dt>Solicitante</dt>
            <dd>
              {atual.codigoConcessionariaOrigem} - {atual.nomeConcessionariaOrigem}
            </dd>
            <dt>Solicitado</dt>
            <dd>
              {atual.codigoConcessionariaDestino} - {atual.nomeConcessionariaDestino}
            </dd>
            <dt>Solicitado por</dt>
            <dd>
              {atual.nomeUsuarioSolicitou ?? '-'} em {atual.dataSolicitou ?? '-'}
            </dd>
            <dt>Prazo</dt>
            <dd>{atual.dataLimiteTroca ?? '-'}</dd>
            <dt>Respondido por</dt>
            <dd>{atual.nomeUsuarioAceitouRejeitou ? `${atual.nomeUsuarioAceitouRejeitou} em ${atual.dataAceitouRejeitou ?? '-'}` : '-'}</dd>
            <dt>Contato</dt>
            <dd>
              {atual.contatoNome} — {atual.contatoEmail} — {mascaraTelefone(atual.contatoTelefone)}
            </dd>
            <dt>Comentário</dt>
            <dd>{atual.comentario ?? '-'}</dd>
            {atual.motivo && (
              <>
                <dt>Motivo</dt>
                <dd>{atual.motivo}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <section aria-label="Veículos ofertados" className="swap-offered">
        <h3>Veículos ofertados</h3>
        {acoes.aceitar && <p className="muted">Selecione o veículo ofertado que deseja receber e clique em Aceitar troca.</p>}
        {atual.veiculosPropostos.length === 0 ? (
          <p className="empty">Solicitação sem troca: nenhum veículo foi ofertado.</p>
        ) : (
          <TrocaDataList
            rows={detalhe.data?.propostos ?? []}
            total={detalhe.data?.propostos.length ?? 0}
            chave={(r) => r.id}
            carregando={detalhe.isFetching}
            colunas={[...COLUNAS_PROPOSTOS, { titulo: 'Situação', valor: (r) => (r.id === atual.veiculoPropostoAceitoId ? 'Recebido na troca' : '') }]}
            visualizacao="tabela"
            selecao={acoes.aceitar ? escolhidos : undefined}
            onSelecao={
              acoes.aceitar
                ? (rs) => {
                    setEscolhidos(rs);
                    setErro(null);
                  }
                : undefined
            }
            onCarregarMais={() => undefined}
            rotulo="Veículos ofertados"
            nomeDe={(r) => `pedido ${r.pedido}`}
          />
        )}
        {erro && (
          <p className="form-error" role="alert">
            {erro}
          </p>
        )}
      </section>
      <ConfirmarDialog
        titulo="Confirmação"
        pergunta={confirmar ? PERGUNTA[confirmar] : ''}
        aberto={confirmar !== null}
        rotulos={['Não', 'Sim']}
        onSim={executar}
        onNao={() => setConfirmar(null)}
      />
      <AceitarTrocaDialog
        inicial={faturar}
        onClose={(feito) => {
          setFaturar(null);
          if (feito) onClose();
        }}
      />
    </Dialog>
  );
}
