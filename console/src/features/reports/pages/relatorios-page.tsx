import type { ReactNode } from 'react';
import { useActor } from '../../../shared/actor.ts';
import { HomeReports } from '../components/home-reports.tsx';
import { PERFIS_RELATORIOS } from '../model.ts';

/**
 * /relatorios (RELATÓRIOS): Administrador and Regionais see the home reports; other roles the landing content.
 * `acoes` holds what other features put on the home page (the app composes them: features do not import each other).
 */
export default function RelatoriosPage({ acoes }: { acoes?: ReactNode }) {
  const actor = useActor();
  if (actor && PERFIS_RELATORIOS.includes(actor.role))
    // the top bar already reads RELATÓRIOS (the submenu's title)
    return <HomeReports />;
  return (
    <section className="landing">
      <img src="/landing.svg" alt="Ilustração do portal: concessionária com veículos" className="landing-image" />
      <div className="landing-text">
        <h2>Bem-vindo ao Portal de Distribuição</h2>
        {acoes}
        <p>Use o menu à esquerda para acessar as telas liberadas para o seu perfil.</p>
      </div>
    </section>
  );
}
