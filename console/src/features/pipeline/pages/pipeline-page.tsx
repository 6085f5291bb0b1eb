import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { TABELAS_ADMINISTRADOR, TABELAS_DEALER, pmsg, type TabelaPipeline } from '@portal/contracts/reports/pipeline';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { useActor } from '../../../shared/actor.ts';
import type { Celula, FiltrosPipeline } from '../model.ts';
import { PipelineFilters } from '../components/pipeline-filters.tsx';
import { PipelineTable } from '../components/pipeline-table.tsx';
import { DetalheDialog } from '../components/detalhe-dialog.tsx';
import { PreExportDialog } from '../components/pre-export-dialog.tsx';
import { FalhasFaturamento } from '../components/falhas.tsx';
import { VeiculoDemo } from '../components/veiculo-demo.tsx';

/**
 * /pipeline: Análise de Pipeline. Importer staff: Painel do Administrador, Painel do Dealer (one dealer's view), Veículo
 * Demo; dealers: Análise de Pipeline (their own pipeline) and Veículo Demo.
 */
export default function PipelinePage() {
  const actor = useActor();
  const dealer = actor?.grupoPerfil === GRUPO_PERFIL.Dealer;
  const hoje = dataEmSaoPaulo(new Date());
  const iniciais: FiltrosPipeline = {
    concessionariaGrupoId: null,
    concessionariaId: null,
    tipoVendaFaturamentoId: null,
    ano: Number(hoje.slice(0, 4)),
    mes: Number(hoje.slice(5, 7)),
  };
  const [filtros, setFiltros] = useState(iniciais);
  const [celula, setCelula] = useState<{ c: Celula; todos: boolean } | null>(null);
  const [exportar, setExportar] = useState(false);
  const painel = (tabelas: TabelaPipeline[], todos: boolean) => (
    <>
      <div className="filter-bar">
        <Button label="Exportar" icon="pi pi-file-excel" outlined onClick={() => setExportar(true)} />
      </div>
      {tabelas.map((s) => (
        <PipelineTable key={s} status={s} filtros={filtros} todos={todos} abrir={(c) => setCelula({ c, todos })} />
      ))}
      <FalhasFaturamento filtros={filtros} todos={todos} />
    </>
  );
  return (
    <section>
      <h2 className="relatorio-titulo">{pmsg.tituloMes(filtros.mes, filtros.ano)}</h2>
      <PipelineFilters iniciais={iniciais} aplicar={setFiltros} admin={!dealer} anoAtual={Number(hoje.slice(0, 4))} />
      {dealer ? (
        <TabView>
          <TabPanel header="Análise de Pipeline">{painel(TABELAS_DEALER, false)}</TabPanel>
          <TabPanel header="Veículo Demo">
            <VeiculoDemo filtros={filtros} />
          </TabPanel>
        </TabView>
      ) : (
        <TabView>
          <TabPanel header="Painel do Administrador">{painel(TABELAS_ADMINISTRADOR, true)}</TabPanel>
          <TabPanel header="Painel do Dealer">
            {filtros.concessionariaId ? painel(TABELAS_DEALER, false) : <div className="empty">Escolha um dealer no filtro e clique em Buscar.</div>}
          </TabPanel>
          <TabPanel header="Veículo Demo">
            <VeiculoDemo filtros={filtros} />
          </TabPanel>
        </TabView>
      )}
      {celula && <DetalheDialog celula={celula.c} filtros={filtros} todos={celula.todos} onClose={() => setCelula(null)} />}
      {exportar && <PreExportDialog filtros={filtros} onClose={() => setExportar(false)} />}
    </section>
  );
}
