import { Type, type Static } from '@sinclair/typebox';

/**
 * Answers of the fiscal-year and cycle lookups of the imports' selects (002 §7.4 `GET ano-fiscal`, `ano-fiscal/atual`,
 * `ciclo`): the API declares them, the console types its calls with them.
 */
export const AnosFiscais = Type.Array(Type.Integer());
export const AnoFiscalAtual = Type.Integer();

export const CicloFiscal = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ano: Type.Integer(),
  anoFiscal: Type.Integer(),
  mes: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  /** the cycle of the current month */
  atual: Type.Boolean(),
  /**
   * the tabs' default (002 §5.3 "the one matching the current month"): the current month's cycle in the current fiscal
   * year, the cycle of the same calendar month in another one
   */
  padrao: Type.Boolean(),
});
export type CicloFiscal = Static<typeof CicloFiscal>;
export const Ciclos = Type.Array(CicloFiscal);
