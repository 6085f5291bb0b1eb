import { AbasNaUrl } from '../../../shared/abas-na-url.tsx';
import { PedidosTab } from '../components/pedidos-tab.tsx';
import { ParcelasTab } from '../components/parcelas-tab.tsx';

/** /directselling (also /directSelling): the direct-sales order list and the boleto installments (spec §2.2). `?aba=boletos` opens the second tab. */
export default function PedidosPage() {
  return (
    <section className="vehicles-page pedidos-page">
      <AbasNaUrl
        abas={[
          { chave: 'pedidos', titulo: 'Pedido', conteudo: <PedidosTab /> },
          { chave: 'boletos', titulo: 'Boletos das parcelas', conteudo: <ParcelasTab /> },
        ]}
      />
    </section>
  );
}
