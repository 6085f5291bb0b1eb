import { beforeAll, describe, expect, it } from 'vitest';
import { appDaSuite } from '../testing/suite.ts';
import { estatisticasDosCorpos } from './corpo-em-cache.ts';

const t = appDaSuite();
let admin: string, dealer: string;
beforeAll(async () => ({ admin, dealer } = await t.entrar({ admin: 'admin', dealer: 'dealer.morumbi' })));

describe('serialized bodies of cached reads', () => {
  it('sends the same body again while the tables are unchanged, and the new one after a write', async () => {
    const pedir = () => t.call('GET', 'participantes/todos?page=1&per_page=5', { token: admin });
    const a = await pedir();
    expect(a.statusCode).toBe(200);
    const antes = estatisticasDosCorpos();
    const b = await pedir();
    expect(b.statusCode).toBe(200);
    expect(b.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(b.body).toBe(a.body);
    expect(estatisticasDosCorpos().reusados).toBe(antes.reusados + 1);
    const primeiro = (a.json() as { data: { rows: { id: number; nome: string }[] } }).data.rows[0]!;
    await t.tdb.db.updateTable('participantes').set({ nome: 'AAA Renomeado' }).where('id', '=', primeiro.id).execute();
    const c = await pedir();
    expect((c.json() as { data: { rows: { nome: string }[] } }).data.rows[0]!.nome).toBe('AAA Renomeado');
  });

  it('keeps each caller its own answer: a dealer and an administrator asking the same list', async () => {
    const lista = (token: string) => t.call('POST', 'relatorios/visao/geral/listar', { token, body: { page: 1, per_page: 10 } });
    const [adm1, dea1] = [await lista(admin), await lista(dealer)];
    const [adm2, dea2] = [await lista(admin), await lista(dealer)];
    expect(adm2.body).toBe(adm1.body);
    expect(dea2.body).toBe(dea1.body);
    const total = (r: { json(): unknown }) => (r.json() as { data: { total: number } }).data.total;
    expect(total(dea1)).toBeLessThan(total(adm1));
    expect(total(dea1)).toBeGreaterThan(0);
  });

  it('a vehicle written by any statement shows in the next answer of the list', async () => {
    const lista = () => t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body: { page: 1, per_page: 5 } });
    const a = await lista();
    const linha = (a.json() as { data: { rows: { id: number; corExterna: string }[] } }).data.rows[0]!;
    await t.tdb.db.updateTable('veiculos').set({ cor_externa: 'Verde Teste' }).where('id', '=', linha.id).execute();
    const b = await lista();
    expect((b.json() as { data: { rows: { id: number; corExterna: string }[] } }).data.rows[0]).toMatchObject({ id: linha.id, corExterna: 'Verde Teste' });
  });
});
