import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { TestDb } from '@portal/core/testing/db';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { solicitarTroca } from '@portal/core/swaps/commands';
import type { Principal } from '@portal/core/access/principal';
import { VARRER_CAIXA_SAIDA_ID } from '@portal/contracts/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { varrerAgoraSignal } from './signals.ts';
import { bancoETemporal, encerrar, sleep, until } from '../testing/ambiente.ts';

/** quoted-printable soft line breaks and escapes, the bytes read back as UTF-8 */
function decodeQp(raw: string): string {
  const s = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe("a notification's e-mail: from the swap's event, through the outbox sweep, to a real SMTP listener", () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let server: SMTPServer;
  const received: { to: string; raw: string }[] = [];

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_notif', { vehicles: 0 }));
    const port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port, from: 'Portal de Distribuição <nao-responda@portal.local>' },
      appUrl: 'http://portal.test',
    });
    running = worker.run();
  });

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb }, () => new Promise<void>((resolve) => server.close(() => resolve())));
  });

  it('a swap requested of my vehicle reaches my dealer by e-mail once, in pt-BR, with the link to the swap screen', async () => {
    const now = () => new Date();
    const quem = (u: string) => principal(tdb.db, `${u}@demo.portal.com.br`);
    const [admin, morumbi, barra] = [await quem('admin'), await quem('dealer.morumbi'), await quem('dealer.barra')];
    const veiculo = (dono: Principal, troca = false) => veiculoDe(tdb.db, now, admin, dono, { troca });
    const alvo = await veiculo(barra, true);
    await solicitarTroca(
      { db: tdb.db, now },
      morumbi,
      {
        veiculoInteresseId: alvo,
        veiculosPropostos: [await veiculo(morumbi)],
        contatoNome: 'Diego',
        contatoEmail: 'diego@morumbi.com.br',
        contatoTelefone: '(11) 98765-4321',
        comentario: null,
      },
      { correlationId: 'teste' },
    );

    await worker.client.workflow.getHandle(VARRER_CAIXA_SAIDA_ID).signal(varrerAgoraSignal);
    const mail = await until('o e-mail da notificação chegar ao SMTP', async () => received.find((m) => m.to === 'dealer.barra@demo.portal.com.br'));
    const body = decodeQp(mail.raw);
    // the subject in encoded words: 'Portal JLR: Troca solicitada de um veículo meu'
    expect(body.replace(/\?=?\s*=\?UTF-8\?Q\?/g, '')).toMatch(/Subject: =\?UTF-8\?Q\?Portal_JLR:_Troca_solicitada_de_um_veículo_meu/);
    expect(body).toContain('Olá, Beatriz Barra.');
    expect(body).toContain(`Diego Morumbi solicitou a troca do veículo nº ${alvo}.`);
    expect(body).toContain('http://portal.test/trade/minhas-trocas');

    // the sweep again: nothing twice; nobody else of the request's dealer side got it
    await worker.client.workflow.getHandle(VARRER_CAIXA_SAIDA_ID).signal(varrerAgoraSignal);
    await sleep(3000);
    expect(received.filter((m) => m.to === 'dealer.barra@demo.portal.com.br')).toHaveLength(1);
    expect(received.map((m) => m.to)).not.toContain('dealer.morumbi@demo.portal.com.br');
    expect(received.map((m) => m.to)).not.toContain('dealer.brasilia@demo.portal.com.br');
  });
});
