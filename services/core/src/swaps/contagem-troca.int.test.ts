import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestDb } from '../testing/db.ts';
import { bancoComDemo } from '../testing/demo.ts';
import { principal, veiculoDe } from '../testing/swaps.ts';
import type { Principal } from '../access/principal.ts';
import { rebuildProjections } from '../contexts.ts';
import { alterarStatus, bloquearTroca, novaAlocacao } from '../vehicles/commands.ts';
import { contadorConfere } from '../vehicles/contagens.ts';
import { compilarTroca, listarTroca, type FiltroListarTroca } from './queries.ts';

/**
 * The swap screen's vehicle lists (`solicitar`, `selecao`) sum their total from `veiculos_contagens_troca` whenever the
 * filter names only the counter's columns: for every actor, list and filter the total equals the vehicles the list
 * pages through; the counter follows a block for swap, a status change and a move to another dealer in the
 * transaction that writes the vehicle, and the rebuild reports and puts right a counter written by hand.
 */
let t: TestDb;
const now = new Date('2026-11-24T15:00:00Z');
const deps = () => ({ db: t.db, now: () => now });
const ctx = { correlationId: 'contagem-troca' };
let admin: Principal, morumbi: Principal, grupo: Principal, barra: Principal, brasilia: Principal;

/** The list's total and how many vehicles it pages through (every row on one page). */
async function lista(actor: Principal, f: FiltroListarTroca) {
  const r = await listarTroca(t.db, actor, now, { ...f, page: 1, per_page: 1000 });
  return { total: r.total, linhas: r.rows.length };
}
const total = async (actor: Principal, f: FiltroListarTroca) => (await lista(actor, f)).total;
/** Which table the list's total reads. */
const contaEm = async (actor: Principal, f: FiltroListarTroca) =>
  /from veiculos_contagens_troca v/.test((await compilarTroca(t.db, actor, now, { ...f, page: 1, per_page: 1000 })).count.sql) ? 'contador' : 'veiculos';
