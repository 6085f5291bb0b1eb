import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { msg } from '@portal/contracts/messages';
import type { Quadro } from '@portal/contracts/order-call/index';
import type { AtualizacaoBi } from '@portal/contracts/order-call/bi-schemas';
import { call } from '../api-client.ts';
import { toast } from '../toasts.tsx';
import { QuadroBi } from './quadro-bi.tsx';

type Opcao = { id: number; nome: string };

/** A filter of a BI page: a dropdown whose value lives in the URL. */
export function FiltroBi(p: { id: string; rotulo: string; valor: number | null; opcoes: Opcao[]; limpar?: boolean; mudar: (v: number | null) => void }) {
  return (
    <span className="bi-filtro">
      <label htmlFor={p.id}>{p.rotulo}</label>
      <Dropdown
        inputId={p.id}
        aria-label={p.rotulo}
        placeholder="Todos"
        showClear={p.limpar !== false}
        filter={p.opcoes.length > 10}
        value={p.valor}
        options={p.opcoes.map((o) => ({ value: o.id, label: o.nome }))}
        onChange={(e) => p.mudar((e.value as number | null) ?? null)}
      />
    </span>
  );
}

/** Concessionária: offered only to whoever sees more than one dealer. */
export function FiltroDealer(p: { prefixo: string; valor: number | null; dealers: Opcao[] | undefined; mudar: (v: number | null) => void }) {
  if ((p.dealers?.length ?? 0) <= 1) return null;
  return <FiltroBi id={`${p.prefixo}-dealer`} rotulo="Concessionária" valor={p.valor} opcoes={p.dealers ?? []} mudar={p.mudar} />;
}

/**
 * The spec's BI page (002 §2.12), the one skeleton of every BI dashboard: a title, an 'Atualizar' button (its refresh
 * call, then the spec's toast and a refetch), the filters, a note, and the charts (each with its table and export).
 */
export function PaginaBi(p: {
  titulo: string;
  /** the frame name of `POST bi/{atualizar}/atualizar` */
  atualizar: string;
  refetch: () => Promise<unknown>;
  filtros: ReactNode;
  carregando: boolean;
  quadros: Quadro[];
  /** the charts' export: `GET {path}?quadro=…` with the page's filters */
  exportar: { path: string; query: Record<string, string | number | null | undefined> };
  /** a note under the filters (where the figures come from, the day the ages are counted to) */
  nota?: ReactNode;
  /** shown instead of the charts (nothing to show yet) */
  vazio?: string | null;
  /** what comes before the charts (the mobile page's figures) */
  children?: ReactNode;
}) {
  const [ocupado, setOcupado] = useState(false);
  async function atualizar() {
    setOcupado(true);
    try {
      const r = await call<AtualizacaoBi['data']>('POST', `bi/${p.atualizar}/atualizar`);
      await p.refetch();
      toast.success(r.mensagem);
    } catch {
      /* shown */
    } finally {
      setOcupado(false);
    }
  }
  return (
    <section className="bi-page">
      <header className="bi-cabecalho">
        <h2>{p.titulo}</h2>
        <Button type="button" icon="pi pi-refresh" label="Atualizar" loading={ocupado} onClick={() => void atualizar()} />
      </header>
      <div className="filter-bar bi-filtros">{p.filtros}</div>
      {p.nota && <p className="bi-nota">{p.nota}</p>}
      {p.carregando ? (
        <p className="loading">{msg.carregando}</p>
      ) : p.vazio ? (
        <div className="empty">{p.vazio}</div>
      ) : (
        <>
          {p.children}
          <div className="bi-quadros">
            {p.quadros.map((x) => (
              <QuadroBi key={x.id} q={x} exportar={p.exportar} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
