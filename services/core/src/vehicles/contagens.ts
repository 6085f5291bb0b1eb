import { sql, type RawBuilder } from 'kysely';
import { registrarReescrita, type Db } from '../kernel/index.ts';
import { diferencasDeLinhas, type RebuildReport } from '../eventstore/rebuild.ts';

/**
 * The vehicle counters (docs/decisions.md "Read models for the lists and reports"): the column of each counter and the
 * expression over a `veiculos v` row (a `bi_veiculos` row for the BI one: FONTES) it counts by, as the migration that created them and keeps them by trigger
 * (db/migrations/2026-11-27T1510-contagens-veiculos.ts, 2026-11-28T0130-contagens-pipeline-bi.ts for the pipeline's and the
 * BI billing's, 2026-11-28T1200-contagens-troca.ts for the swap lists') names them; the rebuild recounts each from `veiculos` and reports
 * any difference from the live counter (a drift between the two lists shows there).
 */
/** A billing request's São Paulo day, over a vehicle row (the home reports' counters keep it as a date). */
export const DIA_SOLICITACAO = sql<string | null>`(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo')::date`;

export const CONTADORES = {
  bi_estoque_contagens: [
    ['local', sql`v.local`],
    ['desde', sql`v.desde`],
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['marca_id', sql`v.marca_id`],
    ['modelo_id', sql`v.modelo_id`],
  ],
  veiculos_contagens: [
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['status', sql`v.status`],
    ['modelo_id', sql`v.modelo_id`],
    ['dealer_solicitante_id', sql`v.dealer_solicitante_id`],
    ['concessionaria_grupo_id', sql`v.concessionaria_grupo_id`],
    ['dealer_solicitante_grupo_id', sql`v.dealer_solicitante_grupo_id`],
    ['marca_id', sql`v.marca_id`],
    ['ano_disponibilidade', sql`v.ano_disponibilidade`],
    ['mes_disponibilidade', sql`v.mes_disponibilidade`],
    ['tipo_venda_id', sql`v.tipo_venda_id`],
    ['nsc', sql`v.nsc`],
  ],
  veiculos_contagens_relatorio: [
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['status', sql`v.status`],
    ['modelo_id', sql`v.modelo_id`],
    ['dealer_consignado_id', sql`v.dealer_consignado_id`],
    ['marca_id', sql`v.marca_id`],
    ['ano_modelo_id', sql`v.ano_modelo_id`],
    ['tipo_venda_id', sql`v.tipo_venda_id`],
    ['tipo_pagamento_id', sql`v.tipo_pagamento_id`],
    ['categoria_venda', sql`v.categoria_venda`],
    ['nsc', sql`v.nsc`],
    ['data_entrada_estoque', sql`v.data_entrada_estoque`],
    ['data_faturamento', sql`v.data_faturamento`],
    ['dia_solicitacao_faturamento', DIA_SOLICITACAO],
    ['data_disponibilidade', sql`case when v.status in (0, 11, 4, 120, 121, 122) then v.data_disponibilidade end`],
  ],
  veiculos_contagens_dealer: [
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['status', sql`v.status`],
    ['dealer_consignado_id', sql`v.dealer_consignado_id`],
    ['tipo_venda_id', sql`v.tipo_venda_id`],
    ['tipo_pagamento_id', sql`v.tipo_pagamento_id`],
    ['categoria_venda', sql`v.categoria_venda`],
    ['nsc', sql`v.nsc`],
    ['data_entrada_estoque', sql`v.data_entrada_estoque`],
    ['data_faturamento', sql`v.data_faturamento`],
    ['dia_solicitacao_faturamento', DIA_SOLICITACAO],
    ['data_disponibilidade', sql`case when v.status in (0, 11, 4, 120, 121, 122) then v.data_disponibilidade end`],
  ],
  veiculos_contagens_pipeline: [
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['status', sql`v.status`],
    ['modelo_id', sql`v.modelo_id`],
    ['dealer_solicitante_id', sql`v.dealer_solicitante_id`],
    ['concessionaria_grupo_id', sql`v.concessionaria_grupo_id`],
    ['dealer_solicitante_grupo_id', sql`v.dealer_solicitante_grupo_id`],
    ['marca_id', sql`v.marca_id`],
    ['tipo_venda_id', sql`v.tipo_venda_id`],
    ['dia_solicitacao_faturamento', DIA_SOLICITACAO],
    ['data_faturamento', sql`v.data_faturamento`],
    ['data_disponibilidade', sql`case when v.concessionaria_id is not null then v.data_disponibilidade end`],
    ['data_entrada_estoque', sql`case when v.status = 0 then v.data_entrada_estoque end`],
  ],
  bi_faturamento_contagens: [
    ['data_faturamento', sql`v.data_faturamento`],
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['marca_id', sql`v.marca_id`],
    ['modelo_id', sql`v.modelo_id`],
    ['venda_direta', sql`v.venda_direta`],
    ['test_drive', sql`v.test_drive`],
  ],
  veiculos_contagens_troca: [
    ['concessionaria_id', sql`v.concessionaria_id`],
    ['status', sql`v.status`],
    ['concessionaria_grupo_id', sql`v.concessionaria_grupo_id`],
    ['marca_id', sql`v.marca_id`],
    ['modelo_id', sql`v.modelo_id`],
    ['derivativo_id', sql`v.derivativo_id`],
    ['descricao_id', sql`v.descricao_id`],
    ['ano_modelo_id', sql`v.ano_modelo_id`],
    ['mes_disponibilidade', sql`v.mes_disponibilidade`],
  ],
} as const;
export type Contador = keyof typeof CONTADORES;
/** The read model a counter counts, and which of its rows: `veiculos`, all of them, unless named here. */
const FONTES: Partial<Record<Contador, { tabela: 'veiculos' | 'bi_veiculos'; onde: RawBuilder<unknown> }>> = {
  bi_estoque_contagens: { tabela: 'bi_veiculos', onde: sql`v.local is not null` },
  veiculos_contagens_pipeline: { tabela: 'veiculos', onde: sql`v.status <> 9` },
  bi_faturamento_contagens: { tabela: 'bi_veiculos', onde: sql`v.data_faturamento is not null` },
  veiculos_contagens_troca: { tabela: 'veiculos', onde: sql`v.bloqueado_troca = false and v.status in (0, 11)` },
};

