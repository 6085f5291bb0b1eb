import { useState } from 'react';
import { Button } from 'primereact/button';
import { Chart } from 'primereact/chart';
import type { Quadro } from '@portal/contracts/order-call/bi';
import { downloadXlsx } from '../download.ts';

const CORES = ['#1f3b57', '#4a90c2', '#e0a030', '#7a9a3a'];
export const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The chart's data for PrimeReact's Chart (chart.js): one dataset per series. */
function dadosDoGrafico(q: Quadro) {
  return {
    labels: q.linhas.map((l) => l.rotulo),
    datasets: q.series.map((s, i) => ({
      label: s,
      data: q.linhas.map((l) => l.valores[i] ?? 0),
      backgroundColor: CORES[i % CORES.length],
      borderColor: CORES[i % CORES.length],
      fill: false,
      tension: 0.2,
    })),
  };
}
const opcoesGrafico = {
  maintainAspectRatio: false,
  animation: false as const,
  plugins: {
    legend: { position: 'bottom' as const },
    tooltip: { callbacks: { label: (c: { dataset: { label?: string }; raw: unknown }) => `${c.dataset.label}: ${numero.format(Number(c.raw))}` } },
  },
  scales: { y: { beginAtZero: true, ticks: { precision: 0, callback: (v: string | number) => numero.format(Number(v)) } } },
  locale: 'pt-BR',
};

/** Long bar charts lie on their side; stacked ones stack on both axes. */
function opcoesDo(q: Quadro) {
  const deitado = q.tipo === 'bar' && q.linhas.length > 12;
  const valor = { ...opcoesGrafico.scales.y, stacked: q.empilhado === true };
  const categoria = { stacked: q.empilhado === true };
  return { ...opcoesGrafico, ...(deitado ? { indexAxis: 'y' as const } : {}), scales: deitado ? { x: valor, y: categoria } : { y: valor, x: categoria } };
}

/** The numbers behind a chart: the dimension, one column per series and, for two series, the second as a share of the first. */
function TabelaQuadro({ q }: { q: Quadro }) {
  const razao = q.razao !== false && q.series.length >= 2;
  const a = q.series.length - 2;
  if (!q.linhas.length) return <div className="empty">Nenhum registro encontrado</div>;
  const total = q.series.map((_, i) => q.linhas.reduce((s, l) => s + (l.valores[i] ?? 0), 0));
  const pctDe = (v: (number | null)[]) => (v[a] ? pct.format((v[a + 1] ?? 0) / v[a]!) : '-');
  return (
    <div className="relatorio-scroll">
      <table className="relatorio-tabela" aria-label={`Tabela: ${q.titulo}`}>
        <thead>
          <tr>
            <th>{q.dimensao}</th>
            {q.series.map((s) => (
              <th key={s}>{s}</th>
            ))}
            {razao && <th>{`${q.series[a + 1]} / ${q.series[a]}`}</th>}
          </tr>
        </thead>
        <tbody>
          {q.linhas.map((l) => (
            <tr key={l.rotulo}>
              <td>{l.rotulo}</td>
              {l.valores.map((v, i) => (
                <td key={i} className="num">
                  {v === null ? '-' : numero.format(v)}
                </td>
              ))}
              {razao && <td className="num">{pctDe(l.valores)}</td>}
            </tr>
          ))}
          {q.tipo !== 'line' && (
            <tr className="total">
              <td>Total</td>
              {total.map((v, i) => (
                <td key={i} className="num">
                  {numero.format(v)}
                </td>
              ))}
              {razao && <td className="num">{pctDe(total)}</td>}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One dashboard block: its chart, 'Ver tabela' / 'Ver gráfico', and Exportar (the same table as .xlsx from the server). */
export function QuadroBi({ q, exportar }: { q: Quadro; exportar: { path: string; query: Record<string, number | string | null | undefined> } }) {
  const [tabela, setTabela] = useState(q.tipo === 'tabela');
  const altura = q.tipo === 'bar' && q.linhas.length > 12 ? Math.min(1200, 26 * q.linhas.length) : 320;
  return (
    <article className="bi-quadro" aria-label={q.titulo}>
      <header className="bi-quadro-cabecalho">
        <h3>{q.titulo}</h3>
        <div className="bi-quadro-acoes">
          {q.tipo !== 'tabela' && (
            <Button
              type="button"
              text
              size="small"
              icon={tabela ? 'pi pi-chart-bar' : 'pi pi-table'}
              label={tabela ? 'Ver gráfico' : 'Ver tabela'}
              onClick={() => setTabela(!tabela)}
            />
          )}
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-file-excel"
            label="Exportar"
            aria-label={`Exportar ${q.titulo}`}
            onClick={() => void downloadXlsx('GET', exportar.path, { query: { ...exportar.query, quadro: q.id }, fallback: q.titulo }).catch(() => undefined)}
          />
        </div>
      </header>
      {tabela ? (
        <TabelaQuadro q={q} />
      ) : q.linhas.length ? (
        <Chart
          type={q.tipo === 'line' ? 'line' : 'bar'}
          data={dadosDoGrafico(q)}
          options={opcoesDo(q)}
          style={{ height: altura }}
          aria-label={`Gráfico: ${q.titulo}`}
          role="img"
        />
      ) : (
        <div className="empty">Nenhum registro encontrado</div>
      )}
    </article>
  );
}
