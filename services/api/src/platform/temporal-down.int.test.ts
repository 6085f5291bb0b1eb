import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { expiracaoTrocaWorkflowId } from '@portal/contracts/swaps/workflows';
import { buildApp } from '../app.ts';
import { connectTemporal, temporalEmailDispatcher, temporalPlugin } from './temporal.ts';
// the dev-server harness lives in @portal/workflows; the API test drives it as the running portal does
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../../../workflows/src/temporal-dev.ts';

const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321' };

/**
 * Temporal away when the API starts (a deployment where it comes up later, or is being restarted): the API starts anyway,
 * its writes answer (the workflow starts they could not make stay pending for the worker's sweeps), and the same client
 * reaches Temporal once it is up — no API restart.
 */
describe('the API starts and answers while Temporal is down, and uses it once it is up', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer | null = null;
  let app: FastifyInstance;
  let address: string;
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const now = () => new Date();
  const call = (method: 'POST', url: string, token: string | null, body: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });

  beforeAll(async () => {
    tdb = await createTestDb('portal_api_temporal_fora');
    await seedDemo({ db: tdb.db, tokens, now, appUrl: 'http://portal.test' }, { vehicles: 0 });
    // nothing listens here yet
    address = `127.0.0.1:${await freePort()}`;
    const t = await connectTemporal(address);
    app = await buildApp({ db: tdb.db, tokens, now, appUrl: 'http://portal.test', rateLimitMax: 1000, emails: temporalEmailDispatcher(t.client, 1000) });
    await app.register(temporalPlugin, { client: t.client });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await temporal?.stop();
    await tdb?.drop();
  });

  it('starts, signs in, takes a swap request and a reset-link request; the expiry waits for the sweep', async () => {
    const entrar = await call('POST', 'participantes/entrar', null, { email: 'dealer.morumbi@demo.portal.com.br', password: DEMO_PASSWORD });
    expect(entrar.statusCode, entrar.body).toBe(200);
    const token = entrar.json().data.accessToken as string;
    const [admin, morumbi, barra] = await Promise.all(['admin', 'dealer.morumbi', 'dealer.barra'].map((e) => principal(tdb.db, `${e}@demo.portal.com.br`)));
    const alvo = await veiculoDe(tdb.db, now, admin!, barra!, { troca: true });
    const oferta = await veiculoDe(tdb.db, now, admin!, morumbi!);
    const r = await call('POST', 'veiculos/troca/solicita', token, { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data[0].id as number;
    const pendente = await tdb.db.selectFrom('trocas_expiracao').select('iniciado_em').where('troca_id', '=', id).executeTakeFirstOrThrow();
    expect(pendente.iniciado_em).toBeNull();
    // the e-mail is in the outbox; its delivery workflow could not start and the worker's sweep will send it
    const link = await call('POST', 'participantes/gerarLinkSenha/publico', null, { email: 'dealer.barra@demo.portal.com.br' });
    expect(link.statusCode, link.body).toBeLessThan(300);
  });

  it('once Temporal listens on that address, the same client starts the next expiry at once', async () => {
    temporal = await startTemporalDevServer({ headless: true, port: Number(address.split(':')[1]) });
    const token = (await call('POST', 'participantes/entrar', null, { email: 'dealer.jardins@demo.portal.com.br', password: DEMO_PASSWORD })).json().data
      .accessToken as string;
    const [admin, jardins, barra] = await Promise.all(['admin', 'dealer.jardins', 'dealer.barra'].map((e) => principal(tdb.db, `${e}@demo.portal.com.br`)));
    // the channel may need a moment to notice the server: each request answers either way, and once connected it starts at once
    let id = 0;
    let iniciado: Date | null = null;
    for (let tentativa = 0; tentativa < 10 && !iniciado; tentativa++) {
      const alvo = await veiculoDe(tdb.db, now, admin!, barra!, { troca: true });
      const oferta = await veiculoDe(tdb.db, now, admin!, jardins!);
      const r = await call('POST', 'veiculos/troca/solicita', token, { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato });
      expect(r.statusCode, r.body).toBe(200);
      id = r.json().data[0].id as number;
      iniciado = (await tdb.db.selectFrom('trocas_expiracao').select('iniciado_em').where('troca_id', '=', id).executeTakeFirstOrThrow()).iniciado_em;
      if (!iniciado) await new Promise((r) => setTimeout(r, 500));
    }
    expect(iniciado).toBeInstanceOf(Date);
    const d = await app.temporal.workflow.getHandle(expiracaoTrocaWorkflowId(id)).describe();
    expect(d.status.name).toBe('RUNNING');
  });
});
