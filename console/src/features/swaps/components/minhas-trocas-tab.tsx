import { lazy, Suspense, useState } from 'react';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { PrazoCelula } from '../../../shared/prazo.tsx';
import { useMinhasTrocas } from '../hooks/use-minhas-trocas.ts';
import { useExportarTrocas } from '../hooks/use-exportar-trocas.ts';
import type { TrocaLinha } from '../model.ts';
import type { CampoTroca } from './troca-filters.tsx';
import { COLUNA_VEICULO as C, type Coluna } from './troca-data-list.tsx';
import { TrocaFilteredList } from './troca-filtered-list.tsx';
import { useAbertoUmaVez } from '../../../shared/use-aberto-uma-vez.ts';

// the row's dialogs load on first use: the swap's machine, its commands and their schemas were a third of the screen's
// chunks, which the list's first paint on a phone waited for
const TrocaDialog = lazy(() => import('./troca-dialog.tsx').then((m) => ({ default: m.TrocaDialog })));
const LogDialog = lazy(() => import('./log-dialog.tsx').then((m) => ({ default: m.LogDialog })));

const CAMPOS: CampoTroca[] = ['marcas', 'dealer', 'modelo', 'derivativo', 'descricao', 'anoModelo', 'sentido', 'tipoTroca', 'status', 'prazo', 'pedidoChassi'];
const COLUNAS: Coluna<TrocaLinha>[] = [
  { titulo: 'Nº', valor: (r) => r.veiculoTrocaPedidoId, campo: 'veiculoTrocaPedidoId' },
  { titulo: 'Tipo', valor: (r) => r.tipoSolicitacao, campo: 'tipoSolicitacao' },
  C.pedido,
  C.chassi,
  { titulo: 'Modelo', valor: (r) => `${r.modelo} ${r.my}`, campo: 'modelo' },
  { titulo: 'Solicitante', valor: (r) => `${r.codigoConcessionariaOrigem} - ${r.nomeConcessionariaOrigem}`, campo: 'codigoConcessionariaOrigem' },
  { titulo: 'Solicitado', valor: (r) => `${r.codigoConcessionariaDestino} - ${r.nomeDealerSolicitado}`, campo: 'codigoConcessionariaDestino' },
  { titulo: 'Ofertados', valor: (r) => (r.veiculosPropostos.length ? r.veiculosPropostos.length : 'Sem troca'), campo: 'veiculosPropostos' },
  { titulo: 'Data da solicitação', valor: (r) => r.dataSolicitou, campo: 'dataSolicitou' },
  { titulo: 'Data limite', valor: (r) => r.dataLimiteTroca, campo: 'dataLimiteTroca' },
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo} />, campo: 'prazo' },
  { titulo: 'Status', valor: (r) => <span className={`swap-status swap-status-${r.status}`}>{r.statusDescricao}</span>, campo: 'statusDescricao' },
];

/** Minhas Trocas: every filter, Pendente first and highlighted, received/sent dialogs, log, Exportar (swap report). */
export function MinhasTrocasTab() {
  const [aberta, setAberta] = useState<TrocaLinha | null>(null);
  const [logId, setLogId] = useState<number | null>(null);
  const { exportando, exportar } = useExportarTrocas();
  const comLog = useAbertoUmaVez(logId !== null);
  return (
    <TrocaFilteredList
      lista="trade.minhas-trocas"
      campos={CAMPOS}
      rotuloFiltros="Filtros de Minhas Trocas"
      consultar={useMinhasTrocas}
      exportar={{ onExportar: exportar, exportando }}
      texto={(rows) => (rows.some((r) => r.destacada) ? 'Solicitações pendentes em destaque.' : '')}
      chave={(r) => r.veiculoTrocaPedidoId}
      colunas={COLUNAS}
      destacada={(r) => r.destacada}
      acoes={(r) => (
        <>
          <AcaoLinha icone="pi pi-search" rotulo={`Detalhes da troca ${r.veiculoTrocaPedidoId}`} dica="Detalhes" onClick={() => setAberta(r)} />
          <AcaoLinha icone="pi pi-history" rotulo={`Log da troca ${r.veiculoTrocaPedidoId}`} dica="Log" onClick={() => setLogId(r.veiculoTrocaPedidoId)} />
        </>
      )}
      rotulo="Minhas Trocas"
      nomeDe={(r) => `troca ${r.veiculoTrocaPedidoId}`}
    >
      <Suspense fallback={null}>
        {aberta && <TrocaDialog troca={aberta} onClose={() => setAberta(null)} onLog={setLogId} />}
        {comLog && <LogDialog trocaId={logId} onClose={() => setLogId(null)} />}
      </Suspense>
    </TrocaFilteredList>
  );
}
