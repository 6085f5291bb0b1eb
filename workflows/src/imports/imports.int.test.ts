import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import type { TestDb } from '@portal/core/testing/db';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { csv } from '@portal/core/testing/imports';
import { cancelarImportacao, registrarImportacao } from '@portal/core/imports/index';
import { definicaoPreco } from '@portal/core/imports/tipos/preco';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { IMPORTACAO_WORKFLOW, importacaoWorkflowId } from '@portal/contracts/imports/workflows';
import type { TemporalDevServer } from '../temporal-dev.ts';
import { bancoETemporal, sleep } from '../testing/ambiente.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const N = 3000;
/** rows per batch, pinned small (the engine's default is larger than the file) so the import has 15 batches */
const LOTE = 200;
/** the row whose price the test holds locked (batch 5 of 200): the worker stops there, mid-import */
const TRAVA = 900;
/**
 * Preço writes several batches at once (definicaoPreco.lotesEmParalelo): while batch 5 waits on the lock, the batches
 * after it that are already in flight commit, and nothing more is sent. So the import stops with batches 1–4 and 6…
 * written, 5 missing: the restart must fill that hole, whichever batch committed first.
 */
const PARALELOS = definicaoPreco.lotesEmParalelo ?? 1;
const PARADO_EM = 4 * LOTE + (PARALELOS - 1) * LOTE;

