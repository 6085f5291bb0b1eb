import type { ReactNode } from 'react';

/** The frame of every public page: brand on top, one card in the middle. */
export function PublicCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className="public-page">
      <section className={`public-card${wide ? ' public-card-wide' : ''}`}>
        <div className="public-brand">
          <img src="/logo.svg" alt="Portal de Distribuição" width={56} height={56} />
          <div>
            <strong>Portal de Distribuição</strong>
            <span>Rede de concessionárias</span>
          </div>
        </div>
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
