import type { Kysely } from 'kysely';
import { CONTADORES as PRIMEIROS, contador, dobraAoConfirmar, removerContador, script } from './2026-11-27T1510-contagens-veiculos.ts';
import { CONTADORES as DO_PIPELINE_E_BI } from './2026-11-28T0130-contagens-pipeline-bi.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The swap screen's vehicle lists' counter, kept like the others (2026-11-27T1510-contagens-veiculos: statement triggers
 * stage each statement's moves, the deferred fold at commit applies them; docs/decisions.md "Read models for the lists
 * and reports"), so the total of `veiculos/troca/listar` (`solicitar`, `selecao`) no longer counts the vehicles per
 * request: the vehicles a swap list can show (not blocked for swap, in Cota or Troca), per dealer × status × group ×
 * brand × model × derivative × description × model year × month of availability — the columns its filters and the
 * actor's scope name (not the availability day: a date range counts the vehicles).
 */
export const TABELA = 'veiculos_contagens_troca';
export const FONTE = { tabela: 'veiculos', onde: 'v.bloqueado_troca = false and v.status in (0, 11)' };
// the dealer then the status first: `selecao` (one dealer, 0 and 11) reads a range of the key; `solicitar` reads the
// status index the helper makes (status 11 at every dealer)
export const COLUNAS: [string, string, string][] = [
  ['concessionaria_id', 'integer', 'v.concessionaria_id'],
  ['status', 'smallint', 'v.status'],
  ['concessionaria_grupo_id', 'integer', 'v.concessionaria_grupo_id'],
  ['marca_id', 'integer', 'v.marca_id'],
  ['modelo_id', 'integer', 'v.modelo_id'],
  ['derivativo_id', 'integer', 'v.derivativo_id'],
  ['descricao_id', 'integer', 'v.descricao_id'],
  ['ano_modelo_id', 'integer', 'v.ano_modelo_id'],
  ['mes_disponibilidade', 'smallint', 'v.mes_disponibilidade'],
];
const ANTERIORES = [...Object.keys(PRIMEIROS), ...Object.keys(DO_PIPELINE_E_BI)];

export async function up(db: Kysely<any>): Promise<void> {
  await contador(db, TABELA, COLUNAS, FONTE);
  await script(db, dobraAoConfirmar([...ANTERIORES, TABELA]));
}

export async function down(db: Kysely<any>): Promise<void> {
  await script(db, dobraAoConfirmar(ANTERIORES));
  await removerContador(db, TABELA, FONTE.tabela);
}
