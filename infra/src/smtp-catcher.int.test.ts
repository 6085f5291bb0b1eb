import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { enqueueEmail } from '@portal/core/email/outbox';
import { createEmailActivities } from '@portal/workflows/email/activities';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';

describe('the development SMTP catcher', () => {
  let tdb: TestDb;
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    tdb = await createTestDb('portal_smtp_test');
    catcher = await startSmtpCatcher({ db: tdb.db, port: 0 });
  });
  afterAll(async () => {
    await catcher?.stop();
    await tdb?.drop();
  });

  it('stores what the e-mail activity sends, parsed; stopped, it refuses; started again, it listens on the same port', async () => {
    const port = catcher.port;
    expect(port).toBeGreaterThan(0);
    const { enviarEmail } = createEmailActivities({
      db: tdb.db,
      smtp: { host: '127.0.0.1', port, from: 'Portal de Distribuição <nao-responda@portal.local>' },
    });
    const id = await enqueueEmail(tdb.db, {
      para: 'joão@demo.portal.com.br',
      assunto: 'Redefinição de senha — Portal de Distribuição',
      texto: 'Olá João,\n\nAcesse: http://portal.test/redefinir-senha?userId=9&token=abc%2Fdef\n',
      html: '<p>Olá João,</p>',
    });

    await catcher.stop();
    expect(catcher.listening).toBe(false);
    await expect(enviarEmail(id)).rejects.toThrow(/ECONNREFUSED/);
    const failed = await tdb.db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed.tentativas).toBe(1);
    expect(failed.enviado_em).toBeNull();

    await catcher.start();
    expect(catcher.port).toBe(port);
    expect(await enviarEmail(id)).toBe('enviado');
    expect(await enviarEmail(id)).toBe('jaEnviado');

    const rows = await tdb.db.selectFrom('dev_emails_recebidos').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      de: 'nao-responda@portal.local',
      para: 'joão@demo.portal.com.br',
      assunto: 'Redefinição de senha — Portal de Distribuição',
      html: '<p>Olá João,</p>',
    });
    expect(rows[0]!.texto).toContain('http://portal.test/redefinir-senha?userId=9&token=abc%2Fdef');
  });
});
