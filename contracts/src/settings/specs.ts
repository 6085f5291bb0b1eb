import type { Opcional } from './specs-schemas.ts';

/** Spec compliance (spec §3 "Spec compliance row", §4.8). */
export type { Opcional };

export const SITUACAO_SPEC = { divergencias: 1, semDivergencias: 2, foraDoGuia: 3 } as const;
export const SITUACAO_SPEC_NOME: Record<number, string> = {
  1: 'Com divergências',
  2: 'Sem divergências',
  3: 'Versão fora do guia obrigatório (faturamento automático)',
};
/** situacao 1 and 3 are red, 2 green (§4.8). */
export const SITUACAO_SPEC_COR: Record<number, 'vermelho' | 'verde'> = { 1: 'vermelho', 2: 'verde', 3: 'vermelho' };
export const STATUS_SPEC = { aberto: 1, encerrado: 2 } as const;
export const STATUS_SPEC_NOME: Record<number, string> = { 1: 'Aberto', 2: 'Encerrado' };

const chave = (c: string) => c.trim().toUpperCase();

/**
 * An order's options against the mandatory guide of its model type: the missing and the extra options, and the situacao
 * (3 when the model code belongs to no active model type or the type has no guide in force — automatic billing).
 */
export function compararOpcionais(
  guia: readonly Opcional[] | null,
  opcionais: readonly Opcional[],
): { situacao: 1 | 2 | 3; opcionaisFaltantes: Opcional[]; opcionaisExtras: Opcional[] } {
  if (guia === null) return { situacao: 3, opcionaisFaltantes: [], opcionaisExtras: [] };
  const tem = new Set(opcionais.map((o) => chave(o.codigo)));
  const exige = new Set(guia.map((o) => chave(o.codigo)));
  const opcionaisFaltantes = guia.filter((o) => !tem.has(chave(o.codigo)));
  const opcionaisExtras = opcionais.filter((o) => !exige.has(chave(o.codigo)));
  return { situacao: opcionaisFaltantes.length || opcionaisExtras.length ? 1 : 2, opcionaisFaltantes, opcionaisExtras };
}
