import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { relatorioDaPagina, type CorpoDaLista, type SelecaoTabela } from './list-table-model.ts';

const vazio = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);

/** One line of a card: the column's title, then the value. */
function Campo({ titulo, children, className }: { titulo: string; children: ReactNode; className?: string }) {
  return (
    <td className={className}>
      <span className="cartao-titulo">{titulo}</span>
      {children}
    </td>
  );
}

/** A row's checkbox of the list's selection (by `dataKey`, as the table's). */
function CaixaDaLinha<T>({ linha, selecao }: { linha: T; selecao: SelecaoTabela<T> }) {
  const chave = (r: T) => (r as Record<string, unknown>)[selecao.dataKey];
  const marcada = selecao.valor.some((s) => chave(s) === chave(linha));
  return (
    <Checkbox
      checked={marcada}
      disabled={!(selecao.selecionavel?.(linha) ?? true)}
      aria-label="Selecionar linha"
      onChange={() => selecao.onChange(marcada ? selecao.valor.filter((s) => chave(s) !== chave(linha)) : [...selecao.valor, linha])}
    />
  );
}

/**
 * The cards' order (the table's sortable headers, which cards do not have): 'Ordenar por' one of the columns that sort,
 * or none (the list's own order), and the direction. A native select: the phone's own picker, no overlay to load.
 */
function OrdemDosCartoes<T>({ colunas, ordem, onOrdem }: Pick<CorpoDaLista<T>, 'colunas' | 'ordem' | 'onOrdem'>) {
  const id = useId();
  const ordenaveis = colunas.filter((c) => c.campo !== undefined);
  if (!ordenaveis.length) return null;
  const atual = ordem && ordenaveis.some((c) => c.campo === ordem.sort) ? ordem : null;
  const crescente = atual?.order !== 'desc';
  return (
    <div className="ordem-cartoes">
      <label htmlFor={id}>Ordenar por</label>
      <select id={id} value={atual?.sort ?? ''} onChange={(e) => onOrdem(e.target.value ? { sort: e.target.value, order: atual?.order ?? 'asc' } : null)}>
        <option value="">Padrão da lista</option>
        {ordenaveis.map((c) => (
          <option key={c.campo} value={c.campo}>
            {c.titulo}
          </option>
        ))}
      </select>
      <Button
        type="button"
        icon={crescente ? 'pi pi-sort-amount-up-alt' : 'pi pi-sort-amount-down'}
        text
        rounded
        disabled={!atual}
        aria-label={crescente ? 'Crescente (tocar para decrescente)' : 'Decrescente (tocar para crescente)'}
        onClick={() => atual && onOrdem({ sort: atual.sort, order: crescente ? 'desc' : 'asc' })}
      />
    </div>
  );
}

/**
 * The list's body on a phone: each row a card of its columns' titles and values, the row's actions kept, and the phone
 * paginator ‹ n–m de total ›. Plain elements (a table of one cell per line, so a card is still a row to a screen reader), not
 * PrimeReact's DataTable: its ~200 kB chunk and its first render were most of a phone's wait for the list
 * (docs/decisions.md "A dealer's day on a phone"). The cards have no header row: 'Ordenar por' above them instead of the
 * sortable headers, and 'Selecionar todos' (ListTable) instead of the header checkbox.
 */
export function TabelaCartoes<T extends object>(p: CorpoDaLista<T>) {
  const { first, rows } = p.pagina;
  const ir = (novo: number) => p.onPagina({ first: novo, rows });
  return (
    <div className="lista-cartoes">
      {p.ordenaveis && <OrdemDosCartoes colunas={p.colunas} ordem={p.ordem} onOrdem={p.onOrdem} />}
      <table aria-label={p.rotulo}>
        <tbody>
          {p.linhas.length === 0 && (
            <tr className="lista-cartao-vazia">
              <td>{p.carregando ? msg.carregando : p.vazia}</td>
            </tr>
          )}
          {p.linhas.map((r, i) => (
            <tr key={p.selecao ? String((r as Record<string, unknown>)[p.selecao.dataKey]) : i} className={`lista-cartao ${p.classeDaLinha?.(r) ?? ''}`}>
              {p.selecao && (
                <td className="lista-cartao-selecao">
                  <CaixaDaLinha linha={r} selecao={p.selecao} />
                </td>
              )}
              {p.colunaInicial && (
                <Campo titulo={p.colunaInicial.titulo} className="lista-cartao-selecao">
                  {p.colunaInicial.celula(r)}
                </Campo>
              )}
              {p.colunas.map((c) => (
                <Campo key={c.titulo} titulo={c.titulo}>
                  {vazio(c.valor(r))}
                </Campo>
              ))}
              {p.acoes && (
                <Campo titulo="Ações" className="lista-cartao-acoes">
                  {p.acoes(r)}
                </Campo>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="paginador-celular" aria-label={`Páginas de ${p.rotulo}`}>
        <Button
          type="button"
          icon="pi pi-angle-left"
          rounded
          text
          aria-label="Página anterior"
          disabled={first === 0}
          onClick={() => ir(Math.max(0, first - rows))}
        />
        <span className="paginador-celular-relatorio">{relatorioDaPagina(p.pagina, p.total)}</span>
        <Button
          type="button"
          icon="pi pi-angle-right"
          rounded
          text
          aria-label="Próxima página"
          disabled={first + rows >= p.total}
          onClick={() => ir(first + rows)}
        />
      </nav>
    </div>
  );
}
