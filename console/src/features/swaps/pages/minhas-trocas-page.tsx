import { MinhasTrocasTab } from '../components/minhas-trocas-tab.tsx';

/**
 * /trade/minhas-trocas: Minhas Trocas (spec stock-billing-swaps §2.7), a screen of its own beside the swap screen's two tabs
 * (§2.6). The home page's Trocas Pendentes button opens it. Answering a received request is not a new request, so the
 * stalled-vehicle block does not apply here (docs/decisions.md "The stalled-vehicle block").
 */
export default function MinhasTrocasPage() {
  return (
    <section className="vehicles-page swaps-page" aria-label="Minhas Trocas">
      <MinhasTrocasTab />
    </section>
  );
}
