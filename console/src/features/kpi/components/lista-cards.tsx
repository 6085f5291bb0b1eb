import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { EscolhaDeColunas, useColunasDaLista } from '../../../shared/escolha-de-colunas.tsx';

/** KPI card lists start with 5 rows and add 5 (spec 002 §9). */
export const PASSO_KPI = 5;

/**
 * A KPI card list: each card's header (who it is), its fields (the list's 'Colunas' choose which and in what order, under
 * `prefixo` in the screen's list: `ColunasDaLista`) and its actions; 5 cards, then 5 more.
 */
export function ListaCards<T>(p: {
  itens: T[];
  chave: (t: T) => string | number;
  cabecalho: (t: T) => ReactNode;
  campos: ColunaTabela<T>[];
  acoes?: (t: T) => ReactNode;
  carregando?: boolean;
  rotulo: string;
  /** the fields' keys in the screen's list (`veiculos.marca`) */
  prefixo: string;
}) {
  const [n, setN] = useState(PASSO_KPI);
  const { mostradas, escolha } = useColunasDaLista(p.campos, p.prefixo);
  if (p.carregando) return <p className="loading">Carregando…</p>;
  if (!p.itens.length) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <>
      {escolha && (
        <div className="lista-ferramentas">
          <EscolhaDeColunas escolha={escolha} rotulo={p.rotulo} />
        </div>
      )}
      <div className="kpi-lista" aria-label={p.rotulo}>
        {p.itens.slice(0, n).map((t) => (
          <article key={p.chave(t)} className="kpi-card">
            <header className="kpi-card-cabecalho">{p.cabecalho(t)}</header>
            {mostradas.map((c) => (
              <Campo key={c.titulo} rotulo={c.titulo}>
                {c.valor(t)}
              </Campo>
            ))}
            {p.acoes?.(t)}
          </article>
        ))}
        {p.itens.length > n && <Button type="button" text label="Carregar mais" onClick={() => setN(n + PASSO_KPI)} />}
      </div>
    </>
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
