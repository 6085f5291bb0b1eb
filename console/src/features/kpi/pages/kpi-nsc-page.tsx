import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { METRICAS_KPI, formatarNumeroKpi, type ValoresKpi } from '@portal/contracts/kpi/resumo';
import { quadrosKpiTotal } from '@portal/contracts/kpi/bi';
import { CelulaNumero, TabelaRelatorio } from '../../../shared/tabela-relatorio.tsx';
import { useDealers } from '../../../shared/lookups.ts';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import type { FiltroKpi } from '../hooks/filtro-kpi.ts';
import { useAnosMeses } from '../hooks/use-anos-meses.ts';
import { useBiKpi, useNscPorDealer, useNscPorMes } from '../hooks/use-resumos.ts';
import { FiltrosKpi, filtroPadrao } from '../components/filtros-kpi.tsx';
import { useFiltroKpiSalvo } from '../hooks/use-filtro-kpi-salvo.ts';
import { VisoesSalvas } from '../../../shared/visoes-salvas.tsx';

const ABAS = ['KPI Total', 'Visão mensal', 'Visão por Dealer'] as const;

/** KPI rows × columns; numbers with at most 1 decimal and no grouping (spec 002 §2.9). */
function TabelaKpi({ colunas, rotulo }: { colunas: { titulo: string; valores: ValoresKpi }[]; rotulo: string }) {
  if (!colunas.length) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <TabelaRelatorio rotulo={rotulo} className="kpi-nsc-tabela" primeira="KPI" colunas={colunas.map((c) => ({ chave: c.titulo, titulo: c.titulo }))}>
      {METRICAS_KPI.map(([k, nome]) => (
        <tr key={k}>
          <td>{nome}</td>
          {colunas.map((c) => (
            <CelulaNumero key={c.titulo} texto={formatarNumeroKpi(c.valores[k])} />
          ))}
        </tr>
      ))}
    </TabelaRelatorio>
  );
}

/** /kpisapprovednsc: 'KPI Total' (the portal's own dashboard), 'Visão mensal' and 'Visão por Dealer' with the defaults of §4.12. */
export default function KpiNscPage() {
  const anos = useAnosMeses();
  const dealers = useDealers();
  const [aba, setAba] = useState(0);
  const padrao: FiltroKpi = anos.data && dealers.data ? filtroPadrao(anos.data, dealers.data, null) : { ano: null, mesId: null, concessionariaId: null };
  const { estado, escolhido, aplicar } = useFiltroKpiSalvo('kpisapprovednsc', padrao);
  const filtro = escolhido ?? padrao;
  const mensal = useNscPorMes(filtro.ano, filtro.mesId, aba === 1);
  const porDealer = useNscPorDealer(filtro.concessionariaId, filtro.ano, aba === 2);
  const bi = useBiKpi(filtro.ano, aba === 0);
  return (
    <section className="kpi-page">
      <h2>KPI NSC</h2>
      <VisoesSalvas filtros={estado} />
      {anos.data && (
        <FiltrosKpi anos={anos.data} valor={filtro} padrao={padrao} limpar={estado.limpar} chassi={false} aplicar={aplicar} semDealer={aba === 1} />
      )}
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)} renderActiveOnly>
        <TabPanel header={ABAS[0]}>
          {bi.data ? (
            <div className="bi-quadros">
              {quadrosKpiTotal(bi.data).map((q) => (
                <QuadroBi key={q.id} q={q} exportar={{ path: 'bi/KpiApproved/exportar', query: { ano: filtro.ano } }} />
              ))}
            </div>
          ) : (
            <p className="loading">Carregando…</p>
          )}
        </TabPanel>
        <TabPanel header={ABAS[1]}>
          {mensal.data ? (
            <TabelaKpi
              rotulo="Visão mensal"
              colunas={[
                ...mensal.data.concessionarias.map((c) => ({ titulo: c.nome, valores: c.valores })),
                { titulo: 'Total', valores: mensal.data.totais },
                { titulo: 'Média', valores: mensal.data.medias },
              ]}
            />
          ) : (
            <p className="loading">Carregando…</p>
          )}
        </TabPanel>
        <TabPanel header={ABAS[2]}>
          {porDealer.data ? (
            <TabelaKpi
              rotulo="Visão por Dealer"
              colunas={[
                ...porDealer.data.meses.map((m) => ({ titulo: m.mes.nome, valores: m.valores })),
                { titulo: 'Total', valores: porDealer.data.totais },
                { titulo: 'Média', valores: porDealer.data.medias },
              ]}
            />
          ) : (
            <p className="loading">Carregando…</p>
          )}
        </TabPanel>
      </TabView>
    </section>
  );
}
