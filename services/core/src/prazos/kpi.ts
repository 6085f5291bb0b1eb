import { sql } from 'kysely';
import { OFFSET_BRASILIA } from '@portal/contracts/br/business-days';
import { CONF } from '@portal/contracts/settings/regras';
import { chavePrazoKpi, PRAZO_DEFINIDO, PRAZO_STREAM_TYPE, prazoStream, registroDoMesKpi } from '@portal/contracts/prazos/workflows';
import { appendToStream, streamVersion } from '../eventstore/store.ts';
import { applyInline } from '../eventstore/projection.ts';
import { emTransacao, metadataFor, SYSTEM_ACTOR, type Actor, type Db } from '../kernel/index.ts';
import { prazosProjection } from './projection.ts';
import './avisos.ts';

/** A KPI month's lock instant: the end of its deadline's day (conf10, yyyy-MM-dd) in Brasília. */
export const fimDoPrazoKpi = (prazo: string) => new Date(`${prazo}T23:59:59.999${OFFSET_BRASILIA}`).toISOString();

/**
 * A KPI month's deadline set (conf10), in the caller's transaction (the save of the setting): appends PrazoDefinido on
 * `prazo-kpi-<ano>-<mes>`, which opens or moves the `prazos` row `kpi-<ano>-<mes>` (a new wait: a new reminder, 08:00
 * two business days before, and a new timer, which the API starts after the commit or the sweep finds). The same date
 * again changes nothing. Answers the deadline's key.
 */
export async function definirPrazoDoMesKpi(
  trx: Db,
  ctx: { actor: Actor | null; correlationId: string | null },
  mes: { ano: number; mes: number; prazo: string; lembradoEm?: string },
  now: Date,
): Promise<string> {
  const chave = chavePrazoKpi(mes.ano, mes.mes);
  const venceEm = fimDoPrazoKpi(mes.prazo);
  return emTransacao(trx, async (t) => {
    const atual = await t.selectFrom('prazos').select('vence_em').where('chave', '=', chave).forUpdate().executeTakeFirst();
    if (atual && new Date(atual.vence_em).toISOString() === venceEm) return chave;
    const stream = prazoStream(chave);
    const data = {
      chave,
      tipo: 'kpi',
      registroId: registroDoMesKpi(mes.ano, mes.mes),
      ano: mes.ano,
      mes: mes.mes,
      prazo: mes.prazo,
      venceEm,
      at: now.toISOString(),
      ...(mes.lembradoEm ? { lembradoEm: mes.lembradoEm } : {}),
    };
    const stored = await appendToStream(t, stream, PRAZO_STREAM_TYPE, await streamVersion(t, stream), [
      { type: PRAZO_DEFINIDO, data, metadata: metadataFor(ctx.actor, ctx.correlationId, now) },
    ]);
    await applyInline(t, prazosProjection, stored);
    return chave;
  });
}

/**
 * The KPI months whose deadline in force (conf10, the last one set) has no `prazos` row: the months set before the lock
 * had its own timer. Opened now by the system, so the sweep then starts their timers and the KPI list shows their
 * 'Prazo'; a month already reminded by the former sweep (`prazo-kpi-<ano>-<mes>-<prazo>`) keeps that reminder and is not
 * told twice, and a month already locked is never reminded (its reminder fires after the lock: `avisoDoKpi`). Run by the
 * deadlines' sweep (`varrer-prazos`); idempotent. Answers how many were opened.
 */
export async function abrirPrazosKpi(db: Db, now: Date): Promise<number> {
  const pendentes = await sql<{ ano: number; mes: number; valor: string; lembrado_em: string | null }>`
    select m.ano, m.mes, m.valor,
      (select e.data->>'at' from events e
        where e.stream_id = 'prazo-kpi-' || m.ano || '-' || m.mes || '-' || m.valor and e.type = 'PrazoLembrete' limit 1) as lembrado_em
    from (
      select distinct on (ano, mes) ano, mes, valor from configuracoes_gerais
      where tipo = ${CONF.prazoKpi} and ano is not null and mes is not null
      order by ano, mes, id desc
    ) m
    where m.valor ~ '^\\d{4}-\\d{2}-\\d{2}$'
      and not exists (select 1 from prazos p where p.tipo = 'kpi' and p.registro_id = m.ano * 100 + m.mes)
    order by m.ano, m.mes`.execute(db);
  for (const m of pendentes.rows)
    await db
      .transaction()
      .execute((trx) =>
        definirPrazoDoMesKpi(
          trx,
          { actor: SYSTEM_ACTOR, correlationId: null },
          { ano: m.ano, mes: m.mes, prazo: m.valor, ...(m.lembrado_em ? { lembradoEm: m.lembrado_em } : {}) },
          now,
        ),
      );
  return pendentes.rows.length;
}
