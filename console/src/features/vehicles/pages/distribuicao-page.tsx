import { TabView, TabPanel } from 'primereact/tabview';
import { ehAdmin, useActor } from '../model.ts';
import { FaturamentosTab } from '../components/faturamentos-tab.tsx';
import { LiberacaoBloqueioTab } from '../components/liberacao-bloqueio-tab.tsx';
import { HistoricoVeiculosTab } from '../components/historico-veiculos-tab.tsx';
import { useAbas } from '../../../shared/abas.ts';

/** /distribuition: the Faturamento screen. Tabs 0 and 1 for everyone, 2 and 3 for administrators. */
export default function DistribuicaoPage() {
  const admin = ehAdmin(useActor());
  const { aba, setAba, conteudo } = useAbas();
  return (
    <section className="vehicles-page">
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)}>
        <TabPanel header="Faturamentos Abertos">{conteudo === 0 && <FaturamentosTab fechado={false} />}</TabPanel>
        <TabPanel header="Faturamentos fechados">{conteudo === 1 && <FaturamentosTab fechado />}</TabPanel>
        {admin && <TabPanel header="Liberação e bloqueio">{conteudo === 2 && <LiberacaoBloqueioTab />}</TabPanel>}
        {admin && <TabPanel header="Histórico de Veículos">{conteudo === 3 && <HistoricoVeiculosTab />}</TabPanel>}
      </TabView>
    </section>
  );
}