describe('Preço import of 3,000 rows over real PostgreSQL and a real Temporal dev server: totals, a killed worker, a cancel', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let client: Client;
  let connection: Connection;
  let dataDir: string;
  let armazenamento: ArmazenamentoEmDisco;
  let filho: ChildProcess | null = null;
  let arquivo: Buffer;
  let dataTrava = '';

  const iniciarWorker = async () => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'workflows/src/testing/worker-filho.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: tdb.url,
        TEMPORAL_ADDRESS: temporal.address,
        ARQUIVOS_DIR: join(dataDir, 'arquivos'),
        IMPORTACAO_TAMANHO_LOTE: String(LOTE),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    p.stdout!.on('data', (c) => (saida += String(c)));
    p.stderr!.on('data', (c) => (saida += String(c)));
    for (let i = 0; i < 600 && !saida.includes('[worker] pronto'); i++) {
      if (p.exitCode !== null) throw new Error(`worker saiu: ${saida}`);
      await sleep(100);
    }
    if (!saida.includes('[worker] pronto')) throw new Error(`worker não ficou pronto: ${saida}`);
    filho = p;
  };
  const matarWorker = async (sinal: NodeJS.Signals) => {
    const p = filho!;
    filho = null;
    const saiu = new Promise((r) => p.once('exit', r));
    p.kill(sinal);
    await saiu;
  };

  const registrar = async () => {
    const g = await armazenamento.put(
      (async function* () {
        yield arquivo;
      })(),
      { tamanhoMaximo: 1e8 },
    );
    const arquivoId = randomUUID();
    await tdb.db
      .insertInto('arquivos')
      .values({
        id: arquivoId,
        chave: g.chave,
        nome_original: 'precos.csv',
        tipo_conteudo: 'text/csv',
        tamanho: g.tamanho,
        sha256: g.sha256,
        enviado_por_id: 1,
        enviado_por_nome: 'A',
        espelho_admin_id: null,
        concessionaria_id: null,
        enviado_em: new Date(),
        finalidade: 'importacao',
      })
      .execute();
    return registrarImportacao(tdb.db, {
      arquivo: 3,
      parametros: {},
      nomeArquivo: 'precos.csv',
      arquivoId,
      total: N,
      usuarioId: 1,
      usuarioNome: 'A',
      agora: new Date(),
    });
  };
  const iniciar = (id: number) => client.workflow.start(IMPORTACAO_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: importacaoWorkflowId(id), args: [id] });
  const importacao = (id: number) =>
    tdb.db.selectFrom('importacoes').select(['status', 'total', 'lidas', 'ok', 'aviso', 'erro', 'duplicado']).where('id', '=', id).executeTakeFirstOrThrow();
  const linhasDa = async (id: number) =>
    (
      await tdb.db.selectFrom('importacao_linhas').select(['numero', 'status', 'mensagem', 'chave']).where('importacao_id', '=', id).orderBy('numero').execute()
    ).map((l) => `${l.numero}|${l.status}|${l.mensagem ?? ''}|${l.chave ?? ''}`);
  const precos = async () =>
    (
      await tdb.db
        .selectFrom('precos_finais')
        .select(['derivativo_id', 'ano_modelo_id', 'vigente_desde', 'preco_publico', 'importacao_id'])
        .orderBy('derivativo_id')
        .orderBy('ano_modelo_id')
        .orderBy('vigente_desde')
        .execute()
    ).map((p) => ({ chave: `${p.derivativo_id}|${p.ano_modelo_id}|${p.vigente_desde.getTime()}|${p.preco_publico}`, importacaoId: p.importacao_id }));
  /** holds the price row of line TRAVA locked: the worker's upsert of batch 5 waits on it (PARADO_EM rows committed meanwhile) */
  const travar = async () => {
    const trx = await tdb.db.startTransaction().execute();
    const r = await trx
      .selectFrom('precos_finais')
      .select('derivativo_id')
      .where('vigente_desde', '=', dataTrava as unknown as Date) // the date as PostgreSQL reads it, no time zone
      .forUpdate()
      .execute();
    expect(r.length).toBe(1);
    return trx;
  };
  /** the import has written `lidas` rows and cannot go further (the lock): stays there for a second */
  const esperarParadoEm = async (id: number, lidas: number) => {
    let desde = 0;
    for (let i = 0; i < 600; i++) {
      const n = (await importacao(id)).lidas;
      expect(n).toBeLessThanOrEqual(lidas);
      if (n === lidas) {
        desde ||= Date.now();
        if (Date.now() - desde >= 1000) return;
      }
      await sleep(100);
    }
    throw new Error(`importação ${id} não parou em ${lidas}`);
  };

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_imports', { vehicles: 0 }));
    dataDir = mkdtempSync(join(tmpdir(), 'portal-impwf-'));
    armazenamento = await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos'));
    connection = await Connection.connect({ address: temporal.address });
    client = new Client({ connection });
    const d = await tdb.db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .select(['d.descricao', 'm.descricao as modelo'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const ano = await tdb.db.selectFrom('anos_modelo').select('ano').orderBy('ano').executeTakeFirstOrThrow();
    const base = Date.UTC(2031, 0, 1);
    const data = (i: number) => new Date(base + i * 86_400_000);
    const br = (i: number) => data(i).toISOString().slice(0, 10).split('-').reverse().join('/');
    dataTrava = data(TRAVA).toISOString().slice(0, 10);
    // per 10 rows: 8 OK, 1 error (unknown derivative, row 7), 1 duplicate of the row before (row 9)
    const linhas = Array.from({ length: N }, (_, i) => {
      const r = i % 10;
      if (r === 7) return [d.modelo, 'Inexistente', String(ano.ano), '1.000,00', br(i)];
      const dia = r === 9 ? i - 1 : i;
      return [d.modelo, d.descricao, String(ano.ano), `${100_000 + dia},50`, br(dia)];
    });
    arquivo = csv([abaPreco.colunas.map((c) => c.nome), ...linhas]);
  }, 180_000);

  afterAll(async () => {
    if (filho) await matarWorker('SIGKILL');
    await connection?.close();
    await temporal?.stop();
    await tdb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('an uninterrupted run, then the same file with the worker SIGKILLed mid-import: the same totals and rows; a cancel mid-run ends Cancelado', async () => {
    await iniciarWorker();
    // 1. uninterrupted
    const a = await registrar();
    expect(await (await iniciar(a)).result()).toBe(7);
    const ta = await importacao(a);
    expect(ta).toEqual({ status: 7, total: N, lidas: N, ok: 2400, aviso: 0, erro: 300, duplicado: 300 });
    const linhasA = await linhasDa(a);
    expect(linhasA.length).toBe(N);
    // per-row outcomes: line numbers start at 2 (the header is line 1)
    const porNumero = new Map(linhasA.map((l) => [Number(l.split('|')[0]), l.split('|')[1]]));
    for (let i = 0; i < N; i++) expect(porNumero.get(i + 2), `linha ${i + 2}`).toBe(String(i % 10 === 7 ? 4 : i % 10 === 9 ? 3 : 2));
    const precosA = await precos();
    expect(precosA.length).toBe(2400);
    expect(precosA.every((p) => p.importacaoId === a)).toBe(true);

    // 2. the same file; the worker is killed (SIGKILL) while batch 5 waits, a new worker resumes it after the heartbeat timeout
    const b = await registrar();
    const trava = await travar();
    const hb = await iniciar(b);
    await esperarParadoEm(b, PARADO_EM);
    await matarWorker('SIGKILL');
    await trava.rollback().execute();
    expect(await importacao(b)).toMatchObject({ status: 6, lidas: PARADO_EM });
    if (PARALELOS > 1) {
      // the hole: batch 5 is not written, the ones after it are
      const feitas = new Set((await linhasDa(b)).map((l) => Number(l.split('|')[0])));
      expect(feitas.has(TRAVA + 2)).toBe(false);
      expect(feitas.has(5 * LOTE + 2)).toBe(true);
    }
    await iniciarWorker();
    expect(await hb.result()).toBe(7);
    expect(await importacao(b)).toEqual(ta);
    const linhasB = await linhasDa(b);
    expect(linhasB).toEqual(linhasA);
    const precosB = await precos();
    expect(precosB.map((p) => p.chave)).toEqual(precosA.map((p) => p.chave));
    expect(precosB.every((p) => p.importacaoId === b)).toBe(true);

    // 3. cancel while batch 5 waits: batch 5 is written whole, then Cancelado; the counts match the rows written
    const c = await registrar();
    const trava2 = await travar();
    const hc = await iniciar(c);
    await esperarParadoEm(c, PARADO_EM);
    await cancelarImportacao(tdb.db, c, new Date());
    await trava2.rollback().execute();
    expect(await hc.result()).toBe(5);
    const tc = await importacao(c);
    const escritas = PARADO_EM + LOTE; // per 10 rows: 8 OK, 1 error, 1 duplicate
    expect(tc).toMatchObject({ status: 5, lidas: escritas, ok: escritas * 0.8, aviso: 0, erro: escritas / 10, duplicado: escritas / 10 });
    const linhasC = await linhasDa(c);
    expect(linhasC).toEqual(linhasA.slice(0, escritas));
    const precosC = await precos();
    expect(precosC.map((p) => p.chave)).toEqual(precosA.map((p) => p.chave));
    expect(precosC.filter((p) => p.importacaoId === c).length).toBe(escritas * 0.8);
    await matarWorker('SIGTERM');
  }, 420_000);
});
