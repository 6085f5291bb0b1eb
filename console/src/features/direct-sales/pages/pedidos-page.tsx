import { useSearchParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { PedidosTab } from '../components/pedidos-tab.tsx';
import { ParcelasTab } from '../components/parcelas-tab.tsx';

const ABAS = ['pedidos', 'boletos'] as const;

/** /directselling (also /directSelling): the direct-sales order list and the boleto installments (spec §2.2). `?aba=boletos` opens the second tab. */
export default function PedidosPage() {
  const [params, setParams] = useSearchParams();
  const aba = Math.max(0, ABAS.indexOf((params.get('aba') ?? '') as (typeof ABAS)[number]));
  return (
    <section className="vehicles-page pedidos-page">
      <TabView activeIndex={aba} onTabChange={(e) => setParams({ aba: ABAS[e.index] ?? 'pedidos' }, { replace: true })}>
        <TabPanel header="Pedido">
          <PedidosTab />
        </TabPanel>
        <TabPanel header="Boletos das parcelas">
          <ParcelasTab />
        </TabPanel>
      </TabView>
    </section>
  );
}