/** A counter counted afresh from the vehicles: its columns and `n`. */
const recontagem = (tabela: Contador) => {
  const cols = CONTADORES[tabela];
  const fonte = FONTES[tabela] ?? { tabela: 'veiculos', onde: sql`true` };
  return sql`select ${sql.join(cols.map(([c, e]) => sql`${e} as ${sql.ref(c)}`))}, count(*)::int as n
    from ${sql.table(fonte.tabela)} v where ${fonte.onde} group by ${sql.join(cols.map((_, i) => sql.lit(i + 1)))}`;
};

/** A counter's rows (those with vehicles) as text lines, sorted: what the live table holds, or a fresh count gives. */
async function linhas(db: Db, tabela: Contador, recontar: boolean): Promise<string[]> {
  const cols = CONTADORES[tabela];
  const origem = recontar ? sql`(${recontagem(tabela)})` : sql.table(tabela);
  const q = sql<{ l: string }>`select row(${sql.join(cols.map(([c]) => sql.ref(`v.${c}`)))}, v.n)::text as l from ${origem} v`;
  return (await q.execute(db)).rows.map((r) => r.l).sort();
}

/** A counter recounted (every combination without vehicles dropped) and compared with what it held, as a rebuild reports. */
export async function reconstruirContador(db: Db, tabela: Contador): Promise<RebuildReport> {
  const t0 = performance.now();
  const { novas, differences } = await db.transaction().execute(async (trx) => {
    // the vehicles and the counter stay as they are while both are read and the counter rewritten
    await sql`lock table ${sql.table(FONTES[tabela]?.tabela ?? 'veiculos')} in share mode`.execute(trx);
    await sql`lock table ${sql.table(tabela)} in exclusive mode`.execute(trx);
    const [antes, novas] = await Promise.all([linhas(trx, tabela, false), linhas(trx, tabela, true)]);
    const cols = CONTADORES[tabela];
    await sql`delete from ${sql.table(tabela)}`.execute(trx);
    await sql`insert into ${sql.table(tabela)} (${sql.join(cols.map(([c]) => sql.ref(c)))}, n) ${recontagem(tabela)}`.execute(trx);
    const differences = diferencasDeLinhas(tabela, antes, novas, 'recontado');
    // a counter put right: the answers kept from it (under the vehicles' version) are read again
    if (differences.length) await registrarReescrita(trx, [FONTES[tabela]?.tabela ?? 'veiculos']);
    return { novas, differences };
  });
  return {
    projection: tabela,
    events: 0,
    rows: novas.length,
    equal: differences.length === 0,
    differences: differences.slice(0, 20),
    ms: Math.round(performance.now() - t0),
  };
}

/** Whether a counter equals a fresh count of the vehicles (tests, and `reconstruirContador` without writing). */
export async function contadorConfere(db: Db, tabela: Contador): Promise<boolean> {
  const [vivo, novo] = await Promise.all([linhas(db, tabela, false), linhas(db, tabela, true)]);
  return vivo.length === novo.length && vivo.every((l, i) => l === novo[i]);
}
