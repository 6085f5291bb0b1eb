/**
 * The order call's distribution rule alone (`distribuirOrderCall`, pure): 60 dealers × 40 model types × 12 cycles
 * (28,800 cells with their explanations), p50/p99 over repeated runs after a warm-up. The end-to-end time through the
 * `order-call-<fcstId>` workflow (PostgreSQL and Temporal) is measured by workflows/src/order-call/order-call.int.test.ts.
 * Run: pnpm bench:order-call [runs=20]
 */
import { distribuirOrderCall, PARAMETROS_PADRAO, type EntradaDistribuicao } from '@portal/contracts/order-call/distribuicao';

const RUNS = Number(process.argv[2] ?? 20);
const D = 60;
const M = 40;
const C = 12;
const v = (d: number, m: number, s: number) => (d * 7919 + m * 104729 + s * 1299709) % 100;
const entrada: EntradaDistribuicao = {
  plano: Array.from({ length: M * C }, (_, i) => ({ tipoModeloId: Math.floor(i / C) + 1, cicloId: (i % C) + 1, quantidade: 20 + ((i * 37) % 200) })),
  dealers: Array.from({ length: D }, (_, i) => ({ concessionariaId: i + 1, codigo: `JLR${String(i + 1).padStart(3, '0')}`, nome: `Dealer ${i + 1}` })),
  planoAnual: [],
  varejo: [],
  estoque: [],
  parametros: PARAMETROS_PADRAO,
  fontes: { planoAnual: 'plano_anual', varejo: 'varejo_mensal', estoque: 'veiculos' },
};
for (let d = 1; d <= D; d++)
  for (let m = 1; m <= M; m++) {
    if (v(d, m, 1) < 15) continue;
    entrada.planoAnual.push({ concessionariaId: d, tipoModeloId: m, quantidade: 6 + v(d, m, 2) });
    entrada.varejo.push({ concessionariaId: d, tipoModeloId: m, quantidade: v(d, m, 3) % 12 });
    entrada.estoque.push({ concessionariaId: d, tipoModeloId: m, quantidade: v(d, m, 4) % 6 });
  }

for (let i = 0; i < 3; i++) distribuirOrderCall(entrada);
const tempos: number[] = [];
let celulas = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  celulas = distribuirOrderCall(entrada).length;
  tempos.push(performance.now() - t0);
}
tempos.sort((a, b) => a - b);
const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))]!.toFixed(1);
console.log(
  `order call, regra pura: ${D} dealers × ${M} tipos de modelo × ${C} ciclos = ${celulas} células; p50 ${p(0.5)} ms, p99 ${p(0.99)} ms (${RUNS} execuções)`,
);
