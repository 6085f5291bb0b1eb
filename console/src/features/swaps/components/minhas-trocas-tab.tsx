import { useState } from 'react';
import { Button } from 'primereact/button';
import { useMinhasTrocas } from '../hooks/use-minhas-trocas.ts';
import { useExportarTrocas } from '../hooks/use-exportar-trocas.ts';
import type { TrocaRow } from '../model.ts';
import { FILTROS_TROCA_VAZIOS, TrocaFilters, corpoTroca, useFiltrosTroca, type CampoTroca } from './troca-filters.tsx';
import { PASSO, TrocaList, VisaoToggle, type Coluna, type Visualizacao } from './troca-list.tsx';
import { TrocaDialog } from './troca-dialog.tsx';
import { LogDialog } from './log-dialog.tsx';

const CAMPOS: CampoTroca[] = ['marcas', 'dealer', 'modelo', 'derivativo', 'descricao', 'anoModelo', 'sentido', 'tipoTroca', 'status', 'pedidoChassi'];
const COLUNAS: Coluna<TrocaRow>[] = [
  { titulo: 'Nº', valor: (r) => r.veiculoTrocaPedidoId },
  { titulo: 'Tipo', valor: (r) => r.tipoSolicitacao },
  { titulo: 'Pedido', valor: (r) => r.pedido },
  { titulo: 'Chassi', valor: (r) => r.chassi },
  { titulo: 'Modelo', valor: (r) => `${r.modelo} ${r.my}` },
  { titulo: 'Solicitante', valor: (r) => `${r.codigoConcessionariaOrigem} - ${r.nomeConcessionariaOrigem}` },
  { titulo: 'Solicitado', valor: (r) => `${r.codigoConcessionariaDestino} - ${r.nomeDealerSolicitado}` },
  { titulo: 'Ofertados', valor: (r) => (r.veiculosPropostos.length ? r.veiculosPropostos.length : 'Sem troca') },
  { titulo: 'Data da solicitação', valor: (r) => r.dataSolicitou },
  { titulo: 'Prazo', valor: (r) => r.dataLimiteTroca },
  { titulo: 'Status', valor: (r) => <span className={`swap-status swap-status-${r.status}`}>{r.statusDescricao}</span> },
];

/** Minhas Trocas: every filter, Pendente first and highlighted, received/sent dialogs, log, Exportar (swap report). */
export function MinhasTrocasTab() {
  const filtros = useFiltrosTroca(FILTROS_TROCA_VAZIOS, PASSO);
  const [visao, setVisao] = useState<Visualizacao>('tabela');
  const [aberta, setAberta] = useState<TrocaRow | null>(null);
  const [logId, setLogId] = useState<number | null>(null);
  const { exportando, exportar } = useExportarTrocas();
  const corpo = corpoTroca(filtros.aplicados, CAMPOS);
  const lista = useMinhasTrocas({ ...corpo, page: 1, per_page: filtros.perPage });
  return (
    <div className="list-tab">
      <TrocaFilters
        valor={filtros.rascunho}
        onChange={filtros.setRascunho}
        campos={CAMPOS}
        onBuscar={filtros.buscar}
        onLimpar={filtros.limpar}
        onExportar={() => exportar(corpo)}
        exportando={exportando}
        rotulo="Filtros de Minhas Trocas"
      />
      <div className="action-bar">
        <span className="muted">{lista.data?.rows.some((r) => r.destacada) ? 'Solicitações pendentes em destaque.' : ''}</span>
        <VisaoToggle valor={visao} onChange={setVisao} />
      </div>
      <TrocaList
        rows={lista.data?.rows ?? []}
        total={lista.data?.total ?? 0}
        chave={(r) => r.veiculoTrocaPedidoId}
        carregando={lista.isFetching}
        erro={lista.isError}
        colunas={COLUNAS}
        visualizacao={visao}
        destacada={(r) => r.destacada}
        acoes={(r) => (
          <>
            <Button
              icon="pi pi-search"
              rounded
              text
              size="small"
              aria-label={`Detalhes da troca ${r.veiculoTrocaPedidoId}`}
              tooltip="Detalhes"
              onClick={() => setAberta(r)}
            />
            <Button
              icon="pi pi-history"
              rounded
              text
              size="small"
              aria-label={`Log da troca ${r.veiculoTrocaPedidoId}`}
              tooltip="Log"
              onClick={() => setLogId(r.veiculoTrocaPedidoId)}
            />
          </>
        )}
        onCarregarMais={filtros.carregarMais}
        rotulo="Minhas Trocas"
        nomeDe={(r) => `troca ${r.veiculoTrocaPedidoId}`}
      />
      <TrocaDialog troca={aberta} onClose={() => setAberta(null)} onLog={setLogId} />
      <LogDialog trocaId={logId} onClose={() => setLogId(null)} />
    </div>
  );
}
