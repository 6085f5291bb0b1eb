import { AbasNaUrl } from '../../../shared/abas-na-url.tsx';
import { SolicitacoesTab } from '../components/solicitacoes-tab.tsx';
import { DisponiveisTab } from '../components/disponiveis-tab.tsx';
import { MinhasTrocasTab } from '../components/minhas-trocas-tab.tsx';
import { BloqueioParadosAviso, ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';
import { smsg } from '@portal/contracts/swaps/messages';
import { useActor } from '../model.ts';

/**
 * /trade: the swap screen (spec stock-billing-swaps §2.6: requests, vehicles available for swap) and Minhas Trocas (§2.7).
 * `?aba=minhas` opens Minhas Trocas (the home page's Trocas Pendentes button).
 */
export default function TrocasPage() {
  // the stalled-vehicle pop-up on /trade (spec §2.12): it blocks new swap requests while the dealer's stock is stalled
  const bloqueio = useBloqueioParados(ehUsuarioDealer(useActor()));
  return (
    <section className="vehicles-page swaps-page">
      {bloqueio.bloqueado && <BloqueioParadosAviso pendentes={bloqueio.pendentes} motivo={smsg.bloqueioParadosTroca(bloqueio.pendentes[0]!.chassi)} />}
      <AbasNaUrl
        abas={[
          { chave: 'solicitacoes', titulo: 'Solicitações de troca', conteudo: <SolicitacoesTab /> },
          { chave: 'disponiveis', titulo: 'Veículos disponíveis para troca', conteudo: <DisponiveisTab /> },
          { chave: 'minhas', titulo: 'Minhas Trocas', conteudo: <MinhasTrocasTab /> },
        ]}
      />
    </section>
  );
}
