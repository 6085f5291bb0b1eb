import type { Kysely } from 'kysely';
import { CONTADORES as ANTERIORES, contador, dobraAoConfirmar, removerContador, script } from './2026-11-27T1510-contagens-veiculos.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Two more counters kept like the others (2026-11-27T1510-contagens-veiculos: statement triggers stage each statement's
 * moves, the deferred fold at commit applies them; docs/decisions.md "Read models for the lists and reports"), so the
 * pipeline analysis and the BI summary dashboards no longer count the vehicles per request.
 */
export const CONTADORES: Record<string, { fonte: { tabela: string; onde: string }; colunas: [string, string, string][]; indices?: string[] }> = {
  // the pipeline analysis (reports/pipeline.ts): the vehicles not cancelled, per dealer (current and requesting, and their
  // groups: the dealer's scope) × status × brand × model × sale type × the days its tables count on (the request's São
  // Paulo day, billing; availability only with a dealer and stock entry only in Cota, the only rows their tables take)
  veiculos_contagens_pipeline: {
    fonte: { tabela: 'veiculos', onde: 'v.status <> 9' },
    colunas: [
      ['concessionaria_id', 'integer', 'v.concessionaria_id'],
      ['status', 'smallint', 'v.status'],
      ['modelo_id', 'integer', 'v.modelo_id'],
      ['dealer_solicitante_id', 'integer', 'v.dealer_solicitante_id'],
      ['concessionaria_grupo_id', 'integer', 'v.concessionaria_grupo_id'],
      ['dealer_solicitante_grupo_id', 'integer', 'v.dealer_solicitante_grupo_id'],
      ['marca_id', 'integer', 'v.marca_id'],
      ['tipo_venda_id', 'integer', 'v.tipo_venda_id'],
      ['dia_solicitacao_faturamento', 'date', "(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo')::date"],
      ['data_faturamento', 'date', 'v.data_faturamento'],
      ['data_disponibilidade', 'date', 'case when v.concessionaria_id is not null then v.data_disponibilidade end'],
      ['data_entrada_estoque', 'date', 'case when v.status = 0 then v.data_entrada_estoque end'],
    ],
    // a dealer's scope names the requesting dealer or the groups too: with the key (its dealer first) a bitmap of each
    indices: ['dealer_solicitante_id', 'concessionaria_grupo_id', 'dealer_solicitante_grupo_id'],
  },
  // the BI summary and the billing-based registrations (bi/summary.ts): the billed vehicles of the BI read model, per
  // billing day × dealer × brand × model, with its direct-sale and Test Drive flags
  bi_faturamento_contagens: {
    fonte: { tabela: 'bi_veiculos', onde: 'v.data_faturamento is not null' },
    colunas: [
      ['data_faturamento', 'date', 'v.data_faturamento'],
      ['concessionaria_id', 'integer', 'v.concessionaria_id'],
      ['marca_id', 'integer', 'v.marca_id'],
      ['modelo_id', 'integer', 'v.modelo_id'],
      ['venda_direta', 'boolean', 'v.venda_direta'],
      ['test_drive', 'boolean', 'v.test_drive'],
    ],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [tabela, c] of Object.entries(CONTADORES)) {
    await contador(db, tabela, c.colunas, c.fonte);
    for (const i of c.indices ?? []) await script(db, `create index ${tabela}_${i} on ${tabela} (${i})`);
  }
  await script(db, dobraAoConfirmar([...Object.keys(ANTERIORES), ...Object.keys(CONTADORES)]));
}

export async function down(db: Kysely<any>): Promise<void> {
  await script(db, dobraAoConfirmar(Object.keys(ANTERIORES)));
  for (const [tabela, c] of Object.entries(CONTADORES)) await removerContador(db, tabela, c.fonte.tabela);
}
