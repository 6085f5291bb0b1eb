import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import type { TestDb } from '../testing/db.ts';
import { principal } from '../testing/swaps.ts';
import { pedidoDeTeste } from '../testing/pedidos.ts';
import { aggregates } from '../contexts.ts';
import { fold } from './decider.ts';
import { readStream } from './store.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * The decider's `evolve` (one inert scope per machine) against XState's own pure `transition` (a new actor per call):
 * every stream the demo data and the orders' whole flows record, folded both ways, gives the same state and context
 * after every event.
 */
describe('transicao folds every recorded stream as XState’s transition does', () => {
  let tdb: TestDb;
  const now = () => new Date();

  beforeAll(async () => {
    tdb = await bancoComDemo('portal_transicao', { vehicles: 40 }, now);
    const admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    const dealer = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    await pedidoDeTeste(tdb.db, now, { admin, dealer }, { ate: 'faturamentoRegular' });
    await pedidoDeTeste(tdb.db, now, { admin, dealer }, { prePagamento: true, ate: 'inserirBoletos' });
  }, 180_000);
  afterAll(async () => tdb?.drop());

  it('the same snapshot after each event, for every stream type', async () => {
    const streams = await tdb.db.selectFrom('events').select(['stream_id', 'stream_type']).distinct().execute();
    const tipos = new Set<string>();
    let eventos = 0;
    for (const { stream_id, stream_type } of streams) {
      const agg = aggregates[stream_type];
      if (!agg) continue;
      const evs = await readStream(tdb.db, stream_id);
      // the fold machine, as `fold` uses it: rule guards always true
      const machine = agg.machine.provide({ guards: Object.fromEntries(agg.ruleGuards.map((g) => [g, () => true])) });
      let esperado: AnyMachineSnapshot = initialTransition(machine)[0];
      for (let i = 0; i < evs.length; i++) {
        esperado = transition(machine, esperado, evs[i]!.data as never)[0];
        const nosso = fold(agg, evs.slice(0, i + 1));
        expect([nosso.value, nosso.context], `${stream_id} após o evento ${i + 1}`).toEqual([esperado.value, esperado.context]);
        eventos++;
      }
      tipos.add(stream_type);
    }
    // the demo and the two orders record accounts, vehicles, KPI vehicles and orders at least
    for (const t of ['conta', 'veiculo', 'kpi-veiculo', 'pedido']) expect(tipos).toContain(t);
    expect(eventos).toBeGreaterThan(100);
  });
});
