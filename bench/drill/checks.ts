import { vehicleStream } from '@portal/core/vehicles/index';
import { notaFiscalStream } from '@portal/core/comissoes/index';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';
import { KINDS, type WriteRecord } from './client.ts';

const run = promisify(execFile);

interface Ctx {
  q: pg.Pool;
  records: WriteRecord[];
  answers: { at: number; status: number }[];
  loadStart: number;
  loadEnd: number;
  dbUrl: string;
  root: string;
}

type Item = { id: number; status: number };
const data = (r: WriteRecord) => (r.answer as { data?: unknown } | null)?.data;

/** Events that start an aggregate: one request creates at most one stream with them (a retry must not create a second). */
const CRIACOES = new Set(['PedidoCriado', 'BoletoCriado']);

/** The streams an acknowledged write must have changed, when its body names them (a batch of invoices: each of them). */
function streamsDaEscrita(r: WriteRecord): string[] {
  if (r.kind === 'faturamento' || r.kind === 'alocacao') return vehiclesDone(r).map(vehicleStream);
  if (r.kind === 'nota-fiscal') return ((r.body as { ids?: number[] }).ids ?? []).map(notaFiscalStream);
  return [];
}

/** Which vehicle streams an acknowledged write must have changed, from its answer (bulk answers: status 1 or 2 = done). */
function vehiclesDone(r: WriteRecord): number[] {
  const d = data(r);
  if (!Array.isArray(d)) return [];
  return (d as Item[]).filter((x) => x && typeof x.id === 'number' && (x.status === 1 || x.status === 2)).map((x) => x.id);
}

