import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { STATUS_NOME, expandirStatus, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { porVersaoDoDealer, type Db } from '../kernel/index.ts';
import { escopoVeiculos } from '../vehicles/index.ts';
import { periodo } from './periodo.ts';
import { iterarVeiculosOnde } from './linhas.ts';

/**
 * The pipeline screen's pre-export (POST veiculos/faturamentos/veiculos/totalStatus, /preExportacao and
 * relatorios/faturamentos/detalhe/modelos): the vehicles available in the month (data de disponibilidade), by status.
 * The counts sum the lists' counter (`veiculos_contagens`: every column `onde` reads is one of its columns, under the same
 * name); the export lists the vehicles themselves.
 */
export interface FiltroTotais {
  /** a brand's id or name ('Jaguar', 'Land Rover') */
  marca?: number | string | null;
  modelo?: number | null;
  ano?: number | null;
  mes?: number | null;
  concessionariaId?: number | null;
  concessionariaGrupoId?: number | null;
  tipoVendaFaturamento?: number | null;
  status?: number | number[] | null;
}

function onde(actor: Actor, now: Date, f: FiltroTotais, semMarca = false): RawBuilder<unknown> {
  const p = periodo(now, f.ano, f.mes);
  const c: RawBuilder<unknown>[] = [sql`v.ano_disponibilidade = ${p.ano} and v.mes_disponibilidade = ${p.mes}`];
  const escopo = escopoVeiculos(actor);
  if (escopo) c.push(sql`${escopo}`);
  if (f.marca && !semMarca)
    c.push(typeof f.marca === 'number' ? sql`v.marca_id = ${f.marca}` : sql`v.marca_id in (select id from marcas where lower(nome) = lower(${f.marca}))`);
  if (f.modelo) c.push(sql`v.modelo_id = ${f.modelo}`);
  if (f.concessionariaId) c.push(sql`v.concessionaria_id = ${f.concessionariaId}`);
  if (f.concessionariaGrupoId) c.push(sql`v.concessionaria_grupo_id = ${f.concessionariaGrupoId}`);
  if (f.tipoVendaFaturamento) c.push(sql`v.tipo_venda_id = ${f.tipoVendaFaturamento}`);
  const status = f.status === null || f.status === undefined ? [] : Array.isArray(f.status) ? f.status : [f.status];
  if (status.length) c.push(sql`v.status = any(${expandirStatus(status)}::smallint[])`);
  return sql.join(c, sql` and `);
}

/** Vehicles by status: [{ status, descricao, total }] and the overall total. */
export const totalStatus = porVersaoDoDealer('veiculos/faturamentos/veiculos/totalStatus', lerTotalStatus);
async function lerTotalStatus(db: Db, actor: Actor, now: Date, f: FiltroTotais) {
  const { rows } = await sql<{ status: number; total: number }>`
    select v.status::int as status, sum(v.n)::int as total from veiculos_contagens v where ${onde(actor, now, f)} group by 1 order by 1`.execute(db);
  return {
    status: rows.map((r) => ({ status: r.status, descricao: STATUS_NOME[r.status as StatusVeiculo] ?? String(r.status), total: r.total })),
    total: rows.reduce((s, r) => s + r.total, 0),
  };
}

/** What each of the pre-export modal's four exports would hold. */
export const preExportacao = porVersaoDoDealer('veiculos/faturamentos/veiculos/preExportacao', lerPreExportacao);
async function lerPreExportacao(db: Db, actor: Actor, now: Date, f: FiltroTotais) {
  const { rows } = await sql<{ marca: string; tipoVendaId: number | null; tipoVenda: string | null; total: number }>`
    select ma.nome as marca, v.tipo_venda_id as "tipoVendaId", tv.nome as "tipoVenda", sum(v.n)::int as total
    from veiculos_contagens v join marcas ma on ma.id = v.marca_id left join tipos_venda tv on tv.id = v.tipo_venda_id
    where ${onde(actor, now, f, true)} group by 1, 2, 3`.execute(db);
  const por = (m: string) => rows.filter((r) => r.marca === m).reduce((s, r) => s + r.total, 0);
  const tipos = new Map<number, { tipoVendaId: number; nome: string; total: number }>();
  for (const r of rows)
    if (r.tipoVendaId !== null) {
      const t = tipos.get(r.tipoVendaId) ?? { tipoVendaId: r.tipoVendaId, nome: r.tipoVenda ?? '', total: 0 };
      t.total += r.total;
      tipos.set(r.tipoVendaId, t);
    }
  return {
    jaguar: por('Jaguar'),
    landRover: por('Land Rover'),
    jaguarLandRover: rows.reduce((s, r) => s + r.total, 0),
    tiposVenda: [...tipos.values()].sort((a, b) => a.tipoVendaId - b.tipoVendaId),
  };
}

export const exportarDetalheModelos = (db: Db, actor: Actor, now: Date, f: FiltroTotais) =>
  iterarVeiculosOnde(db, onde(actor, now, f), sql`v.concessionaria_id`);
