import { sql } from 'kysely';
import type { Notificacao, PreferenciasNotificacoes } from '@portal/contracts/notificacoes/schemas';
import { CANAL_PADRAO, tiposNotificacao, type Canal, type TipoNotificacao } from '@portal/contracts/notificacoes/tipos';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { NotFound, paginate, type Db, type Paginacao } from '../kernel/index.ts';
import { audienciaDe, canalDe, type Leitor } from './audiencia.ts';

/** The user's bell: what reaches them (audienciaDe) on a channel with the bell. */
const noSinoDe = (leitor: Leitor) => sql`${audienciaDe(leitor)} and ${canalDe(leitor.userId)} in ('sino', 'ambos')`;
const naoLida = (leitor: Leitor) => sql`not exists (select 1 from notificacoes_lidas l where l.participante_id = ${leitor.userId} and l.notificacao_id = n.id)`;

async function contarNaoLidas(db: Db, leitor: Leitor): Promise<number> {
  const r = await sql<{ n: string }>`select count(*) as n from notificacoes n where ${noSinoDe(leitor)} and ${naoLida(leitor)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** GET notificacoes: newest first, paged, with the unread count. */
export async function listarNotificacoes(db: Db, leitor: Leitor, p: Paginacao) {
  const { page, perPage, offset } = paginate(p, { perPage: 10, max: 100 });
  const rows = await sql<{ id: string; tipo: string; titulo: string; texto: string; link: string; criado_em: Date; lida: boolean; total: string }>`
    select n.id, n.tipo, n.titulo, n.texto, n.link, n.criado_em, not ${naoLida(leitor)} as lida, count(*) over () as total
    from notificacoes n where ${noSinoDe(leitor)}
    order by n.evento_posicao desc limit ${perPage} offset ${offset}`.execute(db);
  const total = rows.rows[0] ? Number(rows.rows[0].total) : offset === 0 ? 0 : await contarTodas(db, leitor);
  const linhas: Notificacao[] = rows.rows.map((r) => ({
    id: r.id,
    tipo: r.tipo as TipoNotificacao,
    titulo: r.titulo,
    texto: r.texto,
    link: r.link,
    criadoEm: r.criado_em.toISOString(),
    lida: r.lida,
  }));
  return { rows: linhas, page, total, naoLidas: await contarNaoLidas(db, leitor) };
}

async function contarTodas(db: Db, leitor: Leitor): Promise<number> {
  const r = await sql<{ n: string }>`select count(*) as n from notificacoes n where ${noSinoDe(leitor)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** GET notificacoes/contagem: the badge, and the newest notification (with the count, the bell's ETag). */
export async function contagemNotificacoes(db: Db, leitor: Leitor): Promise<{ naoLidas: number; ultima: string | null }> {
  const r = await sql<{ id: string }>`select n.id from notificacoes n where ${noSinoDe(leitor)} order by n.evento_posicao desc limit 1`.execute(db);
  return { naoLidas: await contarNaoLidas(db, leitor), ultima: r.rows[0]?.id ?? null };
}

/** PATCH notificacoes/{id}/lida: one the user sees (else 404), read once. */
export async function marcarLida(db: Db, leitor: Leitor, id: string, agora: Date): Promise<void> {
  const r = await sql`
    insert into notificacoes_lidas (participante_id, notificacao_id, lida_em)
    select ${leitor.userId}, n.id, ${agora} from notificacoes n where n.id = ${id} and ${audienciaDe(leitor)}
    on conflict do nothing returning 1`.execute(db);
  if (r.rows.length === 0) {
    const existe = await sql`select 1 from notificacoes n where n.id = ${id} and ${audienciaDe(leitor)}`.execute(db);
    if (existe.rows.length === 0) throw new NotFound(notifMsg.notificacaoInexistente);
  }
}

/** PATCH notificacoes/lidas: every unread one of the user's bell. */
export async function marcarTodasLidas(db: Db, leitor: Leitor, agora: Date): Promise<number> {
  const r = await sql`
    insert into notificacoes_lidas (participante_id, notificacao_id, lida_em)
    select ${leitor.userId}, n.id, ${agora} from notificacoes n where ${noSinoDe(leitor)} and ${naoLida(leitor)}
    on conflict do nothing`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** GET notificacoes/preferencias: the user's channel per kind (none chosen: both). */
export async function lerPreferencias(db: Db, participanteId: number): Promise<PreferenciasNotificacoes> {
  const rows = await db.selectFrom('notificacoes_preferencias').select(['tipo', 'canal']).where('participante_id', '=', participanteId).execute();
  const escolhidos = new Map(rows.map((r) => [r.tipo, r.canal as Canal]));
  const resumo = await db.selectFrom('notificacoes_resumo').select('ativo').where('participante_id', '=', participanteId).executeTakeFirst();
  return {
    canais: Object.fromEntries(tiposNotificacao.map((t) => [t, escolhidos.get(t) ?? CANAL_PADRAO])) as PreferenciasNotificacoes['canais'],
    resumoDiario: resumo?.ativo ?? false,
  };
}

/** PUT notificacoes/preferencias (the digest only when sent) */
export async function salvarPreferencias(db: Db, participanteId: number, p: PreferenciasNotificacoes): Promise<void> {
  const values = tiposNotificacao.map((tipo) => ({ participante_id: participanteId, tipo, canal: p.canais[tipo] }));
  await db
    .insertInto('notificacoes_preferencias')
    .values(values)
    .onConflict((oc) => oc.columns(['participante_id', 'tipo']).doUpdateSet((eb) => ({ canal: eb.ref('excluded.canal') })))
    .execute();
  if (p.resumoDiario !== undefined)
    await db
      .insertInto('notificacoes_resumo')
      .values({ participante_id: participanteId, ativo: p.resumoDiario })
      .onConflict((oc) => oc.column('participante_id').doUpdateSet({ ativo: p.resumoDiario }))
      .execute();
}
