import { Modal } from '../../../shared/modal.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { useTrocaLog } from '../hooks/use-troca-log.ts';
import type { LogTroca } from '../model.ts';

const COLUNAS: ColunaTabela<LogTroca>[] = [
  { titulo: 'Data', valor: (r) => r.dataOperacao, campo: 'dataOperacao' },
  { titulo: 'Operação', valor: (r) => r.descricao, campo: 'descricao' },
  { titulo: 'Usuário', valor: (r) => (r.nomeAdmin ? `${r.nome ?? '-'} (por ${r.nomeAdmin})` : (r.nome ?? 'Portal')) },
  { titulo: 'Status', valor: (r) => r.statusDescricao ?? '-', campo: 'statusDescricao' },
  { titulo: 'Motivo', valor: (r) => r.motivo ?? '-' },
];

/** Log of a swap request: every step, who (and the administrator behind an acesso espelho) and when. */
export function LogDialog({ trocaId, onClose }: { trocaId: number | null; onClose: () => void }) {
  const log = useTrocaLog(trocaId);
  return (
    <Modal titulo={`Log da troca ${trocaId ?? ''}`} aberto={trocaId !== null} onClose={onClose} largura={860}>
      <section aria-label="Log da troca">
        <ListTable rows={log.data ?? []} colunas={COLUNAS} rotulo="Etapas da troca" carregando={log.isFetching} detalhes={false} />
      </section>
    </Modal>
  );
}
