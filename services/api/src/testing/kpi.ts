import type { TestApp } from './app.ts';

/** A Land Rover model, version and its policy of 2026, as a dealer's KPI form finds them (the demo's reference data). */
export async function referenciaKpi(t: TestApp, token: string) {
  const get = async (url: string) => (await t.call('GET', url, { token })).json().data;
  const marca = (await get('kpi/marcas/jlr')).find((m: { nome: string }) => m.nome === 'Land Rover');
  const modelo = (await get(`kpi/modelo-jlr-incentivo/${marca.id}`))[0];
  const versao = (await get(`kpi/versao-jlr-incentivo/${modelo.id}`))[0];
  const politica = (await get(`kpi/versao-jlr-politica/2026/${encodeURIComponent(marca.nome)}`)).find((p: { versaoId: number }) => p.versaoId === versao.id);
  return { marca, modelo, versao, politica };
}
export type ReferenciaKpi = Awaited<ReturnType<typeof referenciaKpi>>;

/** The body of a KPI vehicle in audit (bought for R$ 300.000, sold for R$ 400.000) of `v`'s month, dealer and dates. */
export const corpoVeiculoKpi = (
  ref: ReferenciaKpi,
  v: { ano: number; mes: number; concessionariaId: number; chassi: string; dataCompra: string; dataVenda: string },
) => ({
  ano: v.ano,
  mes: { id: v.mes },
  concessionaria: { id: v.concessionariaId },
  marca: { id: ref.marca.id },
  chassi: v.chassi,
  tipoAquisicao: { id: 2 },
  anoModelo: 2024,
  precoPublico: 500000,
  custoAquisicao: 300000,
  valorVenda: 400000,
  modeloResponse: { id: ref.modelo.id },
  versao: { id: ref.versao.id },
  politica: { id: ref.politica.id },
  anoPolitica: 2026,
  numeroNF: '123456',
  kmVeiculo: '15000',
  dataCompra: v.dataCompra,
  dataVenda: v.dataVenda,
  approved: false,
});

/** The body of a month's Outros (20 new cars sold; stock 5 / 3 / 1 / 1 by age; 2 non-JLR used cars sold) of `v`'s month and dealer. */
export const corpoOutrosKpi = (v: { ano: number; mes: number; concessionariaId: number }) => ({
  ano: v.ano,
  mes: { id: v.mes },
  concessionaria: { id: v.concessionariaId },
  totalVendaVeiculosNovos: 20,
  estoqueAte30Dias: 5,
  estoque31a60Dias: 3,
  estoque61a90Dias: 1,
  estoqueAcima90Dias: 1,
  totalSeminovosVendidosNaoJlr: 2,
  receitaBrutaSeminovos: 1,
});
