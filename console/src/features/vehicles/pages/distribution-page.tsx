import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { ehAdmin, useActor } from '../model.ts';
import { BillingTab } from '../components/billing-tab.tsx';
import { ReleaseBlockTab } from '../components/release-block-tab.tsx';
import { HistoryTab } from '../components/history-tab.tsx';

/** /distribuition: the Faturamento screen. Tabs 0 and 1 for everyone, 2 and 3 for administrators. */
export default function DistributionPage() {
  const admin = ehAdmin(useActor());
  const [aba, setAba] = useState(0);
  return (
    <section className="vehicles-page">
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)} renderActiveOnly>
        <TabPanel header="Faturamentos Abertos">
          <BillingTab fechado={false} />
        </TabPanel>
        <TabPanel header="Faturamentos fechados">
          <BillingTab fechado />
        </TabPanel>
        {admin && (
          <TabPanel header="Liberação e bloqueio">
            <ReleaseBlockTab />
          </TabPanel>
        )}
        {admin && (
          <TabPanel header="Histórico de Veículos">
            <HistoryTab />
          </TabPanel>
        )}
      </TabView>
    </section>
  );
}
