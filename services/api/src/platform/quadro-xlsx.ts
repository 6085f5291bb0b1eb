import type { Quadro } from '@portal/contracts/order-call/index';
import { sendXlsx } from './xlsx.ts';

/** The BI dashboards' 'Exportar': one chart's table as an .xlsx — its dimension, then one column per series. */
export function exportarQuadro(req: Parameters<typeof sendXlsx>[0], reply: Parameters<typeof sendXlsx>[1], pagina: string, q: Quadro) {
  const colunas = [
    { header: q.dimensao, value: (l: Quadro['linhas'][number]) => l.rotulo },
    ...q.series.map((s, i) => ({ header: s, value: (l: Quadro['linhas'][number]) => l.valores[i] ?? null })),
  ];
  return sendXlsx(
    req,
    reply,
    `${pagina} - ${q.titulo.replace(/[÷×]/g, (c) => (c === '÷' ? '/' : 'x'))}`,
    q.id,
    colunas,
    (async function* () {
      yield* q.linhas;
    })(),
  );
}
