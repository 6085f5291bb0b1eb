import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import type { TestDb } from '../../testing/db.ts';
import type { DefinicaoImportacao, ParametrosImportacao } from '../definicao.ts';
import { emplacamento } from './emplacamento.ts';
import { floorPlan } from './floor-plan.ts';
import { relatorios } from './relatorios.ts';
import { importar } from './importar-de-teste.ts';
import { bancoComDemo } from '../../testing/demo.ts';

let tdb: TestDb;
let d1: number, defender: number;
const clock = { now: new Date('2026-11-23T13:00:00Z') };
beforeAll(async () => {
  tdb = await bancoComDemo('portal_imp_abas2', { vehicles: 3 }, () => clock.now);
  d1 = (await tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
  defender = (await tdb.db.selectFrom('modelos').select('id').where('descricao', '=', 'Defender').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => tdb?.drop());

const rodar = <T, C>(def: DefinicaoImportacao<T, C>, params: ParametrosImportacao, rows: Record<string, string>[], id: number) =>
  importar(
    tdb.db,
    def,
    params,
    rows.map((celulas, i) => ({ numero: i + 2, celulas })),
    id,
  );

describe('Emplacamento over real PostgreSQL', () => {
  it('a known chassis is OK, an unknown one a warning; run twice writes once; a later import replaces the registration', async () => {
    const conhecido = (await tdb.db.selectFrom('veiculos').select('chassi').executeTakeFirstOrThrow()).chassi;
    const rows: Record<string, string>[] = [
      { Chassi: conhecido, Dealer: 'JLR001', 'Data do Emplacamento': '01/01/2026', Placa: 'ABC1234' },
      { Chassi: 'SALGA2AE1PA999999', Dealer: 'JLR001', 'Data do Emplacamento': '02/01/2026' },
      { Chassi: 'SALGA2AE1PA999999', Dealer: 'JLR002', 'Data do Emplacamento': '03/01/2026' },
    ];
    for (let i = 0; i < 2; i++) expect((await rodar(emplacamento, {}, rows, 301)).map((r) => r.status)).toEqual([2, 7, 3]);
    const todos = () => tdb.db.selectFrom('emplacamentos').selectAll().orderBy('chassi').execute();
    expect((await todos()).filter((e) => e.importacao_id === 301)).toHaveLength(2);
    await rodar(emplacamento, {}, [{ Chassi: 'SALGA2AE1PA999999', Dealer: 'JLR002', 'Data do Emplacamento': '05/01/2026' }], 302);
    const e = (await todos()).find((x) => x.chassi === 'SALGA2AE1PA999999')!;
    expect([new Date(e.data_emplacamento).toISOString().slice(0, 10), e.importacao_id]).toEqual(['2026-01-05', 302]);
  });
});

describe('Floor Plan over real PostgreSQL', () => {
  it('idempotent, a later import of the same cycle replaces the dealer’s figures', async () => {
    const p = { ano: 2026, cicloId: 202505 };
    const fp = () => tdb.db.selectFrom('floor_plan').selectAll().where('ciclo_id', '=', 202505).where('concessionaria_id', '=', d1).execute();
    for (let i = 0; i < 2; i++) await rodar(floorPlan, p, [{ Dealer: 'JLR001', Limite: '1.000,00', Utilizado: '400' }], 401);
    expect((await fp()).map((x) => [Number(x.limite), Number(x.utilizado), x.importacao_id])).toEqual([[1000, 400, 401]]);
    await rodar(floorPlan, p, [{ Dealer: 'JLR001', Limite: '1000', Utilizado: '900' }], 402);
    expect((await fp()).map((x) => [Number(x.utilizado), x.importacao_id])).toEqual([[900, 402]]);
  });
});

describe('Relatórios over real PostgreSQL', () => {
  it('writes per type, cycle, indicator and key; idempotent; a later import replaces; an unknown type is refused', async () => {
    const p = { ano: 2026, cicloId: 202505, importacaoRelatorioTipoId: 1 };
    const rows = [
      { Indicador: 'RTL', Modelo: 'Defender', Valor: '12' },
      { Indicador: 'WS', Modelo: 'Defender', Valor: '15' },
    ];
    for (let i = 0; i < 2; i++) await rodar(relatorios, p, rows, 501);
    const vals = () =>
      tdb.db
        .selectFrom('relatorio_valores')
        .selectAll()
        .where('modelo_id', '=', defender)
        .where('ciclo_id', '=', 202505)
        .where('tipo_id', '=', 1)
        .orderBy('indicador')
        .execute();
    expect((await vals()).map((x) => [x.indicador, Number(x.valor), x.importacao_id])).toEqual([
      ['RTL', 12, 501],
      ['WS', 15, 501],
    ]);
    await rodar(relatorios, p, [{ Indicador: 'RTL', Modelo: 'Defender', Valor: '13' }], 502);
    expect((await vals()).map((x) => [x.indicador, Number(x.valor), x.importacao_id])).toEqual([
      ['RTL', 13, 502],
      ['WS', 15, 501],
    ]);
    await expect(relatorios.carregarContexto(tdb.db, { ...p, importacaoRelatorioTipoId: 9 })).rejects.toMatchObject({ errors: [imsg.tipoRelatorioInvalido] });
  });
});
