import { sql } from 'kysely';
import type { Db } from '../kernel/index.ts';
import { configFlags } from './queries.ts';

/** GET veiculos/pedidos/modelos */
export const modelos = (db: Db) =>
  db
    .selectFrom('modelos as m')
    .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
    .select(['m.id', 'm.descricao', 'm.marca_id as marcaId', 'ma.nome as marca'])
    .orderBy('ma.nome')
    .orderBy('m.descricao')
    .execute();

/** GET veiculos/pedidos/derivativos (optionally of one model) */
export function derivativos(db: Db, modeloId?: number) {
  let q = db.selectFrom('derivativos').select(['id', 'descricao', 'modelo_id as modeloId']).orderBy('descricao');
  if (modeloId) q = q.where('modelo_id', '=', modeloId);
  return q.execute();
}

/** GET veiculos/pedidos/anoModelos */
export const anosModelo = async (db: Db) =>
  (await db.selectFrom('anos_modelo').select(['id', 'ano']).orderBy('ano').execute()).map((r) => ({ id: r.id, descricao: String(r.ano) }));

/** GET veiculos/descricao */
export const descricoes = (db: Db) => db.selectFrom('veiculo_descricoes').select(['id', 'descricao']).orderBy('descricao').execute();

/** GET ano: the years with vehicles available, and the current one. */
export async function anos(db: Db, now: Date) {
  const r = await sql<{ ano: number }>`select distinct ano_disponibilidade::int as ano from veiculos where ano_disponibilidade is not null`.execute(db);
  const set = new Set(r.rows.map((x) => x.ano));
  set.add(now.getUTCFullYear());
  return [...set].sort((a, b) => a - b).map((ano) => ({ id: ano, descricao: String(ano) }));
}

/** GET veiculos/faturamentos/tipoVendas */
export const tiposVenda = (db: Db) => db.selectFrom('tipos_venda').select(['id', 'nome', 'exige_pagamento as exigePagamento']).orderBy('id').execute();

/** GET veiculos/faturamentos/tipoPagamentos?tipoVenda: none for Consignado and Venda Direta. */
export const tiposPagamento = (db: Db, tipoVenda: number) =>
  db.selectFrom('tipos_pagamento').select(['id', 'nome']).where('tipo_venda_id', '=', tipoVenda).orderBy('id').execute();

/** GET configuracoes/flag: the usage-range flags (1 green up to N days, 2 yellow between, 3 red above). */
export async function flags(db: Db) {
  const f = await configFlags(db);
  return [
    { id: 1, tipo: 1, de: null, ate: f.verdeAte, cor: 'verde', descricao: `Até ${f.verdeAte} dias em estoque` },
    { id: 2, tipo: 2, de: f.verdeAte + 1, ate: f.amareloAte, cor: 'amarelo', descricao: `De ${f.verdeAte + 1} a ${f.amareloAte} dias em estoque` },
    { id: 3, tipo: 3, de: f.amareloAte, ate: null, cor: 'vermelho', descricao: `Acima de ${f.amareloAte} dias em estoque` },
  ];
}