async function confere() {
  expect(await contadorConfere(t.db, 'veiculos_contagens_troca')).toBe(true);
  const quantas = async (tabela: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(tabela)}`.execute(t.db)).rows[0]!.n);
  expect(await quantas('veiculos_contagens_troca_pendentes')).toBe(0);
}

beforeAll(async () => {
  t = await bancoComDemo('contagem_troca', {}, () => now);
  admin = await principal(t.db, 'admin@demo.portal.com.br');
  morumbi = await principal(t.db, 'dealer.morumbi@demo.portal.com.br');
  grupo = await principal(t.db, 'grupo.autostar@demo.portal.com.br');
  barra = await principal(t.db, 'dealer.barra@demo.portal.com.br');
  brasilia = await principal(t.db, 'dealer.brasilia@demo.portal.com.br');
  // the demo's Cota vehicles in four kinds, so every dealer has Cota and Troca, blocked and free: kept, offered for swap,
  // offered and blocked, blocked in Cota; and a few more offered at dealers inside and outside Autostar's group
  const cota = await t.db.selectFrom('veiculos').select('id').where('status', '=', 0).where('concessionaria_id', 'is not', null).orderBy('id').execute();
  const ids = (resto: number) => cota.filter((_, i) => i % 4 === resto).map((v) => v.id);
  const feitos = [
    ...(await alterarStatus(deps(), admin, { veiculoId: [...ids(1), ...ids(2)], status: 11 }, ctx)),
    ...(await bloquearTroca(deps(), admin, { bloquearTroca: true, veiculosBloquear: [...ids(2), ...ids(3)] }, ctx)),
  ];
  expect(feitos.map((r) => r.status)).toEqual(feitos.map(() => 1));
  for (const dono of [morumbi, grupo, barra, brasilia, barra]) await veiculoDe(t.db, () => now, admin, dono, { troca: true });
});
afterAll(async () => t?.drop());

describe('total das listas de troca pelo contador', () => {
  it('os dados têm veículos em Cota e Troca, bloqueados e livres, em dealers dentro e fora do grupo', async () => {
    const r = await sql<{ status: number; bloqueado_troca: boolean; dealers: number; grupos: number }>`
      select status, bloqueado_troca, count(distinct concessionaria_id)::int as dealers, count(distinct concessionaria_grupo_id)::int as grupos
      from veiculos where status in (0, 11) group by 1, 2 order by 1, 2`.execute(t.db);
    expect(r.rows.map((x) => [x.status, x.bloqueado_troca])).toEqual([
      [0, false],
      [0, true],
      [11, false],
      [11, true],
    ]);
    for (const x of r.rows) expect(x.dealers, `${x.status} ${x.bloqueado_troca}`).toBeGreaterThan(1);
    expect(r.rows.find((x) => x.status === 11 && !x.bloqueado_troca)!.grupos).toBeGreaterThan(1);
    await confere();
  });

  it('cada combinação de filtros soma do contador o mesmo que os veículos que a lista mostra', async () => {
    // the filters' values from the vehicles offered for swap (so most combinations match some)
    const v = await t.db
      .selectFrom('veiculos')
      .select(['concessionaria_id', 'modelo_id', 'derivativo_id', 'descricao_id', 'ano_modelo_id', 'mes_disponibilidade'])
      .where('status', '=', 11)
      .where('bloqueado_troca', '=', false)
      .where('concessionaria_id', '<>', morumbi.concessionariaId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const meses = (await t.db.selectFrom('veiculos').select('mes_disponibilidade').distinct().where('mes_disponibilidade', 'is not', null).execute()).map(
      (x) => x.mes_disponibilidade!,
    );
    const filtros: FiltroListarTroca[] = [
      {},
      { jaguar: true },
      { landrover: true },
      { jaguar: true, landrover: true },
      { tipoModeloAgrupadoId: v.modelo_id },
      { derivativoId: v.derivativo_id },
      { descricaoId: v.descricao_id },
      { anoModeloId: v.ano_modelo_id },
      { mesDe: v.mes_disponibilidade },
      { mesDe: meses.slice(0, 2) },
      { concessionariaId: v.concessionaria_id },
      { tipoModeloAgrupadoId: v.modelo_id, anoModeloId: v.ano_modelo_id, mesDe: meses },
      { landrover: true, concessionariaId: v.concessionaria_id, derivativoId: v.derivativo_id },
      { derivativoId: -1 },
    ];
    let vistos = 0;
    for (const [nome, ator] of Object.entries({ admin, morumbi, grupo, barra }))
      for (const lado of [{ solicitar: true }, { selecao: true }])
        for (const filtro of filtros) {
          const f = { ...lado, ...filtro };
          const r = await lista(ator, f);
          expect(await contaEm(ator, f), `${nome} ${JSON.stringify(f)}`).toBe('contador');
          expect(r.total, `${nome} ${JSON.stringify(f)}`).toBe(r.linhas);
          vistos += r.total;
        }
    expect(vistos).toBeGreaterThan(0);
    // the scopes differ: a dealer does not see its own vehicles to ask for, a group user none of its group's
    const [todos, semMorumbi, semGrupo] = [
      await total(admin, { solicitar: true }),
      await total(morumbi, { solicitar: true }),
      await total(grupo, { solicitar: true }),
    ];
    expect(todos).toBeGreaterThan(semMorumbi);
    expect(semMorumbi).toBeGreaterThan(semGrupo);
  });

  it('Chassi, Pedido e período de disponibilidade contam os veículos, com o mesmo total que as linhas', async () => {
    const v = await t.db
      .selectFrom('veiculos')
      .select(['chassi', 'pedido', sql<string>`to_char(data_disponibilidade, 'YYYY-MM-DD')`.as('dia')])
      .where('status', '=', 11)
      .where('bloqueado_troca', '=', false)
      .where('concessionaria_id', '=', barra.concessionariaId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const f of [
      { solicitar: true, chassi: v.chassi },
      { solicitar: true, pedido: [v.pedido, 'nenhum'] },
      { solicitar: true, dataDeDisponibilidade: '2000-01-01' },
      { selecao: true, dataAteDisponibilidade: v.dia ?? '2026-01-01' },
    ]) {
      const ator = f.selecao ? barra : morumbi;
      expect(await contaEm(ator, f), JSON.stringify(f)).toBe('veiculos');
      const r = await lista(ator, f);
      expect(r.total, JSON.stringify(f)).toBe(r.linhas);
    }
    expect((await lista(morumbi, { solicitar: true, chassi: v.chassi })).total).toBe(1);
  });

  it('segue o bloqueio e o desbloqueio para troca, a volta para Cota, a alocação a outro dealer e o bloqueio do pedido', async () => {
    const v = await t.db
      .selectFrom('veiculos')
      .select('id')
      .where('status', '=', 11)
      .where('bloqueado_troca', '=', false)
      .where('concessionaria_id', '=', barra.concessionariaId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const estado = async () => ({
      pedir: await total(morumbi, { solicitar: true }),
      barra: await total(barra, { selecao: true }),
      brasilia: await total(brasilia, { selecao: true }),
    });
    const passo = async (mudanca: () => Promise<{ status: number }[]>, esperado: { pedir: number; barra: number; brasilia: number }) => {
      const antes = await estado();
      expect((await mudanca()).map((r) => r.status)).toEqual([1]);
      const depois = await estado();
      expect({ pedir: depois.pedir - antes.pedir, barra: depois.barra - antes.barra, brasilia: depois.brasilia - antes.brasilia }).toEqual(esperado);
      for (const [ator, f] of [
        [morumbi, { solicitar: true }],
        [barra, { selecao: true }],
        [brasilia, { selecao: true }],
      ] as const) {
        const r = await lista(ator, f);
        expect(r.total).toBe(r.linhas);
      }
      await confere();
    };
    await passo(() => bloquearTroca(deps(), admin, { bloquearTroca: true, veiculosBloquear: [v.id] }, ctx), { pedir: -1, barra: -1, brasilia: 0 });
    await passo(() => bloquearTroca(deps(), admin, { bloquearTroca: false, veiculosBloquear: [v.id] }, ctx), { pedir: 1, barra: 1, brasilia: 0 });
    // back to Cota: no longer offered to the others, still one the dealer can offer
    await passo(() => alterarStatus(deps(), admin, { veiculoId: [v.id], status: 0 }, ctx), { pedir: -1, barra: 0, brasilia: 0 });
    await passo(() => novaAlocacao(deps(), admin, { veiculoIds: [v.id], concessionariaId: brasilia.concessionariaId }, ctx), {
      pedir: 0,
      barra: -1,
      brasilia: 1,
    });
    await passo(() => alterarStatus(deps(), admin, { veiculoId: [v.id], status: 11 }, ctx), { pedir: 1, barra: 0, brasilia: 0 });
    await passo(() => alterarStatus(deps(), admin, { veiculoId: [v.id], status: 0 }, ctx), { pedir: -1, barra: 0, brasilia: 0 });
    await passo(() => alterarStatus(deps(), admin, { veiculoId: [v.id], status: 5, motivo: 'teste' }, ctx), { pedir: 0, barra: 0, brasilia: -1 });
  });

  it('o rebuild reconta o contador, igual ao vivo, e mostra e corrige um contador escrito à mão', async () => {
    // the whole rebuild (`pnpm projections rebuild --verify`): the vehicles' read model rewritten, every counter recounted
    const tudo = await rebuildProjections(t.db);
    expect(tudo.find((r) => r.projection === 'veiculos_contagens_troca')).toMatchObject({ equal: true });
    await confere();
    const certo = await total(morumbi, { solicitar: true });
    await sql`update veiculos_contagens_troca set n = n + 1 where ctid = (select ctid from veiculos_contagens_troca where status = 11 and concessionaria_id <> ${morumbi.concessionariaId} limit 1)`.execute(
      t.db,
    );
    await sql`delete from veiculos_contagens_troca where ctid = (select ctid from veiculos_contagens_troca where status = 0 limit 1)`.execute(t.db);
    expect(await contadorConfere(t.db, 'veiculos_contagens_troca')).toBe(false);
    const [r] = await rebuildProjections(t.db, ['veiculos_contagens_troca']);
    expect(r).toMatchObject({ projection: 'veiculos_contagens_troca', equal: false });
    expect(r!.differences.some((d) => /^veiculos_contagens_troca: ausente antes/.test(d))).toBe(true);
    await confere();
    expect(await total(morumbi, { solicitar: true })).toBe(certo);
  });
});
