import { Navigate, useSearchParams } from 'react-router';
import { ROTA_MINHAS_TROCAS } from '@portal/contracts/access/catalog';
import { AbasNaUrl } from '../../../shared/abas-na-url.tsx';
import { SolicitacoesTab } from '../components/solicitacoes-tab.tsx';
import { DisponiveisTab } from '../components/disponiveis-tab.tsx';
import { BloqueioParadosAviso, ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';
import { smsg } from '@portal/contracts/swaps/messages';
import { useActor } from '../model.ts';

/**
 * /trade: the swap screen, two tabs (spec stock-billing-swaps §2.6: the swap requests, the vehicles available for swap).
 * Minhas Trocas (§2.7) is its own screen, /trade/minhas-trocas (`MinhasTrocasPage`).
 */
export default function TrocasPage() {
  // the stalled-vehicle pop-up on /trade (spec §2.12): it blocks new swap requests while the dealer's stock is stalled
  const bloqueio = useBloqueioParados(ehUsuarioDealer(useActor()));
  // the address of Minhas Trocas when it was /trade's third tab (links in e-mails and bookmarks) opens its own screen
  if (useSearchParams()[0].get('aba') === 'minhas') return <Navigate to={ROTA_MINHAS_TROCAS} replace />;
  return (
    <section className="vehicles-page swaps-page">
      {bloqueio.bloqueado && <BloqueioParadosAviso pendentes={bloqueio.pendentes} motivo={smsg.bloqueioParadosTroca(bloqueio.pendentes[0]!.chassi)} />}
      <AbasNaUrl
        abas={[
          { chave: 'solicitacoes', titulo: 'Solicitações de troca', conteudo: <SolicitacoesTab /> },
          { chave: 'disponiveis', titulo: 'Veículos disponíveis para troca', conteudo: <DisponiveisTab /> },
        ]}
      />
    </section>
  );
}