export async function checkAll(c: Ctx): Promise<{ ok: boolean; report: string }> {
  const out: string[] = [];
  const p = (s: string) => out.push(s);
  const { q, records } = c;

  // events of every write, by correlation id
  const ids = records.map((r) => r.correlationId);
  const ev = (
    await q.query<{ cid: string; stream_id: string; type: string; n: string }>(
      `select metadata->>'correlationId' as cid, stream_id, type, count(*) as n from events
        where metadata->>'correlationId' = any($1) group by 1, 2, 3`,
      [ids],
    )
  ).rows;
  const byCid = new Map<string, { stream_id: string; type: string; n: number }[]>();
  for (const e of ev) (byCid.get(e.cid) ?? byCid.set(e.cid, []).get(e.cid)!).push({ stream_id: e.stream_id, type: e.type, n: Number(e.n) });

  const outcomes = ['acknowledged', 'processed-answer-lost', 'refused', 'failed-5xx', 'never-answered'] as const;
  p(`\nescritas (uma linha por tipo):`);
  p(`  ${'tipo'.padEnd(14)} ${outcomes.map((o) => o.padStart(22)).join('')}   retentativas`);
  for (const k of KINDS) {
    const rs = records.filter((r) => r.kind === k);
    p(
      `  ${k.padEnd(14)} ${outcomes.map((o) => String(rs.filter((r) => r.outcome === o).length).padStart(22)).join('')}   ${rs.filter((r) => r.attempts > 1).length}`,
    );
  }
  // a slow machine (restarts longer than the client's 60 s of retries) can leave a kind without any confirmed write
  const semConfirmacao = KINDS.filter((k) => !records.some((r) => r.kind === k && (r.outcome === 'acknowledged' || r.outcome === 'processed-answer-lost')));
  if (semConfirmacao.length) p(`  AVISO: tipos sem nenhuma escrita confirmada nesta execução (não exercitados): ${semConfirmacao.join(', ')}`);
  const porTipoDeStream = new Map<string, number>();
  for (const e of ev) {
    const t = e.stream_id.replace(/-\d+$/, '');
    porTipoDeStream.set(t, (porTipoDeStream.get(t) ?? 0) + Number(e.n));
  }
  p(`  eventos gravados pelas escritas do drill, por agregado: ${[...porTipoDeStream].map(([t, n]) => `${t} ${n}`).join(', ')}`);
  const refusedWhy = new Map<string, number>();
  for (const r of records.filter((x) => x.outcome === 'refused' || x.outcome === 'failed-5xx')) {
    const why = `${r.kind} ${r.status} ${JSON.stringify((r.answer as { errors?: unknown })?.errors ?? r.answer).slice(0, 120)}`;
    refusedWhy.set(why, (refusedWhy.get(why) ?? 0) + 1);
  }
  if (refusedWhy.size) {
    p(`  recusas e 5xx:`);
    for (const [w, n] of [...refusedWhy].sort((a, b) => b[1] - a[1]).slice(0, 12)) p(`    ${n}× ${w}`);
  }

  // lost: an acknowledged write whose events are not in `events`
  const lost: string[] = [];
  const dup: string[] = [];
  const dupPublic: string[] = [];
  let ackd = 0;
  for (const r of records) {
    const evs = byCid.get(r.correlationId) ?? [];
    for (const e of evs) {
      if (e.n > 1)
        (r.kind === 'esqueci-senha' ? dupPublic : dup).push(`${r.kind} ${r.correlationId}: ${e.n}× ${e.type} em ${e.stream_id} (tentativas ${r.attempts})`);
    }
    const criados = new Set(evs.filter((e) => CRIACOES.has(e.type)).map((e) => e.stream_id));
    if (criados.size > 1) dup.push(`${r.kind} ${r.correlationId}: ${criados.size} agregados criados (${[...criados].join(', ')}) (tentativas ${r.attempts})`);
    // an import is not event-sourced: its own check (importacao.ts) says whether it was lost or doubled
    if (r.kind === 'importacao') continue;
    if (r.outcome === 'acknowledged') {
      ackd++;
      if (r.kind === 'faturamento' || r.kind === 'alocacao' || r.kind === 'nota-fiscal') {
        for (const s of streamsDaEscrita(r))
          if (!evs.some((e) => e.stream_id === s)) lost.push(`${r.kind} ${r.correlationId} (${r.actor}): ${s} respondido como feito, sem evento`);
      } else if (!evs.length) lost.push(`${r.kind} ${r.correlationId} (${r.actor}) ${JSON.stringify(r.body).slice(0, 80)}: 2xx sem nenhum evento`);
    } else if (r.outcome === 'processed-answer-lost' && !evs.length) {
      lost.push(`${r.kind} ${r.correlationId}: 409 'já foi processada' e nenhum evento`);
    }
  }
  const semEfeito = records.filter(
    (r) => r.outcome === 'acknowledged' && (r.kind === 'faturamento' || r.kind === 'alocacao') && vehiclesDone(r).length === 0,
  ).length;
  const fantasmas = records.filter((r) => (r.outcome === 'never-answered' || r.outcome === 'failed-5xx') && byCid.has(r.correlationId));
  p(
    `\nconfirmadas (2xx): ${ackd} (${semEfeito} com todos os veículos recusados na resposta, sem efeito esperado); 409 'já processada': ${records.filter((r) => r.outcome === 'processed-answer-lost').length}`,
  );
  p(`perdidas (confirmadas sem eventos): ${lost.length} (meta 0)`);
  for (const l of lost.slice(0, 20)) p(`  ${l}`);
  p(`duplicadas (o mesmo evento mais de uma vez numa escrita): ${dup.length} (meta 0)`);
  for (const l of dup.slice(0, 20)) p(`  ${l}`);
  p(`esqueci-senha com mais de um link para a mesma escrita (rota pública, sem Idempotency-Key): ${dupPublic.length}`);
  for (const l of dupPublic.slice(0, 10)) p(`  ${l}`);
  p(`sem resposta ou 5xx mas com eventos gravados (feitas, mas o cliente ouviu que não): ${fantasmas.length}`);
  for (const r of fantasmas.slice(0, 10))
    p(
      `  ${r.kind} ${r.correlationId} ${r.method} ${r.path}: ${r.status ?? 'sem resposta'}; eventos ${(byCid.get(r.correlationId) ?? []).map((e) => `${e.type}@${e.stream_id}`).join(', ')}`,
    );

  // streams with non-contiguous versions
  const gaps = (
    await q.query<{ stream_id: string; n: string; mn: number; mx: number }>(
      `select stream_id, count(*) as n, min(version) as mn, max(version) as mx from events group by stream_id
        having count(*) <> max(version) - min(version) + 1 or min(version) <> (select min(version) from events) or count(distinct version) <> count(*)`,
    )
  ).rows;
  const total = (await q.query<{ s: string; e: string }>(`select count(distinct stream_id) as s, count(*) as e from events`)).rows[0]!;
  p(`\nstreams: ${total.s}, eventos: ${total.e}; com versões não contíguas: ${gaps.length} (meta 0)`);
  for (const g of gaps.slice(0, 10)) p(`  ${g.stream_id}: ${g.n} eventos, versões ${g.mn}..${g.mx}`);

  // read models equal to a rebuild
  let rebuildOk = false;
  let rebuildOut = '';
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'services/core/src/cli/projections.ts', 'rebuild', '--verify'], {
      cwd: c.root,
      env: { ...process.env, DATABASE_URL: c.dbUrl },
      maxBuffer: 16 << 20,
    });
    rebuildOk = true;
    rebuildOut = r.stdout + r.stderr;
  } catch (e) {
    rebuildOut = String((e as { stdout?: string }).stdout ?? '') + String((e as { stderr?: string }).stderr ?? e);
  }
  p(`projections rebuild --verify: ${rebuildOk ? 'iguais' : 'DIFERENTES'}`);
  for (const l of rebuildOut.trim().split('\n').slice(-6)) p(`  ${l}`);

  // e-mails of acknowledged forgot-password requests: the outbox row (same transaction as the event: same now() and address)
  const esq = records.filter((r) => r.kind === 'esqueci-senha' && r.outcome === 'acknowledged').map((r) => r.correlationId);
  const rows = (
    await q.query<{ cid: string; id: string; para: string; texto: string; enviado_em: Date | null }>(
      `select e.metadata->>'correlationId' as cid, s.id, s.para, s.texto, s.enviado_em
         from events e join participantes u on e.stream_id = 'conta-' || u.id
         left join emails_saida s on s.criado_em = e.recorded_at and lower(s.para) = lower(u.email)
        where e.type = 'RedefinicaoSenhaSolicitada' and e.metadata->>'correlationId' = any($1)`,
      [esq],
    )
  ).rows;
  const recebidos = (await q.query<{ texto: string | null }>(`select texto from dev_emails_recebidos`)).rows.map((r) => r.texto ?? '');
  let semLinha = 0;
  let naoEnviado = 0;
  let naoRecebido = 0;
  let copias = 0;
  for (const r of rows) {
    if (!r.id) {
      semLinha++;
      continue;
    }
    if (!r.enviado_em) naoEnviado++;
    // the link carries a token unique to this outbox row (one Message-ID `<email-<id>@portal.local>` per row)
    const link = /https?:\/\/\S+/.exec(r.texto)?.[0] ?? r.texto;
    const n = recebidos.filter((t) => t.includes(link)).length;
    if (n === 0) naoRecebido++;
    if (n > 1) copias += n - 1;
  }
  const emailsLost = semLinha + naoEnviado + naoRecebido + Math.max(0, esq.length - new Set(rows.map((r) => r.cid)).size);
  p(
    `\ne-mails: ${esq.length} esqueci-senha confirmados → ${rows.length} linhas na caixa de saída; sem linha ${semLinha}, enviado_em nulo ${naoEnviado}, não recebidos pelo SMTP ${naoRecebido}, cópias a mais recebidas ${copias}`,
  );
  p(`e-mails perdidos: ${emailsLost} (meta 0)`);

  // the API's unavailability: longest stretch with no successful (non-5xx) answer during the load
  const okTimes = c.answers
    .filter((a) => a.status < 500)
    .map((a) => a.at)
    .sort((a, b) => a - b);
  let longest = 0;
  let totalGap = 0;
  let prev = c.loadStart;
  for (const t of [...okTimes.filter((t) => t >= c.loadStart && t <= c.loadEnd), c.loadEnd]) {
    const g = t - prev;
    if (g > longest) longest = g;
    if (g > 1000) totalGap += g; // probes every 250 ms: a stretch over 1 s is an outage
    prev = t;
  }
  p(
    `\nindisponibilidade da API: maior janela sem resposta ${(longest / 1000).toFixed(1)} s; total (janelas > 1 s) ${(totalGap / 1000).toFixed(1)} s; respostas 5xx: ${c.answers.filter((a) => a.status >= 500).length}`,
  );

  const ok = lost.length === 0 && dup.length === 0 && gaps.length === 0 && rebuildOk && emailsLost === 0;
  return { ok, report: out.join('\n') };
}
