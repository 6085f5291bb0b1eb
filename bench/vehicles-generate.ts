/**
 * 100,000 vehicles for benchmarks: real events (VeiculoRegistrado, VeiculoAlocado, FaturamentoSolicitado, VeiculoFaturado)
 * appended in bulk, and the read models built by the same pure projections the commands run inline (so a rebuild agrees).
 * Run on its own: tsx bench/vehicles-generate.ts <database-url> [count]   (the database must hold the demo reference data)
 */
import { sql } from 'kysely';
import type { Db } from '@portal/core/kernel/index';
import { createDb } from '@portal/core/db/connect';
import { upsert, type Row } from '@portal/core/eventstore/projection';
import type { StoredEvent } from '@portal/core/eventstore/types';
import { vehicleAggregate, vehicleStream, VEHICLE_STREAM_TYPE } from '@portal/core/vehicles/aggregate';
import { SYSTEM_ACTOR } from '@portal/core/kernel/index';

const BATCH = 2000;

export async function generateVehicles(db: Db, count: number, now = new Date()): Promise<{ vehicles: number; events: number; ms: number }> {
  const t0 = performance.now();
  const derivs = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'm.id as modeloId', 'm.descricao as modelo', 'm.marca_id as marcaId'])
    .orderBy('d.id')
    .execute();
  const anos = await db.selectFrom('anos_modelo').select('id').orderBy('ano').execute();
  const dealers = await db.selectFrom('concessionarias').select(['id', 'concessionaria_grupo_id']).orderBy('id').execute();
  const desc = new Map<string, number>();
  for (const d of derivs) {
    const descricao = `${d.modelo} ${d.descricao}`.toUpperCase();
    const r = await db
      .insertInto('veiculo_descricoes')
      .values({ descricao })
      .onConflict((oc) => oc.column('descricao').doUpdateSet({ descricao }))
      .returning('id')
      .executeTakeFirstOrThrow();
    desc.set(descricao, r.id);
  }
  const actor = { ...SYSTEM_ACTOR };
  const at = now.toISOString();
  const meta = { userId: 0, nome: 'Sistema', role: 'Administrador', espelhoAdminId: null, concessionariaId: null, correlationId: 'bench-veiculos', at };
  const { rows: ids } = await sql<{ id: number }>`select nextval('veiculo_id_seq')::int as id from generate_series(1, ${count})`.execute(db);
  const { rows: pedidoIds } = await sql<{ id: number }>`select nextval('faturamento_pedido_id_seq')::int as id from generate_series(1, ${count})`.execute(db);
  let events = 0;
  for (let start = 0; start < count; start += BATCH) {
    const evs: { stream: string; version: number; type: string; data: Record<string, unknown> }[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const id = ids[i]!.id;
      const d = derivs[i % derivs.length]!;
      // blocks of ten: every dealer gets each of the ten shapes below (cota, requested, awaiting release, billed, swap)
      const dealer = dealers[Math.floor(i / 10) % dealers.length]!;
      const descricao = `${d.modelo} ${d.descricao}`.toUpperCase();
      const mes = (i % 12) + 1;
      const disp = `2026-${String(mes).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
      const pipeline = i % 10 === 9 ? ([120, 121, 122] as const)[i % 3]! : null;
      let v = 0;
      const push = (type: string, data: Record<string, unknown>) =>
        evs.push({ stream: vehicleStream(id), version: ++v, type, data: { type, actor, at, ...data } });
      push('VeiculoRegistrado', {
        veiculoId: id,
        pedido: String(9_000_000 + i),
        chassi: `SAL${String(i).padStart(14, '0')}`,
        marcaId: d.marcaId,
        modeloId: d.modeloId,
        derivativoId: d.id,
        descricaoId: desc.get(descricao)!,
        descricao,
        anoModeloId: anos[i % anos.length]!.id,
        corInterna: 'Ebony',
        corExterna: 'Santorini Black',
        specs: [{ codigo: '011AA', descricao: 'Teto solar panorâmico' }],
        tipoPedidoComum: 'Contrato Vista',
        tipoPedidoMarca: 'Stock',
        status: pipeline ?? 0,
        concessionariaId: null,
        concessionariaGrupoId: null,
        dataDisponibilidade: disp,
        dataProrrogacaoFaturamento: `2027-${String(mes).padStart(2, '0')}-15`,
      });
      if (pipeline) continue;
      push('VeiculoAlocado', { concessionariaId: dealer.id, concessionariaGrupoId: dealer.concessionaria_grupo_id });
      // 5: offered for swap (Troca, status 11)
      if (i % 10 === 5) push('DisponibilizadoParaTroca', {});
      if (i % 10 < 4) {
        const faturamentoPedidoId = pedidoIds[i]!.id;
        push('FaturamentoSolicitado', {
          faturamentoPedidoId,
          tipoVendaId: 1,
          // 3: a request that waits for release (Liberar faturamento); 0-2: stock requests, 0-1 then billed
          categoria: i % 10 === 3 ? 'autorizacao' : 'estoque',
          tipoPagamentoId: 1,
          dataFaturamento: disp,
          faturarAssimQuePossivel: false,
          prioridade: false,
          dealerSolicitanteId: dealer.id,
          dealerSolicitanteGrupoId: dealer.concessionaria_grupo_id,
          userSolicitadoAdminId: null,
        });
        if (i % 10 < 2) push('VeiculoFaturado', { faturamentoPedidoId, notaFiscal: String(500_000 + i), dataFaturamento: disp });
      }
    }
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ position: string }>`
        insert into events (stream_id, stream_type, version, type, data, metadata)
        select e.stream, ${VEHICLE_STREAM_TYPE}, e.version, e.type, e.data, ${JSON.stringify(meta)}::jsonb
        from unnest(${evs.map((e) => e.stream)}::text[], ${evs.map((e) => e.version)}::int[], ${evs.map((e) => e.type)}::text[], ${evs.map((e) => JSON.stringify(e.data))}::jsonb[])
          with ordinality as e(stream, version, type, data, ord)
        order by e.ord
        returning position`.execute(trx);
      const stored: StoredEvent[] = evs.map((e, k) => ({
        position: rows[k]!.position,
        streamId: e.stream,
        streamType: VEHICLE_STREAM_TYPE,
        version: e.version,
        type: e.type,
        data: e.data,
        metadata: meta,
        recordedAt: at,
      }));
      for (const p of vehicleAggregate.projections) {
        const state = new Map<string, Row>();
        for (const e of stored) {
          // a projection that does not handle the event (solicitacoes_faturamento: only billing events) skips it, as rebuild does
          if (p.handles && !p.handles(e)) continue;
          const key = String(p.keyOf(e));
          const next = p.evolve(state.get(key), e);
          if (next === null) state.delete(key);
          else state.set(key, next);
        }
        const all = [...state.values()];
        for (let k = 0; k < all.length; k += 500) await upsert(trx, p, all.slice(k, k + 500));
      }
    });
    events += evs.length;
  }
  await sql`analyze veiculos`.execute(db);
  return { vehicles: count, events, ms: Math.round(performance.now() - t0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('uso: tsx bench/vehicles-generate.ts <database-url> [count]');
  const db = createDb({ url });
  console.log(await generateVehicles(db, Number(process.argv[3] ?? 100_000)));
  await db.destroy();
}
