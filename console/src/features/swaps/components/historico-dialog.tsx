import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { mascaraTelefone, type TrocaLinha } from '../model.ts';

/** Read-only history view of a swap request (spec §2.6 tab 0), with Voltar. */
export function HistoricoDialog({ troca, onClose }: { troca: TrocaLinha | null; onClose: () => void }) {
  return (
    <Dialog
      header="Histórico da solicitação de troca"
      visible={troca !== null}
      onHide={onClose}
      style={{ width: 'min(640px, 96vw)' }}
      footer={<Button label="Voltar" outlined onClick={onClose} />}
    >
      {troca && (
        <dl className="info-list" aria-label="Histórico da troca">
          <dt>Dealer de origem</dt>
          <dd>
            {troca.codigoConcessionariaOrigem} - {troca.nomeConcessionariaOrigem}
          </dd>
          <dt>Dealer de destino</dt>
          <dd>
            {troca.codigoConcessionariaDestino} - {troca.nomeConcessionariaDestino}
          </dd>
          <dt>Solicitado por</dt>
          <dd>{troca.nomeUsuarioSolicitou ?? '-'}</dd>
          <dt>Data da solicitação</dt>
          <dd>{troca.dataSolicitou ?? '-'}</dd>
          <dt>Aceito / rejeitado por</dt>
          <dd>{troca.nomeUsuarioAceitouRejeitou ?? '-'}</dd>
          <dt>Data da resposta</dt>
          <dd>{troca.dataAceitouRejeitou ?? '-'}</dd>
          <dt>E-mail do contato</dt>
          <dd>{troca.contatoEmail}</dd>
          <dt>Nome do contato</dt>
          <dd>{troca.contatoNome}</dd>
          <dt>Telefone do contato</dt>
          <dd>{mascaraTelefone(troca.contatoTelefone)}</dd>
          <dt>Status</dt>
          <dd>{troca.statusDescricao}</dd>
        </dl>
      )}
    </Dialog>
  );
}
