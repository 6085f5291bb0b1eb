import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTA_MINHAS_TROCAS } from '@portal/contracts/access/catalog';
import { bancoComDemo } from '../../testing/demo.ts';
import type { TestDb } from '../../testing/db.ts';
import { up } from './2026-11-27T1300-menu-minhas-trocas.ts';

let t: TestDb;
beforeAll(async () => {
  t = await bancoComDemo('portal_menu_minhas', { vehicles: 0 });
}, 120_000);
afterAll(async () => t?.drop());

const submenus = () => t.db.selectFrom('submenus').select(['id', 'menu_id', 'rota_url', 'ordem', 'descricao']).orderBy('menu_id').orderBy('ordem').execute();
const direitos = async (rota: string) =>
  (
    await t.db
      .selectFrom('perfil_submenus as ps')
      .innerJoin('submenus as s', 's.id', 'ps.submenu_id')
      .select(['ps.perfil_id', 'ps.read', 'ps.edit'])
      .where('s.rota_url', '=', rota)
      .orderBy('ps.perfil_id')
      .execute()
  ).map((r) => [r.perfil_id, r.read, r.edit]);

describe('migration 2026-11-27T1300: Minhas Trocas gets its own menu entry (spec stock-billing-swaps §2.7)', () => {
  it('the seed already has it after Trocas, with the rights of /trade', async () => {
    const s = await submenus();
    const trade = s.find((x) => x.rota_url === '/trade')!;
    expect(s.find((x) => x.rota_url === ROTA_MINHAS_TROCAS)).toMatchObject({ descricao: 'Minhas Trocas', ordem: trade.ordem + 1 });
    expect(await direitos(ROTA_MINHAS_TROCAS)).toEqual(await direitos('/trade'));
  });

  it('a database seeded before gets it after Trocas, the menu order kept, each profile with its /trade rights; run again it changes nothing', async () => {
    await t.db.deleteFrom('submenus').where('rota_url', '=', ROTA_MINHAS_TROCAS).execute();
    const antes = await submenus();
    await up(t.db);
    await up(t.db);
    const depois = await submenus();
    expect(depois.filter((x) => x.rota_url === ROTA_MINHAS_TROCAS)).toHaveLength(1);
    const trade = depois.find((x) => x.rota_url === '/trade')!;
    expect(depois.find((x) => x.rota_url === ROTA_MINHAS_TROCAS)!.ordem).toBe(trade.ordem + 1);
    // the other entries keep their relative order
    expect(depois.filter((x) => x.rota_url !== ROTA_MINHAS_TROCAS).map((x) => x.id)).toEqual(antes.map((x) => x.id));
    const rights = await direitos(ROTA_MINHAS_TROCAS);
    expect(rights.length).toBeGreaterThan(0);
    expect(rights).toEqual(await direitos('/trade'));
  });
});
