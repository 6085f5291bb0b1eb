import { bmsg } from '@portal/contracts/boletos/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { Modal } from '../../../shared/modal.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { Historico } from '../../../shared/historico.tsx';
import { useBoletoLog } from '../hooks/use-boletos.ts';
import type { LogBoletoLinha } from '@portal/contracts/boletos/schemas';

const COLUNAS: ColunaTabela<LogBoletoLinha>[] = [
  { titulo: 'Usuário', valor: (r) => r.user.nome || '-' },
  { titulo: 'Etapa', valor: (r) => r.step, campo: 'step' },
  { titulo: 'Data', valor: (r) => formatDateTime(r.dataHistorico, r.dataHistorico || '-'), campo: 'dataHistorico' },
];

/**
 * Log do pedido (spec §2.4): Usuário, Etapa, Data of each status change; 'Veículo sem log.' when empty, 'Erro ao consultar log' on
 * failure. Below it, the boleto's Histórico (every event, who, what changed from → to).
 */
export function LogBoletoDialog({ boletoId, onClose }: { boletoId: number | null; onClose: () => void }) {
  const log = useBoletoLog(boletoId);
  return (
    <Modal titulo={`Log do boleto ${boletoId ?? ''}`} aberto={boletoId !== null} onClose={onClose} largura={1100}>
      {log.isError ? (
        <p className="form-error" role="alert">
          {bmsg.erroLog}
        </p>
      ) : (
        <ListTable rows={log.data ?? []} colunas={COLUNAS} rotulo="Log do boleto" carregando={log.isFetching} vazia={bmsg.semLog} detalhes={false} />
      )}
      <h3>Histórico</h3>
      <Historico tipo="boleto" id={boletoId} />
    </Modal>
  );
}
