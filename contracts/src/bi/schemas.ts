import { Type, type Static, type TInteger } from '@sinclair/typebox';
import { Answer, Id, Int, Opt, N, Strict } from '../http/schemas.ts';
import { OpcoesBi, literais } from '../order-call/index.ts';

export { AtualizacaoBi } from '../order-call/index.ts';
import { FAIXAS, NUMEROS_SUMMARY, QUADROS_EMPLACAMENTO, QUADROS_ESTOQUE, QUADROS_SUMMARY, type FaixaId, type NumeroSummary } from './paineis.ts';

/** Request and answer schemas of the BI dashboards (/agedstock, Veículo Demo, /summary, /emplacamento, the mobile pages; spec 002 §7.9). */

const Opcoes = Type.Object({ marcas: OpcoesBi, modelos: OpcoesBi, dealers: OpcoesBi });

// ---- aged stock and Veículo Demo

const FiltroEstoqueProps = { marcaId: Opt(Id), modeloId: Opt(Id), concessionariaId: Opt(Id) };
export const FiltroEstoque = Strict(FiltroEstoqueProps);
export type FiltroEstoque = Static<typeof FiltroEstoque>;
export const ExportarEstoqueQuery = Strict({ ...FiltroEstoqueProps, quadro: literais(QUADROS_ESTOQUE) });
/** One row: the vehicles of a dealer × model in each age band. */
export const LinhaEstoque = Type.Object({
  concessionariaId: N(Type.Integer()),
  dealer: Type.String(),
  marca: Type.String(),
  modelo: Type.String(),
  faixas: Type.Object(Object.fromEntries(FAIXAS.map((f) => [f.id, Type.Integer()])) as Record<FaixaId, TInteger>),
});
export const DadosEstoque = Type.Object({
  local: Type.Union([Type.Literal('jlr'), Type.Literal('dealer'), Type.Literal('testDrive')]),
  hoje: Type.String(),
  opcoes: Opcoes,
  linhas: Type.Array(LinhaEstoque),
});
export const BiEstoque = Answer(DadosEstoque);
export type BiEstoque = Static<typeof BiEstoque>;

// ---- summary and registrations (a month)

const FiltroMesProps = { ano: Opt(Int(2000, 2100)), mes: Opt(Int(1, 12)), marcaId: Opt(Id), concessionariaId: Opt(Id) };
export const FiltroMesBi = Strict(FiltroMesProps);
export type FiltroMesBi = Static<typeof FiltroMesBi>;
export const ExportarSummaryQuery = Strict({ ...FiltroMesProps, quadro: literais(QUADROS_SUMMARY) });
export const ExportarEmplacamentoQuery = Strict({ ...FiltroMesProps, quadro: literais(QUADROS_EMPLACAMENTO) });

export const DadosSummary = Type.Object({
  ano: Type.Integer(),
  mes: Type.Integer(),
  hoje: Type.String(),
  numeros: Type.Object(Object.fromEntries(Object.keys(NUMEROS_SUMMARY).map((k) => [k, Type.Integer()])) as Record<NumeroSummary, TInteger>),
  faturamentoDiario: Type.Array(Type.Object({ dia: Type.Integer(), faturados: Type.Integer() })),
  porModelo: Type.Array(Type.Object({ modelo: Type.String(), faturados: Type.Integer(), estoqueJlr: Type.Integer(), estoqueDealer: Type.Integer() })),
  opcoes: Opcoes,
});
export const BiSummary = Answer(DadosSummary);
export type BiSummary = Static<typeof BiSummary>;

const Contagem = Type.Array(Type.Object({ rotulo: Type.String(), quantidade: Type.Integer() }));
export const DadosEmplacamento = Type.Object({
  ano: Type.Integer(),
  mes: Type.Integer(),
  /** what the figures count: the imported registrations, or billed vehicles (a proxy) while none was imported */
  fonte: Type.Union([Type.Literal('emplacamento'), Type.Literal('faturamento')], {
    description: 'emplacamentos importados, ou veículos faturados (proxy) enquanto nenhum foi importado',
  }),
  mensal: Type.Array(Type.Object({ ano: Type.Integer(), mes: Type.Integer(), quantidade: Type.Integer() })),
  porModelo: Contagem,
  porDealer: Contagem,
  opcoes: Opcoes,
});
export const BiEmplacamento = Answer(DadosEmplacamento);
export type BiEmplacamento = Static<typeof BiEmplacamento>;

// ---- the mobile pages' frame: tipoReport 1 /mobile/emplacamento, 2 /mobile/summary

const TipoReport = Type.Union([Type.Literal(1), Type.Literal(2)]);
export const BiMobileQuery = Strict({ ...FiltroMesProps, tipoReport: TipoReport });
export type BiMobileQuery = Static<typeof BiMobileQuery>;
export const BiMobile = Answer(
  Type.Object({
    tipoReport: TipoReport,
    emplacamento: Type.Optional(DadosEmplacamento),
    summary: Type.Optional(DadosSummary),
  }),
);
export type BiMobile = Static<typeof BiMobile>;
