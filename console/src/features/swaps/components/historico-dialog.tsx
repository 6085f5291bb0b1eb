import { Modal } from '../../../shared/modal.tsx';
import { Historico } from '../../../shared/historico.tsx';
import { mascaraTelefone, type TrocaLinha } from '../model.ts';

/** Read-only history view of a swap request (spec §2.6 tab 0), with Voltar; below it the shared Histórico of its events. */
export function HistoricoDialog({ troca, onClose }: { troca: TrocaLinha | null; onClose: () => void }) {
  return (
    <Modal titulo="Histórico da solicitação de troca" aberto={troca !== null} onClose={onClose} largura={1100}>
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
      {troca && (
        <>
          <h3>Eventos</h3>
          <Historico tipo="troca" id={troca.veiculoTrocaPedidoId} />
        </>
      )}
    </Modal>
  );
}
