import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';

/** The month a report looks at, and the dates its figures are counted on (docs/decisions.md "Home reports"). */
export interface Periodo {
  ano: number;
  mes: number;
  /** first and last day of the month */
  ini: string;
  fim: string;
  /** the day before the month: opening stock */
  antes: string;
  /** the month's last day, or today while the month runs: closing stock */
  corte: string;
  hoje: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Defaults: the current year and month in São Paulo. */
export function periodo(now: Date, ano?: number | null, mes?: number | null): Periodo {
  const hoje = dataEmSaoPaulo(now);
  const a = ano ?? Number(hoje.slice(0, 4));
  const m = mes ?? Number(hoje.slice(5, 7));
  const ini = `${a}-${String(m).padStart(2, '0')}-01`;
  const fim = iso(new Date(Date.UTC(a, m, 0)));
  const antes = iso(new Date(Date.UTC(a, m - 1, 0)));
  return { ano: a, mes: m, ini, fim, antes, corte: fim < hoje ? fim : hoje, hoje };
}

/** The filters of the home reports over `concessionarias c` ('0' / 0 means none). */
export interface FiltroDealers {
  regionalId?: number | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
}

/**
 * Which dealers a user's report covers, over `concessionarias c`: the filters, and for a Regionais user the regions
 * they are responsible for (all regions while they are responsible for none: docs/decisions.md).
 */
export function condicoesDealers(actor: Actor, f: FiltroDealers): RawBuilder<SqlBool> {
  const c: RawBuilder<unknown>[] = [sql`true`];
  if (f.regionalId) c.push(sql`c.regional_id = ${f.regionalId}`);
  if (f.concessionariaGrupoId) c.push(sql`c.concessionaria_grupo_id = ${f.concessionariaGrupoId}`);
  if (f.concessionariaId) c.push(sql`c.id = ${f.concessionariaId}`);
  if (actor.role === 'Regionais')
    c.push(
      sql`(not exists (select 1 from regional_responsaveis rr where rr.participante_id = ${actor.userId})
        or c.regional_id in (select rr.regional_id from regional_responsaveis rr where rr.participante_id = ${actor.userId}))`,
    );
  return sql<SqlBool>`(${sql.join(c, sql` and `)})`;
}
