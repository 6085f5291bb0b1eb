import type { ReactNode } from 'react';

export interface ColunaRelatorio {
  chave: string | number;
  titulo: ReactNode;
  /** the header cell's tooltip */
  dica?: string;
}

/** A report table that scrolls sideways: the first header cell, one per column, an optional last one, then the body's rows. */
export function TabelaRelatorio(p: {
  rotulo: string;
  className?: string;
  primeira: ReactNode;
  colunas: ColunaRelatorio[];
  ultima?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relatorio-scroll">
      <table className={p.className ? `relatorio-tabela ${p.className}` : 'relatorio-tabela'} aria-label={p.rotulo}>
        <thead>
          <tr>
            <th>{p.primeira}</th>
            {p.colunas.map((c) => (
              <th key={c.chave} title={c.dica}>
                {c.titulo}
              </th>
            ))}
            {p.ultima !== undefined && <th>{p.ultima}</th>}
          </tr>
        </thead>
        <tbody>{p.children}</tbody>
      </table>
    </div>
  );
}

/** A figure of a report table: a link-styled button when it opens or exports something (`acao`), else the text. */
export function CelulaNumero({ texto, acao }: { texto: ReactNode; acao?: { rotulo: string; onClick: () => void } }) {
  return (
    <td className="num">
      {acao ? (
        <button type="button" className="celula-link" aria-label={acao.rotulo} onClick={acao.onClick}>
          {texto}
        </button>
      ) : (
        texto
      )}
    </td>
  );
}

/** A table's header row of plain titles. */
export function CabecalhoTabela({ titulos }: { titulos: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titulos.map((t) => (
          <th key={t}>{t}</th>
        ))}
      </tr>
    </thead>
  );
}
