import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '@portal/core/testing/db';
import { pdf } from '@portal/core/testing/arquivos';
import { ArmazenamentoEmDisco, CARENCIA_ARQUIVO_SOLTO_MS, anexarArquivo, descartarArquivo, registrarArquivo } from '@portal/core/storage/index';
import { VARRER_ARQUIVOS_ID } from '@portal/contracts/uploads/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { varrerArquivosAgoraSignal } from './workflows.ts';
import { bancoETemporal, encerrar, until as ate } from '../testing/ambiente.ts';

const HORA = 3600_000;

describe('varrer-arquivos over a real Temporal dev server, PostgreSQL and the disk storage', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let arm: ArmazenamentoEmDisco;
  let pasta: string;
  let adminId: number;
  const velho = () => new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA);
  const temLinha = async (id: string) => (await tdb.db.selectFrom('arquivos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  async function enviar(enviadoEm: Date): Promise<{ id: string; chave: string }> {
    const g = await arm.put(Readable.from([pdf(`arquivo ${randomUUID()}`)]), { tamanhoMaximo: 1e6 });
    const id = randomUUID();
    await registrarArquivo(tdb.db, {
      id,
      chave: g.chave,
      nome: 'documento.pdf',
      tipoConteudo: 'application/pdf',
      tamanho: g.tamanho,
      sha256: g.sha256,
      enviadoPorId: adminId,
      enviadoPorNome: 'Admin',
      espelhoAdminId: null,
      concessionariaId: null,
      enviadoEm,
      finalidade: 'geral',
    });
    return { id, chave: g.chave };
  }

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_arquivos', { vehicles: 5 }));
    adminId = (await tdb.db.selectFrom('participantes').select('id').where('email', '=', 'admin@demo.portal.com.br').executeTakeFirstOrThrow()).id;
    pasta = mkdtempSync(join(tmpdir(), 'portal-wf-arquivos-'));
    arm = await ArmazenamentoEmDisco.abrir(pasta);
  }, 120_000);

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb });
    if (pasta) rmSync(pasta, { recursive: true, force: true });
  });

  it('the worker starts the sweep: its first pass removes the old unattached uploads and a key a stopped pass left; the signal runs another', async () => {
    const solto = await enviar(velho());
    const recente = await enviar(new Date(Date.now() - HORA));
    const anexado = await enviar(velho());
    await tdb.db.transaction().execute((trx) => anexarArquivo(trx, anexado.id, 'pedido'));
    // a pass killed between the row and the bytes
    const meio = await enviar(velho());
    expect(await descartarArquivo(tdb.db, meio.id, new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS))).toBe(meio.chave);

    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: await freePort(), from: 'Portal <nao-responda@portal.local>' },
      armazenamento: arm,
    });
    running = worker.run();

    await ate('o arquivo solto removido', async () => !(await temLinha(solto.id)) && !(await arm.exists(solto.chave)));
    await ate('os bytes deixados pela passada interrompida removidos', async () => !(await arm.exists(meio.chave)));
    expect(await tdb.db.selectFrom('arquivos_descartados').selectAll().execute()).toEqual([]);
    for (const f of [recente, anexado]) expect([await temLinha(f.id), await arm.exists(f.chave)]).toEqual([true, true]);

    // the next pass is an hour away: the signal runs it now
    const outro = await enviar(velho());
    await worker.client.workflow.getHandle(VARRER_ARQUIVOS_ID).signal(varrerArquivosAgoraSignal);
    await ate('o novo arquivo solto removido pelo sinal', async () => !(await temLinha(outro.id)) && !(await arm.exists(outro.chave)));
    for (const f of [recente, anexado]) expect([await temLinha(f.id), await arm.exists(f.chave)]).toEqual([true, true]);
    const d = await worker.client.workflow.getHandle(VARRER_ARQUIVOS_ID).describe();
    expect(d.status.name).toBe('RUNNING');
  });
});
