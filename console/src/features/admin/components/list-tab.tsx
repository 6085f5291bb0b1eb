import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import type { Pagina } from '../../../shared/api-types.ts';
import { CarregarMais } from '../../../shared/list-controls.tsx';
import { downloadXlsx } from '../lib/download.ts';

export const PAGE_STEP = 10;

export interface CardField {
  label: string;
  value: ReactNode;
}

interface Props<T extends { id: number }> {
  /** what the list holds, for labels: 'usuários', 'dealers' … */
  nome: string;
  placeholder: string;
  useRows: (q: string, perPage: number) => UseQueryResult<Pagina<T>>;
  exportPath: string;
  addButtons: ReactNode;
  fields: (row: T) => CardField[];
  actions: (row: T) => ReactNode;
  testId: string;
  /** text shown in place of the list when it cannot load (spec 000 §8 for dealers and groups) */
  loadError?: string;
}

/** One tab of /usersmanagment: search box, Exportar, add, card list, Carregar mais (10, then +10), 'Nenhum registro encontrado'. */
export function ListTab<T extends { id: number }>(p: Props<T>) {
  const [busca, setBusca] = useState('');
  const [q, setQ] = useState('');
  const [perPage, setPerPage] = useState(PAGE_STEP);
  const [exportando, setExportando] = useState(false);
  const lista = p.useRows(q, perPage);

  // a new search starts again at 10 rows
  useEffect(() => {
    const next = busca.trim();
    if (next === q) return;
    const t = setTimeout(() => {
      setQ(next);
      setPerPage(PAGE_STEP);
    }, 350);
    return () => clearTimeout(t);
  }, [busca, q]);

  const exportar = async () => {
    setExportando(true);
    try {
      await downloadXlsx(p.exportPath, { q: q || undefined });
    } finally {
      setExportando(false);
    }
  };

  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  return (
    <div className="list-tab">
      <div className="filter-bar">
        <IconField iconPosition="left" className="search-box">
          <InputIcon className="pi pi-search" />
          <InputText value={busca} onChange={(e) => setBusca(e.target.value)} placeholder={p.placeholder} aria-label={`Buscar ${p.nome}`} />
        </IconField>
        {busca && <Button label="Limpar" icon="pi pi-filter-slash" text size="small" onClick={() => setBusca('')} />}
        <span className="muted">{lista.data ? `${rows.length} de ${total}` : ''}</span>
        <div className="filter-bar-actions">
          <Button
            label="Exportar"
            icon="pi pi-file-excel"
            outlined
            size="small"
            loading={exportando}
            onClick={() => void exportar()}
            aria-label={`Exportar ${p.nome}`}
          />
          {p.addButtons}
        </div>
      </div>
      {lista.isPending && <p>{msg.carregando}</p>}
      {lista.isError && <p className="form-error">{p.loadError ?? lista.error.message}</p>}
      {lista.data && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
      <ul className="card-list" aria-label={p.nome}>
        {rows.map((r) => (
          <li key={r.id} className="list-card" data-testid={p.testId}>
            <div className="list-card-fields">
              {p.fields(r).map((f) => (
                <div key={f.label} className="list-card-field">
                  <span className="list-card-label">{f.label}</span>
                  <span className="list-card-value">{f.value}</span>
                </div>
              ))}
            </div>
            <div className="list-card-actions">{p.actions(r)}</div>
          </li>
        ))}
      </ul>
      <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={() => setPerPage((n) => n + PAGE_STEP)} />
    </div>
  );
}
