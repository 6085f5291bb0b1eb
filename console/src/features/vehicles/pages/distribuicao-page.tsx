import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { ehAdmin, useActor } from '../model.ts';
import { FaturamentosTab } from '../components/faturamentos-tab.tsx';
import { LiberacaoBloqueioTab } from '../components/liberacao-bloqueio-tab.tsx';
import { HistoricoVeiculosTab } from '../components/historico-veiculos-tab.tsx';

/** /distribuition: the Faturamento screen. Tabs 0 and 1 for everyone, 2 and 3 for administrators. */
export default function DistribuicaoPage() {
  const admin = ehAdmin(useActor());
  const [aba, setAba] = useState(0);
  return (
    <section className="vehicles-page">
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)} renderActiveOnly>
        <TabPanel header="Faturamentos Abertos">
          <FaturamentosTab fechado={false} />
        </TabPanel>
        <TabPanel header="Faturamentos fechados">
          <FaturamentosTab fechado />
        </TabPanel>
        {admin && (
          <TabPanel header="Liberação e bloqueio">
            <LiberacaoBloqueioTab />
          </TabPanel>
        )}
        {admin && (
          <TabPanel header="Histórico de Veículos">
            <HistoricoVeiculosTab />
          </TabPanel>
        )}
      </TabView>
    </section>
  );
}
