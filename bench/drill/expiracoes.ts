import type pg from 'pg';
import type { Db } from '@portal/core/kernel/index';
import { solicitarTroca } from '@portal/core/swaps/commands';
import { principal, veiculoDe } from '@portal/core/testing/swaps';

/** A swap request the drill made to expire while the faults run: its stream and the instant it is due. */
export interface TrocaQueVence {
  trocaId: number;
  venceEm: string;
}

/**
 * Swap requests (dealer.morumbi asks for a vehicle dealer.barra offers) whose duration ends at `due(i)`, spread by the
 * caller over the load, so that their `expiracao-troca-<id>` timers fire across the PostgreSQL restarts, the worker's
 * SIGKILL and the Temporal stop. Made through the swap commands, as the API makes them (the pending-expiry row in the
 * same transaction); the worker's sweep starts their workflows.
 */
export async function trocasQueVencem(db: Db, n: number, due: (i: number) => Date): Promise<TrocaQueVence[]> {
  const now = () => new Date();
  const [admin, dono, solicitante] = await Promise.all(['admin', 'dealer.barra', 'dealer.morumbi'].map((u) => principal(db, `${u}@demo.portal.com.br`)));
  const out: TrocaQueVence[] = [];
  for (let i = 0; i < n; i++) {
    const interesse = await veiculoDe(db, now, admin!, dono!, { troca: true });
    const venceEm = due(i);
    out.push(
      await solicitarTroca(
        { db, now, venceEm: () => venceEm },
        solicitante!,
        {
          veiculoInteresseId: interesse,
          veiculosPropostos: [],
          contatoNome: 'Drill',
          contatoEmail: 'drill@exemplo.com.br',
          contatoTelefone: '11987654321',
          confirmarSemVeiculo: true,
        },
        { correlationId: `drill-expiracao-${i}` },
      ),
    );
  }
  return out;
}

/** How many of them have expired so far (a TrocaExpirada event in their stream). */
export async function expiradas(q: pg.Pool, trocas: TrocaQueVence[]): Promise<number> {
  const { rows } = await q.query<{ n: string }>(`select count(distinct stream_id) as n from events where type = 'TrocaExpirada' and stream_id = any($1)`, [
    trocas.map((t) => `troca-${t.trocaId}`),
  ]);
  return Number(rows[0]!.n);
}

/**
 * Every request expired exactly once (one TrocaExpirada in its stream, the read model 'Expirada'), never before its due
 * instant; prints how late the expiries were recorded (the faults delay the timers: Temporal stopped, worker killed).
 */
export async function conferirExpiracoes(q: pg.Pool, trocas: TrocaQueVence[]): Promise<{ ok: boolean; linhas: string[] }> {
  const { rows } = await q.query<{ stream_id: string; n: string; at: string }>(
    `select stream_id, count(*) as n, min(data->>'at') as at from events where type = 'TrocaExpirada' and stream_id = any($1) group by stream_id`,
    [trocas.map((t) => `troca-${t.trocaId}`)],
  );
  const porStream = new Map(rows.map((r) => [r.stream_id, r]));
  let nenhuma = 0;
  let maisDeUma = 0;
  let antes = 0;
  const atrasos: number[] = [];
  for (const t of trocas) {
    const r = porStream.get(`troca-${t.trocaId}`);
    if (!r) {
      nenhuma++;
      continue;
    }
    if (Number(r.n) > 1) maisDeUma++;
    const atraso = new Date(r.at).getTime() - new Date(t.venceEm).getTime();
    if (atraso < 0) antes++;
    atrasos.push(atraso);
  }
  const ord = atrasos.sort((a, b) => a - b);
  const s = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
  return {
    ok: nenhuma === 0 && maisDeUma === 0 && antes === 0,
    linhas: [
      `\ntrocas que venciam durante as falhas: ${trocas.length}; expiradas uma vez ${trocas.length - nenhuma - maisDeUma}, nenhuma vez ${nenhuma} (meta 0), mais de uma ${maisDeUma} (meta 0), antes do prazo ${antes} (meta 0)`,
      `  atraso da expiração após o prazo: mediana ${s(ord[Math.floor(ord.length / 2)])}, máximo ${s(ord[ord.length - 1])}`,
    ],
  };
}
