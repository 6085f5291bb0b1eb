import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { msg } from '@portal/contracts/messages';
import { Modal } from '../../../shared/modal.tsx';
import { useTrocaLog } from '../hooks/use-troca-log.ts';
import type { LogTroca } from '../model.ts';

/** Log of a swap request: every step, who (and the administrator behind an acesso espelho) and when. */
export function LogDialog({ trocaId, onClose }: { trocaId: number | null; onClose: () => void }) {
  const log = useTrocaLog(trocaId);
  return (
    <Modal titulo={`Log da troca ${trocaId ?? ''}`} aberto={trocaId !== null} onClose={onClose} largura={860}>
      <section aria-label="Log da troca">
        <DataTable value={log.data ?? []} size="small" stripedRows loading={log.isFetching} emptyMessage={msg.nenhumRegistro}>
          <Column header="Data" field="dataOperacao" />
          <Column header="Operação" field="descricao" />
          <Column header="Usuário" body={(r: LogTroca) => (r.nomeAdmin ? `${r.nome ?? '-'} (por ${r.nomeAdmin})` : (r.nome ?? 'Portal'))} />
          <Column header="Status" body={(r: LogTroca) => r.statusDescricao ?? '-'} />
          <Column header="Motivo" body={(r: LogTroca) => r.motivo ?? '-'} />
        </DataTable>
      </section>
    </Modal>
  );
}
