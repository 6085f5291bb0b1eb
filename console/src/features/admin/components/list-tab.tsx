import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import type { Pagina } from '../../../shared/api-types.ts';
import { CarregarMais, VisaoToggle, type Visualizacao } from '../../../shared/list-controls.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import { CamposDoCartao } from '../../../shared/data-list.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { VisoesSalvas } from '../../../shared/visoes-salvas.tsx';
import { ColunasDaLista, EscolhaDeColunas, SemColunasDaLista, useColunasDaLista } from '../../../shared/escolha-de-colunas.tsx';
import { downloadXlsx } from '../lib/download.ts';
import type { PaginaPedida } from '../hooks/paged.ts';

export const PAGE_STEP = 10;

interface Props<T extends { id: number }> {
  /** what the list holds, for labels: 'usuários', 'dealers' … */
  nome: string;
  placeholder: string;
  useRows: (q: string, pagina: PaginaPedida) => UseQueryResult<Pagina<T>>;
  exportPath: string;
  addButtons: ReactNode;
  /** each card's fields and the table's columns */
  colunas: ColunaTabela<T>[];
  actions: (row: T) => ReactNode;
  testId: string;
  /** the list's key for its saved views and the address (`usersmanagment.usuarios`) */
  lista: string;
  /** text shown in place of the list when it cannot load (spec 000 §8 for dealers and groups) */
  loadError?: string;
}

/**
 * One tab of /usersmanagment: search box, Exportar, add, Visualizações — the cards (first: Carregar mais, 10 then +10) or the
 * shared list table paged on the server (page sizes, Detalhes) — and 'Nenhum registro encontrado'.
 */
export function ListTab<T extends { id: number }>(p: Props<T>) {
  // the search (typed: `rascunho`; searched: `aplicados`), the page and its size, the columns, in the address and the saved
  // views; Limpar (shown while any of it is chosen) returns all of it to the defaults
  const filtros = useFiltros({ q: '' }, PAGE_STEP, { lista: p.lista });
  const busca = filtros.rascunho.q;
  const q = filtros.aplicados.q;
  const setBusca = (v: string) => filtros.setRascunho({ q: v });
  const [visao, setVisao] = useState<Visualizacao>('cartoes');
  const [exportando, setExportando] = useState(false);
  const lista = p.useRows(q, visao === 'tabela' ? { page: filtros.page, perPage: filtros.perPage } : { page: 1, perPage: filtros.page * filtros.perPage });

  // a new search starts again at 10 rows
  useEffect(() => {
    const next = busca.trim();
    if (next === q) return;
    const t = setTimeout(() => filtros.buscar({ q: next }), 350);
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
      <VisoesSalvas filtros={filtros} />
      <div className="filter-bar">
        <IconField iconPosition="left" className="search-box">
          <InputIcon className="pi pi-search" />
          <InputText value={busca} onChange={(e) => setBusca(e.target.value)} placeholder={p.placeholder} aria-label={`Buscar ${p.nome}`} />
        </IconField>
        {(busca || q || filtros.colunas || filtros.ordem || filtros.visaoId !== null) && (
          <Button label="Limpar" icon="pi pi-filter-slash" text size="small" onClick={filtros.limpar} />
        )}
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
        <VisaoToggle valor={visao} onChange={setVisao} />
      </div>
      {lista.isPending && <p>{msg.carregando}</p>}
      {lista.isError && <p className="form-error">{p.loadError ?? lista.error.message}</p>}
      <ColunasDaLista filtros={filtros}>
        {visao === 'tabela' ? (
          <ListTable
            rows={rows}
            colunas={p.colunas}
            rotulo={p.nome}
            carregando={lista.isFetching}
            servidor={{ total, page: filtros.page, perPage: filtros.perPage, onPagina: filtros.paginar }}
            acoes={p.actions}
          />
        ) : (
          <Cartoes {...p} rows={rows} respondeu={lista.data !== undefined} />
        )}
      </ColunasDaLista>
      {visao === 'cartoes' && <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={filtros.carregarMais} />}
    </div>
  );
}

/** The card list: each row's fields (the columns' titles and cells, those the list chose) and actions. */
function Cartoes<T extends { id: number }>(p: Props<T> & { rows: T[]; respondeu: boolean }) {
  const { mostradas, escolha } = useColunasDaLista(p.colunas);
  return (
    <SemColunasDaLista>
      {escolha && (
        <div className="lista-ferramentas">
          <EscolhaDeColunas escolha={escolha} rotulo={p.nome} />
        </div>
      )}
      {p.respondeu && p.rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
      <ul className="card-list" aria-label={p.nome}>
        {p.rows.map((r) => (
          <li key={r.id} className="list-card" data-testid={p.testId}>
            <CamposDoCartao colunas={mostradas} linha={r} />
            <div className="list-card-actions">{p.actions(r)}</div>
          </li>
        ))}
      </ul>
    </SemColunasDaLista>
  );
}
