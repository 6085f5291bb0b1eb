import { sql } from 'kysely';
import { feriadosNacionais, instanteAposDiasUteis, type FeriadosExtras } from '@portal/contracts/br/business-days';
import { przMsg } from '@portal/contracts/prazos/messages';
import type { Feriado, FeriadoBody } from '@portal/contracts/prazos/schemas';
import { audit } from '../admin/index.ts';
import { InvalidInput, NotFound, type Db } from '../kernel/index.ts';

const TABELA = 'feriados';
/** who changes the table (the audit's authorship) */
type Autoria = Parameters<typeof audit>[1];
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dataValida = (d: string) => ISO.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/** The table's holidays, the set every deadline computation adds to the national ones. */
export async function feriadosDaTabela(db: Db): Promise<FeriadosExtras> {
  const rows = await sql<{ data: string }>`select to_char(data, 'YYYY-MM-DD') as data from feriados`.execute(db);
  return new Set(rows.rows.map((r) => r.data));
}

/**
 * A deadline `dias` São Paulo business days from `now` (weekends, national holidays and the table's skipped), fixed when
 * the wait starts and put in its event; null when the setting is 0 (no deadline).
 */
export async function prazoEmDiasUteis(db: Db, dias: number, now: Date): Promise<string | null> {
  return dias > 0 ? instanteAposDiasUteis(now, dias, await feriadosDaTabela(db)) : null;
}

const linha = sql`id, to_char(data, 'YYYY-MM-DD') as data, nome, abrangencia`;

/** GET feriados[?ano]: the table by date, with the national holidays of the year (or of the years it spans). */
export async function listarFeriados(db: Db, q: { ano?: number | null }, now: Date) {
  const feriados = (
    await sql<Feriado>`select ${linha} from feriados ${q.ano ? sql`where extract(year from data) = ${q.ano}` : sql``} order by data`.execute(db)
  ).rows;
  const anos = q.ano ? [q.ano] : [...new Set([now.getUTCFullYear(), ...feriados.map((f) => Number(f.data.slice(0, 4)))])].sort();
  const nacionais = anos.flatMap((a) => [...feriadosNacionais(a)].map(([data, nome]) => ({ data, nome }))).sort((a, b) => a.data.localeCompare(b.data));
  return { feriados, nacionais };
}

function validar(input: FeriadoBody) {
  const erros: string[] = [];
  if (!dataValida(input.data ?? '')) erros.push(przMsg.dataObrigatoria);
  const nome = input.nome?.trim() ?? '';
  if (!nome) erros.push(przMsg.nomeObrigatorio);
  if (erros.length) throw new InvalidInput(erros);
  if (feriadosNacionais(Number(input.data.slice(0, 4))).has(input.data)) throw new InvalidInput(przMsg.feriadoNacional);
  return { data: input.data, nome, abrangencia: input.abrangencia?.trim() || null };
}

const duplicado = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** POST feriados: a new holiday (audited); a date already in the table or a national holiday answers 400. */
export async function criarFeriado(db: Db, ctx: Autoria, input: FeriadoBody): Promise<Feriado> {
  const v = validar(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = (
        await sql<Feriado>`insert into feriados (data, nome, abrangencia) values (${v.data}, ${v.nome}, ${v.abrangencia}) returning ${linha}`.execute(trx)
      ).rows[0]!;
      await audit(trx, ctx, { tabela: TABELA, registroId: row.id, acao: 'criar', antes: null, depois: row });
      return row;
    });
  } catch (e) {
    if (duplicado(e)) throw new InvalidInput(przMsg.feriadoDuplicado);
    throw e;
  }
}

/** PUT feriados/{id}: changes a holiday (audited, before and after). */
export async function alterarFeriado(db: Db, ctx: Autoria, id: number, input: FeriadoBody): Promise<Feriado> {
  const v = validar(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const antes = (await sql<Feriado>`select ${linha} from feriados where id = ${id} for update`.execute(trx)).rows[0];
      if (!antes) throw new NotFound(przMsg.feriadoNaoEncontrado);
      const row = (
        await sql<Feriado>`update feriados set data = ${v.data}, nome = ${v.nome}, abrangencia = ${v.abrangencia} where id = ${id} returning ${linha}`.execute(
          trx,
        )
      ).rows[0]!;
      await audit(trx, ctx, { tabela: TABELA, registroId: id, acao: 'alterar', antes, depois: row });
      return row;
    });
  } catch (e) {
    if (duplicado(e)) throw new InvalidInput(przMsg.feriadoDuplicado);
    throw e;
  }
}

/** DELETE feriados/{id} (audited). */
export async function excluirFeriado(db: Db, ctx: Autoria, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const antes = (await sql<Feriado>`delete from feriados where id = ${id} returning ${linha}`.execute(trx)).rows[0];
    if (!antes) throw new NotFound(przMsg.feriadoNaoEncontrado);
    await audit(trx, ctx, { tabela: TABELA, registroId: id, acao: 'excluir', antes, depois: null });
  });
}
