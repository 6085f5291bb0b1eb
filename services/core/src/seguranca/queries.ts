import { sql } from 'kysely';
import type { EventoSegurancaLinha } from '@portal/contracts/seguranca/schemas';
import type { TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import { paginate, type Db, type Pagina } from '../kernel/index.ts';

export interface FiltroEventosSeguranca {
  tipo?: TipoEventoSeguranca;
  /** yyyy-MM-dd, São Paulo days, both inclusive */
  de?: string;
  ate?: string;
  /** part of the user's name or e-mail (the acting user, or the administrator behind an acesso espelho) */
  usuario?: string;
  /** the client's address, exact */
  ip?: string;
  page?: number;
  per_page?: number;
}

const comoTexto = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET auditoria/seguranca: newest first, each filter an indexed column (tipo, em, participante, ip). */
export async function listarEventosSeguranca(db: Db, f: FiltroEventosSeguranca): Promise<Pagina<EventoSegurancaLinha>> {
  const { page, perPage, offset } = paginate(f);
  let base = db.selectFrom('eventos_seguranca as s');
  if (f.tipo) base = base.where('s.tipo', '=', f.tipo);
  if (f.de) base = base.where('s.em', '>=', sql<Date>`(${f.de}::date)::timestamp at time zone 'America/Sao_Paulo'`);
  if (f.ate) base = base.where('s.em', '<', sql<Date>`(${f.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`);
  if (f.ip?.trim()) base = base.where('s.ip', '=', f.ip.trim());
  const usuario = f.usuario?.trim();
  if (usuario) {
    const ids = db
      .selectFrom('participantes')
      .select('id')
      .where((eb) => eb.or([eb('nome', 'ilike', comoTexto(usuario)), eb('email', 'ilike', comoTexto(usuario))]));
    base = base.where((eb) => eb.or([eb('s.participante_id', 'in', ids), eb('s.espelho_admin_id', 'in', ids)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('participantes as p', 'p.id', 's.participante_id')
    .leftJoin('participantes as a', 'a.id', 's.espelho_admin_id')
    .select([
      's.id',
      's.tipo',
      's.em',
      's.participante_id',
      'p.nome as participante_nome',
      's.espelho_admin_id',
      'a.nome as espelho_nome',
      's.email',
      's.documento',
      's.ip',
      's.metodo',
      's.rota',
      's.status',
      's.recurso',
      's.correlation_id',
      's.detalhes',
    ])
    .orderBy('s.id', 'desc')
    .limit(perPage)
    .offset(offset)
    .execute();
  return {
    page,
    total: Number(total.n),
    rows: rows.map((r) => ({
      id: String(r.id),
      tipo: r.tipo,
      em: new Date(r.em).toISOString(),
      participanteId: r.participante_id,
      participanteNome: r.participante_nome,
      espelhoAdminId: r.espelho_admin_id,
      espelhoAdminNome: r.espelho_nome,
      email: r.email,
      documento: r.documento,
      ip: r.ip,
      metodo: r.metodo,
      rota: r.rota,
      status: r.status,
      recurso: r.recurso,
      correlationId: r.correlation_id,
      // written by registrarEventoSeguranca through detalhesSeguros: flat, at most 20 fields
      detalhes: (r.detalhes ?? null) as EventoSegurancaLinha['detalhes'],
    })),
  };
}
