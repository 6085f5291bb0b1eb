import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ABA_VAREJO } from '@portal/contracts/imports/abas/varejo';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { csv } from '@portal/core/testing/imports';
import { appDaSuite } from '../testing/suite.ts';
import { importarPlanilha } from '../testing/importar.ts';

/**
 * The KPIs' new-vehicle sales count imported retail only, as the home reports do (docs/decisions.md "Imported data, one
 * rule"): the demo's formula rows of `varejo_mensal` are not a dealer's sales; a Varejo import of the month is.
 */
const t = appDaSuite({ agora: '2026-06-10T13:00:00Z' });
let admin: string, morumbi: string, jardins: string;
let dMorumbi: number;
// May 2026: cycle 202605 of fiscal year 2027
const q = (dealer: number, mes = 5) => `kpi/resumo/dealer?ano=2026&mesId=${mes}&concessionariaId=${dealer}`;
const novos = async (token: string) => (await t.call('GET', q(dMorumbi), { token })).json().data.valores.totalVendaVeiculosNovos;

beforeAll(async () => {
  ({ admin, morumbi, jardins } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', jardins: 'dealer.jardins' }));
  dMorumbi = (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
});

describe('KPI new-vehicle sales from imported retail only', () => {
  it('leaves the demo rows out and counts a Varejo import of the month', async () => {
    const demo = await sql<{ q: number }>`
      select coalesce(sum(quantidade), 0)::int q from varejo_mensal where fonte = 'demo' and concessionaria_id = ${dMorumbi} and ano = 2026 and mes = 5`.execute(
      t.tdb.db,
    );
    expect(demo.rows[0]!.q).toBeGreaterThan(0);
    expect(await novos(morumbi)).toBe(0);

    const modelos = await t.tdb.db.selectFrom('modelos').select('descricao').orderBy('id').limit(2).execute();
    const arquivo = csv([ABA_VAREJO.colunas.map((c) => c.nome), ['JLR001', modelos[0]!.descricao, '7'], ['JLR001', modelos[1]!.descricao, '4']]);
    expect(await importarPlanilha(t, admin, 'importacoes/varejo?ano=2027&cicloId=202605', 'varejo.csv', arquivo)).toBe(2);
    expect(await novos(morumbi)).toBe(11);
    expect(await novos(admin)).toBe(11);
  });

  it('refuses a month that is not one (400 in pt-BR) and another dealer’s figures (404)', async () => {
    const r = await t.call('GET', q(dMorumbi, 13), { token: morumbi });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatch(/[a-zà-ú]/i);
    const outro = await t.call('GET', q(dMorumbi), { token: jardins });
    expect(outro.statusCode).toBe(404);
    expect(outro.json().errors).toEqual([kpiMsg.dealerInexistente]);
  });
});
