import type pg from 'pg';
import { STATUS_BOLETO } from '@portal/contracts/boletos/status';
import type { WriteRecord } from './client.ts';

/** The boletos the drill's issue requests created: from their events (`BoletoCriado` carrying the request's correlation id). */
async function boletosDoDrill(q: pg.Pool, recs: WriteRecord[]): Promise<{ cid: string; id: number }[]> {
  const { rows } = await q.query<{ cid: string; stream_id: string }>(
    `select metadata->>'correlationId' as cid, stream_id from events where type = 'BoletoCriado' and metadata->>'correlationId' = any($1)`,
    [recs.map((r) => r.correlationId)],
  );
  return rows.map((r) => ({ cid: r.cid, id: Number(r.stream_id.slice('boleto-'.length)) }));
}

/** how many boletos of these orders are not registered yet (-1: the database is away) — logged at the faults, awaited by the settle */
export async function naoEmitidos(q: pg.Pool, pedidos: number[]): Promise<number> {
  const r = await q
    .query<{ n: string }>(`select count(*) as n from boletos where pedido_id = any($1) and status = $2`, [pedidos, STATUS_BOLETO.naoEmitido])
    .catch(() => null);
  return r ? Number(r.rows[0]!.n) : -1;
}

/**
 * Every acknowledged boleto registered at the bank exactly once and Emitido: one title in the sandbox bank's
 * `banco_sandbox_titulos` per boleto (the same nosso número the portal shows), one `BoletoEmitido`, and one boleto per
 * request (a retried issue request must not create a second).
 */
export async function conferirBoletos(q: pg.Pool, recs: WriteRecord[]): Promise<{ ok: boolean; linhas: string[] }> {
  const bs = await boletosDoDrill(q, recs);
  const ids = bs.map((b) => b.id);
  const rows = (
    await q.query<{ id: number; status: number; nosso_numero: string | null; titulos: string; banco_nn: string | null; emitidos: string }>(
      `select b.id, b.status, b.nosso_numero,
              (select count(*) from banco_sandbox_titulos t where t.boleto_id = b.id) as titulos,
              (select t.nosso_numero from banco_sandbox_titulos t where t.boleto_id = b.id) as banco_nn,
              (select count(*) from events e where e.stream_id = 'boleto-' || b.id and e.type = 'BoletoEmitido') as emitidos
         from boletos b where b.id = any($1)`,
      [ids],
    )
  ).rows;
  const porId = new Map(rows.map((r) => [r.id, r]));
  const problemas: string[] = [];
  const porCid = new Map<string, number>();
  for (const b of bs) porCid.set(b.cid, (porCid.get(b.cid) ?? 0) + 1);
  for (const [cid, n] of porCid) if (n > 1) problemas.push(`${cid}: ${n} boletos criados por um pedido de emissão`);
  let registradosUmaVez = 0;
  for (const b of bs) {
    const r = porId.get(b.id);
    if (!r) {
      problemas.push(`boleto ${b.id}: evento sem linha em boletos`);
      continue;
    }
    if (Number(r.titulos) === 1 && Number(r.emitidos) === 1 && r.status === STATUS_BOLETO.emitido && r.nosso_numero === r.banco_nn) registradosUmaVez++;
    else
      problemas.push(
        `boleto ${b.id}: status ${r.status}, títulos no banco ${r.titulos}, BoletoEmitido ${r.emitidos}, nosso número ${r.nosso_numero} / banco ${r.banco_nn}`,
      );
  }
  const confirmados = recs.filter((r) => r.outcome === 'acknowledged').length;
  const linhas = [
    `\nboletos: ${confirmados} pedidos de emissão confirmados → ${bs.length} boletos criados; registrados no banco exatamente uma vez e Emitido: ${registradosUmaVez} (meta ${bs.length})`,
    ...problemas.slice(0, 20).map((p) => `  problema: ${p}`),
  ];
  return { ok: problemas.length === 0 && registradosUmaVez === bs.length, linhas };
}
