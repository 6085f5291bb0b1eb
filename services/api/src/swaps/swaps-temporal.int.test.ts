import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { SINAIS_TROCA, expiracaoTrocaWorkflowId } from '@portal/contracts/swaps/workflows';
import { buildApp } from '../app.ts';
import { connectTemporal, temporalPlugin } from '../platform/temporal.ts';
// the worker and the dev-server harness live in @portal/workflows; the API test drives them as the running portal does
import { createWorker, type PortalWorker } from '../../../../workflows/src/worker.ts';
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../../../workflows/src/temporal-dev.ts';

const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321' };

describe('the API starts and signals expiracao-troca-<trocaId> through Temporal', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let app: FastifyInstance;
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const now = () => new Date();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email, password: DEMO_PASSWORD } })).json().data.accessToken as string;

  beforeAll(async () => {
    [tdb, temporal] = await Promise.all([createTestDb('portal_api_swaps_tp'), startTemporalDevServer({ headless: true })]);
    await seedDemo({ db: tdb.db, tokens, now, appUrl: 'http://portal.test' }, { vehicles: 0 });
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: await freePort(), from: 'Portal <nao-responda@portal.local>' },
    });
    running = worker.run();
    const t = await connectTemporal(temporal.address);
    app = await buildApp({ db: tdb.db, tokens, now, appUrl: 'http://portal.test', rateLimitMax: 1000 });
    await app.register(temporalPlugin, { client: t.client });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await worker?.shutdown();
    await running?.catch(() => {});
    await temporal?.stop();
    await tdb?.drop();
  });

  it('a request starts its workflow at once; the answers end it by signal, the closed request too', async () => {
    const [admin, morumbi, barra, brasilia] = await Promise.all(
      ['admin', 'dealer.morumbi', 'dealer.barra', 'dealer.brasilia'].map((e) => principal(tdb.db, `${e}@demo.portal.com.br`)),
    );
    const [tMorumbi, tBarra, tBrasilia] = (await Promise.all(
      ['dealer.morumbi', 'dealer.barra', 'dealer.brasilia'].map((e) => login(`${e}@demo.portal.com.br`)),
    )) as [string, string, string];
    const alvo = await veiculoDe(tdb.db, now, admin!, barra!, { troca: true });
    const oferta = await veiculoDe(tdb.db, now, admin!, morumbi!);
    const outra = await veiculoDe(tdb.db, now, admin!, brasilia!);

    const r1 = await call('POST', 'veiculos/troca/solicita', tMorumbi, { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato });
    const r2 = await call('POST', 'veiculos/troca/solicita', tBrasilia, { veiculoInteresseId: alvo, veiculosPropostos: [outra], ...contato });
    const [id1, id2] = [r1.json().data[0].id as number, r2.json().data[0].id as number];
    for (const id of [id1, id2]) {
      const d = await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(id)).describe();
      expect(d.status.name).toBe('RUNNING');
      expect(
        (await tdb.db.selectFrom('trocas_expiracao').select('iniciado_em').where('troca_id', '=', id).executeTakeFirstOrThrow()).iniciado_em,
      ).toBeInstanceOf(Date);
    }

    const ok = await call('POST', 'veiculos/troca/pedido/aceitar', tBarra, { veiculoTrocaPedidoId: id1, veiculoPropostoId: oferta });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(id1)).result()).toEqual({ resultado: 'respondida', sinal: SINAIS_TROCA.aceita });
    expect(await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(id2)).result()).toEqual({ resultado: 'respondida', sinal: SINAIS_TROCA.encerrada });
  });
});
