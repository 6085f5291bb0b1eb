import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { call } from '../api-client.ts';
import { toast } from '../toasts.tsx';

/** A filter of a BI page: a dropdown whose value lives in the URL. */
export function FiltroBi(p: {
  id: string;
  rotulo: string;
  valor: number | null;
  opcoes: { id: number; nome: string }[];
  limpar?: boolean;
  mudar: (v: number | null) => void;
}) {
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

/** The spec's BI page (002 §2.12): a title, an 'Atualizar' button (its refresh call, then the spec's toast and a refetch) and the report. */
export function PaginaBi(p: { titulo: string; atualizar: string; refetch: () => Promise<unknown>; filtros: ReactNode; children: ReactNode }) {
  const [ocupado, setOcupado] = useState(false);
  async function atualizar() {
    setOcupado(true);
    try {
      const r = await call<{ mensagem: string }>('POST', `bi/${p.atualizar}/atualizar`);
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
      {p.children}
    </section>
  );
}
