import type { Quadro } from '../order-call/index.ts';
import type { Static } from '@sinclair/typebox';
import { NUMEROS_SUMMARY, type NumeroSummary } from './paineis.ts';
import type { DadosEmplacamento, DadosSummary } from './schemas.ts';

/**
 * The Summary dashboards (/summary, /mobile/summary) and the registrations ones (/emplacamento, /mobile/emplacamento),
 * docs/decisions.md "BI dashboards". Pure folding of the server's figures into charts and their tables.
 */
export const biSummaryMsg = {
  mesInvalido: 'Informe um mês entre 1 e 12 e um ano entre 2000 e 2100.',
  tipoReportInvalido: 'Tipo de relatório inválido: use 1 (Emplacamento) ou 2 (Summary).',
  fonteEmplacamento: 'Emplacamentos: enquanto nenhuma planilha de emplacamentos foi importada, contam-se os veículos faturados (proxy).',
  fonteEmplacamentoImportado: 'Emplacamentos importados (aba Emplacamento de Importações); marca e modelo do veículo do mesmo chassi no portal.',
} as const;

export { NUMEROS_SUMMARY, QUADROS_EMPLACAMENTO, QUADROS_SUMMARY, type NumeroSummary } from './paineis.ts';

/** The answer of bi/summary (schemas.ts). */
export type DadosBiSummary = Static<typeof DadosSummary>;
/** The answer of bi/emplacamento (schemas.ts). */
export type DadosBiEmplacamento = Static<typeof DadosEmplacamento>;

const MES_CURTO = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
export const rotuloMes = (ano: number, mes: number) => `${MES_CURTO[mes - 1]}/${ano}`;

export function quadrosSummary(d: DadosBiSummary): Quadro[] {
  const m = rotuloMes(d.ano, d.mes);
  return [
    {
      id: 'numeros',
      titulo: `Números do mês ${m}`,
      dimensao: 'Indicador',
      series: ['Quantidade'],
      linhas: (Object.keys(NUMEROS_SUMMARY) as NumeroSummary[]).map((k) => ({ rotulo: NUMEROS_SUMMARY[k], valores: [d.numeros[k]] })),
      tipo: 'bar',
    },
    {
      id: 'dia',
      titulo: `Faturamento dia a dia em ${m}`,
      dimensao: 'Dia',
      series: ['Faturados'],
      linhas: d.faturamentoDiario.map((x) => ({ rotulo: String(x.dia).padStart(2, '0'), valores: [x.faturados] })),
      tipo: 'line',
    },
    {
      id: 'modelo',
      titulo: `Faturados em ${m} e estoque hoje por modelo`,
      dimensao: 'Modelo',
      series: ['Faturados', 'Estoque JLR', 'Estoque Dealer'],
      linhas: d.porModelo.map((x) => ({ rotulo: x.modelo, valores: [x.faturados, x.estoqueJlr, x.estoqueDealer] })),
      tipo: 'bar',
      razao: false,
    },
  ];
}

export function quadrosEmplacamento(d: DadosBiEmplacamento): Quadro[] {
  const m = rotuloMes(d.ano, d.mes);
  // the series says what it counts: imported registrations, or billed vehicles standing in for them (the page's note)
  const serie = [d.fonte === 'emplacamento' ? 'Emplacamentos' : 'Emplacamentos (faturados)'];
  return [
    {
      id: 'mensal',
      titulo: 'Emplacamentos nos últimos 12 meses',
      dimensao: 'Mês',
      series: serie,
      linhas: d.mensal.map((x) => ({ rotulo: rotuloMes(x.ano, x.mes), valores: [x.quantidade] })),
      tipo: 'line',
    },
    {
      id: 'modelo',
      titulo: `Emplacamentos por modelo em ${m}`,
      dimensao: 'Modelo',
      series: serie,
      linhas: d.porModelo.map((x) => ({ rotulo: x.rotulo, valores: [x.quantidade] })),
      tipo: 'bar',
    },
    {
      id: 'dealer',
      titulo: `Emplacamentos por dealer em ${m}`,
      dimensao: 'Dealer',
      series: serie,
      linhas: d.porDealer.map((x) => ({ rotulo: x.rotulo, valores: [x.quantidade] })),
      tipo: 'bar',
    },
  ];
}
