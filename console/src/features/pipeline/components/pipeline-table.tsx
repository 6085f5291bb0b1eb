import { COLUNAS_CONFIRMACAO, TITULO_TABELA, type TabelaPipeline } from '@portal/contracts/reports/pipeline';
import type { Celula, FiltrosPipeline, Linha } from '../model.ts';
import { usePipeline } from '../hooks/use-pipeline.ts';

const DIAS = Array.from({ length: 31 }, (_, i) => i + 1);
const pad = (n: number) => String(n).padStart(2, '0');

/** One pipeline table (rows by model: previous balance, days 01–31, Total) and its distribution by sale type. */
export function PipelineTable(props: { status: TabelaPipeline; filtros: FiltrosPipeline; todos: boolean; abrir: (c: Celula) => void }) {
  const q = usePipeline(props.filtros, props.status, props.todos);
  const titulo = TITULO_TABELA[props.status];
  if (!q.data) return <h4>{titulo}</h4>;
  return (
    <section aria-label={titulo}>
      <h4 className="relatorio-titulo">{titulo}</h4>
      {props.status === 7 ? (
        <>
          <TabelaConfirmacao linhas={q.data.pipeline} titulo={titulo} primeira="Modelo" abrir={props.abrir} />
          <TabelaConfirmacao linhas={q.data.distribuicao} titulo={`${titulo} – distribuição`} primeira="Tipo de venda" abrir={props.abrir} distribuicao />
        </>
      ) : (
        <>
          <TabelaDias {...props} linhas={q.data.pipeline} titulo={titulo} primeira="Modelo" />
          <TabelaDias {...props} linhas={q.data.distribuicao} titulo={`${titulo} – distribuição`} primeira="Tipo de venda" distribuicao />
        </>
      )}
    </section>
  );
}

function TabelaDias(props: {
  status: TabelaPipeline;
  filtros: FiltrosPipeline;
  linhas: Linha[];
  titulo: string;
  primeira: string;
  distribuicao?: boolean;
  abrir: (c: Celula) => void;
}) {
  const { ano, mes } = props.filtros;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const celula = (l: Linha, col: string) => {
    const v = Number(l[col] ?? 0);
    if (v <= 0) return v;
    const id = l.descricao === 'Total' ? null : (l.id as number);
    // a model row's cell lists that model's vehicles; a distribution row's, that sale type's (0: none chosen)
    const modelo = props.distribuicao ? null : id;
    const tipoVenda = props.distribuicao && id ? id : null;
    const nome = String(l.descricao);
    const abrir = (): Celula | null => {
      if (props.distribuicao && id === 0) return null;
      if (col === 'Total') return { tipo: 'modelo', status: props.status, modelo, tipoVenda, titulo: `${props.titulo} – ${nome} – ${pad(mes)}/${ano}` };
      const dia = Number(col);
      const date = `${ano}-${pad(mes)}-${pad(dia === 0 ? 1 : dia)}`;
      return {
        tipo: 'dia',
        status: props.status,
        date,
        totalAtual: dia === 0,
        modelo,
        tipoVenda,
        titulo: `${tituloDia(props.titulo, dia, mes, ano)} – ${nome}`,
      };
    };
    const alvo = abrir();
    if (!alvo) return v;
    return (
      <button
        type="button"
        className="celula-link"
        aria-label={`Detalhar ${String(l.descricao)} ${col === 'Total' ? 'Total' : col === '0' ? 'saldo anterior' : `dia ${pad(Number(col))}`}`}
        onClick={() => props.abrir(alvo)}
      >
        {v}
      </button>
    );
  };
  if (props.linhas.length <= 1 && Number(props.linhas[0]?.Total ?? 0) === 0) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <div className="relatorio-scroll">
      <table className="relatorio-tabela" aria-label={props.titulo}>
        <thead>
          <tr>
            <th>{props.primeira}</th>
            <th>Saldo anterior</th>
            {DIAS.filter((d) => d <= ultimo).map((d) => (
              <th key={d}>{pad(d)}</th>
            ))}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {props.linhas.map((l) => (
            <tr key={String(l.descricao)} className={l.descricao === 'Total' ? 'total' : ''}>
              <td>{String(l.descricao)}</td>
              {['0', ...DIAS.filter((d) => d <= ultimo).map(String), 'Total'].map((c) => (
                <td key={c} className="num">
                  {celula(l, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
const tituloDia = (t: string, dia: number, mes: number, ano: number) =>
  dia === 0 ? `${t} – saldo anterior a ${pad(mes)}/${ano}` : `${t} – ${pad(dia)}/${pad(mes)}/${ano}`;

/**
 * Confirmação Geral (per model or sale type, counts by category): every count above zero opens its vehicles — a column
 * its category's (Reservado, Consignado…), Total the row's; a distribution row by its sale type (0: none chosen, not opened).
 */
function TabelaConfirmacao(props: { linhas: Linha[]; titulo: string; primeira: string; abrir: (c: Celula) => void; distribuicao?: boolean }) {
  const { linhas, titulo, primeira } = props;
  if (linhas.length <= 1 && Number(linhas[0]?.total ?? 0) === 0) return <div className="empty">Nenhum registro encontrado</div>;
  const celula = (l: Linha, k: string, rotulo: string) => {
    const v = Number(l[k] ?? 0);
    const id = l.descricao === 'Total' ? null : (l.id as number);
    if (v <= 0 || (props.distribuicao && id === 0)) return v;
    const nome = String(l.descricao);
    const alvo: Celula = {
      tipo: 'modelo',
      status: 7,
      modelo: props.distribuicao ? null : id,
      tipoVenda: props.distribuicao ? id : null,
      titulo: k === 'total' ? `${titulo} – ${nome}` : `${titulo} – ${nome} – ${rotulo}`,
      ...(k === 'total' ? {} : { categoria: k }),
    };
    return (
      <button type="button" className="celula-link" aria-label={`Detalhar ${nome} ${rotulo}`} onClick={() => props.abrir(alvo)}>
        {v}
      </button>
    );
  };
  return (
    <div className="relatorio-scroll">
      <table className="relatorio-tabela" aria-label={titulo}>
        <thead>
          <tr>
            <th>{primeira}</th>
            {COLUNAS_CONFIRMACAO.map(([k, rotulo]) => (
              <th key={k}>{rotulo}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((l) => (
            <tr key={String(l.descricao)} className={l.descricao === 'Total' ? 'total' : ''}>
              <td>{String(l.descricao)}</td>
              {COLUNAS_CONFIRMACAO.map(([k, rotulo]) => (
                <td key={k} className="num">
                  {celula(l, k, rotulo)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
