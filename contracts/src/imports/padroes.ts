import type { NomeParametro } from './aba.ts';
import type { CicloFiscal } from './schemas.ts';

/**
 * The value of a tab's select before the user picks one (docs/decisions.md "Imports: the Ano and Ciclo defaults"): the
 * current fiscal year (`GET ano-fiscal/atual`) for Ano — every tab, Plano Anual included (002 §5.3 "The default year
 * for Plano Anual is the current year"; the select holds fiscal years) —, the cycle marked `padrao` among the chosen
 * year's (`GET ciclo?anoFiscal`) for Ciclo; nothing for the other selects.
 */
export function valorPadrao(p: NomeParametro, anoFiscalAtual: number | undefined, ciclos: readonly CicloFiscal[] | undefined): number | undefined {
  if (p === 'ano') return anoFiscalAtual;
  if (p === 'cicloId') return ciclos?.find((c) => c.padrao)?.id;
  return undefined;
}
