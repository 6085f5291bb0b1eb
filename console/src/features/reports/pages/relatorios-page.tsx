import type { ReactNode } from 'react';

/**
 * /relatorios (RELATÓRIOS): the landing content; the home reports arrive with their own delivery.
 * `acoes` holds what other features put on the home page (the app composes them: features do not import each other).
 */
export default function RelatoriosPage({ acoes }: { acoes?: ReactNode }) {
  return (
    <section className="landing">
      <img src="/landing.svg" alt="Ilustração do portal: concessionária com veículos" className="landing-image" />
      <div className="landing-text">
        <h2>Bem-vindo ao Portal de Distribuição</h2>
        {acoes}
        <p>Use o menu à esquerda para acessar as telas liberadas para o seu perfil.</p>
        <p className="muted">
          Os relatórios da home (por dealer, por modelo, faturamento e estoques) serão disponibilizados nesta tela em uma próxima entrega.
        </p>
      </div>
    </section>
  );
}
