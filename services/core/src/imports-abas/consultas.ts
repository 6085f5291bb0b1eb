import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { escopoDealers, InvalidInput, type Db } from '../kernel/index.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * GET importacoes/retail-status (anoFiscal, cicloId): whether the cycle's month has the Varejo file (channel 1) and
 * the Retail 2 file (channel 2) imported, and when the latest rows of each were written — read from `varejo_mensal`
 * itself, so it answers what the order call will read (the demo rows are not an import).
 */
export async function statusVarejo(db: Db, anoFiscal: number, cicloId: number) {
  const c = await db.selectFrom('ciclos').select(['ano', 'mes']).where('id', '=', cicloId).where('ano_fiscal', '=', anoFiscal).executeTakeFirst();
  if (!c) throw new InvalidInput(imsg.cicloInvalido);
  const rows = await db
    .selectFrom('varejo_mensal')
    .select(['canal', (eb) => eb.fn.max('importado_em').as('em')])
    .where('fonte', '=', 'importacao')
    .where('ano', '=', c.ano)
    .where('mes', '=', c.mes)
    .groupBy('canal')
    .execute();
  const em = (canal: number) => iso((rows.find((r) => r.canal === canal)?.em as Date | undefined) ?? null);
  return { varejoOk: em(1) !== null, varejoDataImportacao: em(1), retail2Ok: em(2) !== null, retail2DataImportacao: em(2) };
}

/**
 * GET importacoes/emplacamento-imagem: the picture of the registrations the portal holds — the latest registration
 * import (id, when, rows written), the total, the first and last registration dates, and the registrations per month
 * of the last 12 months with registrations. A dealer user sees its own dealer's (or group's) only.
 */
export async function imagemEmplacamento(db: Db, ator: Actor) {
  const escopo = escopoDealers(ator, 'c');
  const onde = escopo ? sql`e.concessionaria_id in (select c.id from concessionarias c where ${escopo})` : sql`true`;
  const [ultima, resumo, meses] = await Promise.all([
    sql<{ importacaoId: number; em: Date; n: number }>`
      select e.importacao_id as "importacaoId", max(e.importado_em) as em, count(*)::int as n from emplacamentos e where ${onde}
      group by 1 order by max(e.importado_em) desc, 1 desc limit 1`.execute(db),
    sql<{ total: number; de: string | null; ate: string | null }>`
      select count(*)::int as total, min(e.data_emplacamento)::text as de, max(e.data_emplacamento)::text as ate from emplacamentos e where ${onde}`.execute(
      db,
    ),
    sql<{ ano: number; mes: number; quantidade: number; dealers: number }>`
      select extract(year from e.data_emplacamento)::int as ano, extract(month from e.data_emplacamento)::int as mes,
        count(*)::int as quantidade, count(distinct e.concessionaria_id)::int as dealers
      from emplacamentos e where ${onde} group by 1, 2 order by 1 desc, 2 desc limit 12`.execute(db),
  ]);
  const u = ultima.rows[0];
  const r = resumo.rows[0]!;
  return {
    ultimaImportacao: u ? { importacaoId: u.importacaoId, dataImportacao: iso(u.em)!, linhas: u.n } : null,
    total: r.total,
    primeiraData: r.de,
    ultimaData: r.ate,
    meses: meses.rows.reverse(),
  };
}
