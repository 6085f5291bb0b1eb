import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { bmsg } from '@portal/contracts/boletos/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { Modal } from '../../../shared/modal.tsx';
import { useBoletoLog } from '../hooks/use-boletos.ts';
import type { LogBoletoLinha } from '@portal/contracts/boletos/schemas';

/** Log do pedido (spec §2.4): Usuário, Etapa, Data of each status change; 'Veículo sem log.' when empty, 'Erro ao consultar log' on failure. */
export function LogBoletoDialog({ boletoId, onClose }: { boletoId: number | null; onClose: () => void }) {
  const log = useBoletoLog(boletoId);
  return (
    <Modal titulo={`Log do boleto ${boletoId ?? ''}`} aberto={boletoId !== null} onClose={onClose} largura={720}>
      {log.isError ? (
        <p className="form-error" role="alert">
          {bmsg.erroLog}
        </p>
      ) : (
        <DataTable value={log.data ?? []} size="small" stripedRows loading={log.isFetching} emptyMessage={bmsg.semLog} aria-label="Log do boleto">
          <Column header="Usuário" body={(r: LogBoletoLinha) => r.user.nome || '-'} />
          <Column header="Etapa" field="step" />
          <Column header="Data" body={(r: LogBoletoLinha) => formatDateTime(r.dataHistorico, r.dataHistorico || '-')} />
        </DataTable>
      )}
    </Modal>
  );
}
