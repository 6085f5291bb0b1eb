import { useSearchParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { SolicitacoesTab } from '../components/solicitacoes-tab.tsx';
import { DisponiveisTab } from '../components/disponiveis-tab.tsx';
import { MinhasTrocasTab } from '../components/minhas-trocas-tab.tsx';

const ABAS = ['solicitacoes', 'disponiveis', 'minhas'] as const;

/**
 * /trade: the swap screen (spec stock-billing-swaps §2.6: requests, vehicles available for swap) and Minhas Trocas (§2.7).
 * `?aba=minhas` opens Minhas Trocas (the home page's Trocas Pendentes button).
 */
export default function TrocasPage() {
  const [params, setParams] = useSearchParams();
  const aba = Math.max(0, ABAS.indexOf((params.get('aba') ?? '') as (typeof ABAS)[number]));
  return (
    <section className="vehicles-page swaps-page">
      <TabView activeIndex={aba} onTabChange={(e) => setParams({ aba: ABAS[e.index] ?? 'solicitacoes' }, { replace: true })}>
        <TabPanel header="Solicitações de troca">
          <SolicitacoesTab />
        </TabPanel>
        <TabPanel header="Veículos disponíveis para troca">
          <DisponiveisTab />
        </TabPanel>
        <TabPanel header="Minhas Trocas">
          <MinhasTrocasTab />
        </TabPanel>
      </TabView>
    </section>
  );
}
