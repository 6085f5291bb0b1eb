import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { concluirProcessamento, distribuirModelos, entradasDoPlano, iniciarProcessamento } from '@portal/core/order-call/index';
import { appDaSuite } from '../testing/suite.ts';

/**
 * The production plan and the order call distribute over the managed model types (/modelo, `configuracoes/tipo-modelo`),
 * not over the vehicles' models: a model type's annual plan, retail and stock are those of the vehicle models of its
 * name (docs/decisions.md "Model types of the plan and the order call"). Over HTTP and real PostgreSQL.
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
let admin: string, morumbi: string, jardins: string;
beforeAll(async () => ({ admin, morumbi, jardins } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', jardins: 'dealer.jardins' })));
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
type Modelo = { id: number; descricao: string; marca: { id: number; nome: string } };
const modelosDoPlano = async () => data<Modelo[]>(await t.call('GET', 'order-call/fcst/modelo', { token: admin }));
const novoTipo = async (descricao: string) => {
  const r = await t.call('POST', 'configuracoes/tipo-modelo', { token: admin, body: { descricao } });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ id: number }>(r).id;
};
const contarPlanos = async () => Number((await sql<{ n: string }>`select count(*) n from planos_producao`.execute(t.tdb.db)).rows[0]!.n);

describe('model types of the production plan and the order call', () => {
  let fpace: number;
  let planoId: number;

  it('are the model types registered at /modelo, with the brand of the vehicle models of their name', async () => {
    // the demo's vehicle models are no model types until someone registers them
    expect(await modelosDoPlano()).toEqual([]);
    fpace = await novoTipo('f-pace');
    const novo = await novoTipo('Modelo Sem Veículos');
    const jaguar = await t.tdb.db.selectFrom('marcas').select(['id', 'nome']).where('nome', '=', 'Jaguar').executeTakeFirstOrThrow();
    expect(await modelosDoPlano()).toEqual([
      { id: fpace, descricao: 'f-pace', marca: { id: jaguar.id, nome: 'Jaguar' } },
      { id: novo, descricao: 'Modelo Sem Veículos', marca: { id: 0, nome: ocmsg.semMarca } },
    ]);
  });

  it('refuses a vehicle model that is no model type (400, nothing written)', async () => {
    const antes = await contarPlanos();
    const r = await t.call('POST', 'order-call/fcst', {
      token: admin,
      body: { ano: 2027, mes: 11, modelos: [{ descricao: 'E-PACE', ciclos: [{ id: 202611, quantidade: 5 }] }] },
    });
    expect(r.statusCode).toBe(400);
    expect((r.json() as { errors: string[] }).errors).toEqual([ocmsg.modeloInvalido('E-PACE')]);
    expect(await contarPlanos()).toBe(antes);
  });

  it('weigh each dealer by the annual plan, retail and stock of the vehicle models of the type’s name', async () => {
    const r = await t.call('POST', 'order-call/fcst', {
      token: admin,
      body: { ano: 2027, mes: 11, modelos: [{ id: fpace, ciclos: [{ id: 202611, quantidade: 50 }] }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    planoId = data<{ id: number }>(r).id;
    const e = await entradasDoPlano(t.tdb.db, planoId);
    expect(e.plano).toEqual([{ tipoModeloId: fpace, cicloId: 202611, quantidade: 50 }]);
    const anual = await sql<{ d: number; q: number }>`
      select p.concessionaria_id d, p.quantidade q from plano_anual p join modelos m on m.id = p.modelo_id
      where m.descricao = 'F-PACE' and p.ano_fiscal = 2027 and p.quantidade > 0`.execute(t.tdb.db);
    expect(anual.rows.length).toBeGreaterThan(0);
    const doTipo = new Map(e.planoAnual.filter((x) => x.tipoModeloId === fpace).map((x) => [x.concessionariaId, x.quantidade]));
    for (const x of anual.rows) expect(doTipo.get(x.d)).toBe(x.q);
    expect(e.planoAnual.every((x) => x.tipoModeloId === fpace)).toBe(true);
    expect(e.varejo.every((x) => x.tipoModeloId === fpace)).toBe(true);

    const run = 'run-tipos';
    await distribuirModelos(t.tdb.db, planoId, run, await iniciarProcessamento(t.tdb.db, planoId, run, 'Teste', t.clock.now));
    await concluirProcessamento(t.tdb.db, planoId, run, t.clock.now);
    const d = data<{
      concessionaria: {
        codigoDealer: string;
        tipoModelo: { tipoModeloId: number; nomeTipoModelo: string; marca: string; ciclo: { quantidadeFinal: number }[] }[];
      }[];
    }>(await t.call('POST', 'order-call/obter-dados', { token: admin, body: { orderCallId: planoId } }));
    const celulas = d.concessionaria.flatMap((c) => c.tipoModelo);
    expect(new Set(celulas.map((c) => `${c.tipoModeloId} ${c.nomeTipoModelo} ${c.marca}`))).toEqual(new Set([`${fpace} f-pace Jaguar`]));
    expect(celulas.flatMap((c) => c.ciclo).reduce((s, c) => s + c.quantidadeFinal, 0)).toBe(50);
  });

  it('a dealer reads only its own cells; another dealer’s answers 404', async () => {
    const morumbiId = (await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
    const proprio = await t.call('POST', 'order-call/obter-dados', { token: morumbi, body: { orderCallId: planoId } });
    expect(proprio.statusCode, proprio.body).toBe(200);
    expect(data<{ concessionaria: { codigoDealer: string }[] }>(proprio).concessionaria.map((c) => c.codigoDealer)).toEqual(['JLR001']);
    const outro = await t.call('GET', `order-call/${planoId}/explicacao?concessionariaId=${morumbiId}&tipoModeloId=${fpace}&cicloId=202611`, {
      token: jardins,
    });
    expect(outro.statusCode).toBe(404);
  });
});
