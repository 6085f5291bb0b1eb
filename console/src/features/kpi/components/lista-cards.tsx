import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';

/** KPI card lists start with 5 rows and add 5 (spec 002 §9). */
export const PASSO_KPI = 5;

export function ListaCards<T>(p: { itens: T[]; chave: (t: T) => string | number; card: (t: T) => ReactNode; carregando?: boolean; rotulo: string }) {
  const [n, setN] = useState(PASSO_KPI);
  if (p.carregando) return <p className="loading">Carregando…</p>;
  if (!p.itens.length) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <div className="kpi-lista" aria-label={p.rotulo}>
      {p.itens.slice(0, n).map((t) => (
        <article key={p.chave(t)} className="kpi-card">
          {p.card(t)}
        </article>
      ))}
      {p.itens.length > n && <Button type="button" text label="Carregar mais" onClick={() => setN(n + PASSO_KPI)} />}
    </div>
  );
}

export const brl = (v: number | null | undefined) => (v === null || v === undefined ? '-' : v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
export const dataBr = (iso: string | null | undefined) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '-');

export function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="kpi-campo">
      <span className="kpi-rotulo">{rotulo}</span>
      <span className="kpi-valor">{children}</span>
    </div>
  );
}
