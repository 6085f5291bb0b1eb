import { useSearchParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { SolicitacoesTab } from '../components/solicitacoes-tab.tsx';
import { DisponiveisTab } from '../components/disponiveis-tab.tsx';
import { MinhasTrocasTab } from '../components/minhas-trocas-tab.tsx';
import { BloqueioParadosAviso, ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';
import { smsg } from '@portal/contracts/swaps/messages';
import { useActor } from '../model.ts';

const ABAS = ['solicitacoes', 'disponiveis', 'minhas'] as const;

/**
 * /trade: the swap screen (spec stock-billing-swaps §2.6: requests, vehicles available for swap) and Minhas Trocas (§2.7).
 * `?aba=minhas` opens Minhas Trocas (the home page's Trocas Pendentes button).
 */
export default function TrocasPage() {
  const [params, setParams] = useSearchParams();
  const aba = Math.max(0, ABAS.indexOf((params.get('aba') ?? '') as (typeof ABAS)[number]));
  // the stalled-vehicle pop-up on /trade (spec §2.12): it blocks new swap requests while the dealer's stock is stalled
  const bloqueio = useBloqueioParados(ehUsuarioDealer(useActor()));
  return (
    <section className="vehicles-page swaps-page">
      {bloqueio.bloqueado && <BloqueioParadosAviso pendentes={bloqueio.pendentes} motivo={smsg.bloqueioParadosTroca(bloqueio.pendentes[0]!.chassi)} />}
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
