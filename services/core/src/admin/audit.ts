import type { AuditoriaLinha } from '@portal/contracts/auditoria/schemas';
import { paginate, type Db, type Pagina } from '../kernel/index.ts';
import type { Actor } from '@portal/contracts/access/roles';

export type AuditAction = 'criar' | 'alterar' | 'excluir';

/** Who an audit row names: the user acting (and the administrator behind an acesso espelho), the correlation id. */
export interface Autoria {
  actor: Pick<Actor, 'userId' | 'espelhoAdminId'>;
  correlationId: string | null;
}

/** Writes one audit row (who, when, before, after) in the caller's transaction. */
export async function audit(
  trx: Db,
  ctx: Autoria,
  row: { tabela: string; registroId: string | number; acao: AuditAction; antes: unknown; depois: unknown },
): Promise<void> {
  await trx
    .insertInto('auditoria')
    .values({
      tabela: row.tabela,
      registro_id: String(row.registroId),
      acao: row.acao,
      antes: row.antes === null || row.antes === undefined ? null : JSON.stringify(row.antes),
      depois: row.depois === null || row.depois === undefined ? null : JSON.stringify(row.depois),
      participante_id: ctx.actor.userId,
      espelho_admin_id: ctx.actor.espelhoAdminId,
      correlation_id: ctx.correlationId,
    })
    .execute();
}

export type AuditRow = AuditoriaLinha;
/** A record's snapshot as `audit` wrote it (JSON of the record before or after the change). */
type Registro = AuditoriaLinha['antes'];

/** GET auditoria/registros: newest first, filtered by table and record. */
export async function listarAuditoria(db: Db, q: { tabela?: string; registroId?: string; page?: number; per_page?: number }): Promise<Pagina<AuditRow>> {
  const { page, perPage, offset } = paginate(q);
  let base = db.selectFrom('auditoria as a');
  if (q.tabela) base = base.where('a.tabela', '=', q.tabela);
  if (q.registroId) base = base.where('a.registro_id', '=', q.registroId);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('participantes as p', 'p.id', 'a.participante_id')
    .leftJoin('participantes as e', 'e.id', 'a.espelho_admin_id')
    .select([
      'a.id',
      'a.tabela',
      'a.registro_id',
      'a.acao',
      'a.antes',
      'a.depois',
      'a.participante_id',
      'p.nome as participante_nome',
      'a.espelho_admin_id',
      'e.nome as espelho_nome',
      'a.correlation_id',
      'a.em',
    ])
    .orderBy('a.id', 'desc')
    .limit(perPage)
    .offset(offset)
    .execute();
  return {
    page,
    total: Number(total.n),
    rows: rows.map((r) => ({
      id: r.id,
      tabela: r.tabela,
      registroId: r.registro_id,
      acao: r.acao,
      antes: r.antes as Registro,
      depois: r.depois as Registro,
      participanteId: r.participante_id,
      participanteNome: r.participante_nome,
      espelhoAdminId: r.espelho_admin_id,
      espelhoAdminNome: r.espelho_nome,
      correlationId: r.correlation_id,
      em: new Date(r.em).toISOString(),
    })),
  };
}
