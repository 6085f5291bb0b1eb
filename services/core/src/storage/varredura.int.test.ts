import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finalidade } from '@portal/contracts/uploads/index';
import type { TestDb } from '../testing/db.ts';
import { createDb } from '../db/connect.ts';
import { appDatabaseUrl } from '../db/app-role.ts';
import type { Db } from '../kernel/index.ts';
import { SYSTEM_ACTOR } from '../kernel/index.ts';
import { cadastrarVeiculoKpi } from '../kpi/veiculos.ts';
import { pdf } from '../testing/arquivos.ts';
import { iniciarS3Local, type S3Local } from '../testing/s3-local.ts';
import type { Armazenamento } from './armazenamento.ts';
import { abrirArmazenamento, configDoAmbiente } from './config.ts';
import { gravarConteudo } from './envio.ts';
import { registrarArquivo } from './arquivos.ts';
import { anexarArquivo } from './anexos.ts';
import { ArmazenamentoS3 } from './s3.ts';
import { CARENCIA_ARQUIVO_SOLTO_MS, descartarArquivo, varrerArquivosSoltos } from './varredura.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * The sweep of uploads never attached, over a real PostgreSQL and each storage adapter (the folder; an S3-compatible
 * bucket, gofakes3): the demo (orders, commission invoices, imports through their commands) plus a KPI vehicle with an
 * attachment; old unattached uploads go (row and bytes), recent ones and every attached one stay, and an attach racing
 * the sweep never leaves an attached file without its bytes.
 */
const HORA = 3600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Adaptador {
  nome: string;
  env: () => Record<string, string>;
  antes?: () => Promise<void>;
  depois?: () => Promise<void>;
}
let s3: S3Local | null = null;
const ADAPTADORES: Adaptador[] = [
  { nome: 'disco', env: () => ({ ARMAZENAMENTO: 'disco' }) },
  {
    nome: 's3',
    env: () => ({
      ARMAZENAMENTO: 's3',
      S3_BUCKET: 'portal-varredura',
      S3_ENDPOINT: s3!.endpoint,
      S3_PREFIXO: 'arquivos/',
      AWS_ACCESS_KEY_ID: 'teste',
      AWS_SECRET_ACCESS_KEY: 'teste-segredo',
    }),
    antes: async () => {
      s3 = await iniciarS3Local();
    },
    depois: async () => {
      await s3?.stop();
    },
  },
];

describe.each(ADAPTADORES)('varrerArquivosSoltos over PostgreSQL and the $nome storage', (adaptador) => {
  let tdb: TestDb;
  /** the worker's and the API's connection: the application role, as in production */
  let app: Db;
  let arm: Armazenamento;
  let dados: string;
  let adminId: number;
  const envAntes = { ...process.env };
  const agora = () => new Date();
  /** a clock past the grace period of everything uploaded so far */
  const depoisDaCarencia = () => new Date(Date.now() + CARENCIA_ARQUIVO_SOLTO_MS + HORA);
  const deps = (now: () => Date = agora) => ({ db: app, armazenamento: arm, now });
  const temBytes = (chave: string) => arm.exists!(chave);
  const temLinha = async (id: string) => (await tdb.db.selectFrom('arquivos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  async function enviar(enviadoEm: Date, finalidade: Finalidade = 'geral'): Promise<{ id: string; chave: string }> {
    const g = await gravarConteudo(arm, Readable.from([pdf(`arquivo ${randomUUID()}`)]), { tipos: ['pdf'], tamanhoMaximo: 1e6 });
    const id = randomUUID();
    await registrarArquivo(tdb.db, {
      id,
      chave: g.chave,
      nome: 'documento.pdf',
      tipoConteudo: g.tipoConteudo,
      tamanho: g.tamanho,
      sha256: g.sha256,
      enviadoPorId: adminId,
      enviadoPorNome: 'Admin',
      espelhoAdminId: null,
      concessionariaId: null,
      enviadoEm,
      finalidade,
    });
    return { id, chave: g.chave };
  }

  beforeAll(async () => {
    await adaptador.antes?.();
    dados = mkdtempSync(join(tmpdir(), `portal-varredura-${adaptador.nome}-`));
    Object.assign(process.env, adaptador.env(), { DATA_DIR: dados });
    arm = await abrirArmazenamento(configDoAmbiente(process.env));
    // the demo's files (orders, invoices, imports) go to this storage: its seeds open the storage of the environment
    tdb = await bancoComDemo('portal_varredura', { pedidos: true, importacoes: true }, agora);
    app = createDb({ url: (await appDatabaseUrl(tdb.url)).url, max: 10 });
    adminId = (await tdb.db.selectFrom('participantes').select('id').where('email', '=', 'admin@demo.portal.com.br').executeTakeFirstOrThrow()).id;
  }, 180_000);
  afterAll(async () => {
    await app?.destroy();
    await tdb?.drop();
    if (arm instanceof ArmazenamentoS3) arm.fechar();
    await adaptador.depois?.();
    for (const k of Object.keys(process.env)) if (!(k in envAntes)) delete process.env[k];
    Object.assign(process.env, envAntes);
    rmSync(dados, { recursive: true, force: true });
  });

  it('attached files stay, of every kind (order, invoice, import, KPI vehicle); every file an event names is marked', async () => {
    // a KPI vehicle of the current month with an attachment, through the command
    const anexo = await enviar(agora(), 'kpi');
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora());
    const p = await tdb.db
      .selectFrom('kpi_politicas as p')
      .innerJoin('kpi_versoes_incentivo as v', 'v.id', 'p.versao_id')
      .innerJoin('kpi_modelos_incentivo as m', 'm.id', 'v.modelo_id')
      .select(['p.id', 'p.ano_politica', 'v.id as versaoId', 'm.id as modeloId', 'm.marca_id'])
      .where('p.ano_politica', '=', Number(hoje.slice(0, 4)))
      .executeTakeFirstOrThrow();
    const dealer = await tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow();
    const [ano, mes] = [Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))];
    const dia = `${hoje.slice(0, 8)}01`;
    await cadastrarVeiculoKpi(
      { db: app, now: agora },
      SYSTEM_ACTOR,
      {
        ano,
        mes: { id: mes },
        concessionaria: { id: dealer.id },
        marca: { id: p.marca_id },
        chassi: 'SALVARREDURA00001',
        tipoAquisicao: { id: 2 },
        anoModelo: ano - 1,
        precoPublico: 500_000,
        custoAquisicao: 300_000,
        valorVenda: 400_000,
        modeloResponse: { id: p.modeloId },
        versao: { id: p.versaoId },
        politica: { id: p.id },
        anoPolitica: p.ano_politica,
        kmVeiculo: '15000',
        dataCompra: dia,
        dataVenda: dia,
        approved: false,
        arquivoNFVenda: `arquivos/${anexo.id}`,
      },
      { correlationId: 'teste' },
    );

    const marcados = await tdb.db.selectFrom('arquivos_anexados').select(['arquivo_id', 'contexto']).execute();
    expect(new Set(marcados.map((m) => m.contexto))).toEqual(new Set(['pedido', 'nota-fiscal', 'importacao', 'kpi-veiculo']));
    // every uploaded file an event names (any aggregate) or an import holds carries the mark
    const nomeados = (
      await sql<{ id: string }>`
        select a.id from arquivos a
        where a.id in (select m[1]::uuid from events e, regexp_matches(e.data::text, ${UUID}, 'g') as m)
           or a.id in (select arquivo_id from importacoes)`.execute(tdb.db)
    ).rows.map((r) => r.id);
    expect(nomeados.length).toBeGreaterThan(3);
    expect(nomeados.filter((id) => !marcados.some((m) => m.arquivo_id === id))).toEqual([]);

    // a mark is for ever: the application role cannot remove it
    await expect(app.deleteFrom('arquivos_anexados').where('arquivo_id', '=', anexo.id).execute()).rejects.toMatchObject({ code: '42501' });
    const antes = await tdb.db.selectFrom('arquivos').select(['id', 'chave']).execute();
    const anexados = antes.filter((a) => marcados.some((m) => m.arquivo_id === a.id));
    for (const a of anexados) expect(await temBytes(a.chave)).toBe(true);
    await varrerArquivosSoltos(deps(depoisDaCarencia));
    for (const a of anexados) {
      expect(await temLinha(a.id)).toBe(true);
      expect(await temBytes(a.chave)).toBe(true);
    }
  });

  it('an old unattached upload loses its row and then its bytes; a recent one stays; a second pass finds nothing', async () => {
    const velho = await enviar(new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA));
    const recente = await enviar(new Date(Date.now() - HORA));
    const r = await varrerArquivosSoltos(deps());
    expect(r.removidos).toBeGreaterThanOrEqual(1);
    expect([await temLinha(velho.id), await temBytes(velho.chave)]).toEqual([false, false]);
    expect([await temLinha(recente.id), await temBytes(recente.chave)]).toEqual([true, true]);
    expect(await varrerArquivosSoltos(deps())).toEqual({ removidos: 0, retomados: 0 });
    expect(await tdb.db.selectFrom('arquivos_descartados').selectAll().execute()).toEqual([]);
  });

  it('restartable: a pass stopped between the row and the bytes leaves the key queued; the next pass removes the bytes', async () => {
    const f = await enviar(new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA));
    // what a pass does before it is killed: the row is gone, the key queued, the bytes still there
    expect(await descartarArquivo(app, f.id, new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS))).toBe(f.chave);
    expect([await temLinha(f.id), await temBytes(f.chave)]).toEqual([false, true]);
    expect(await varrerArquivosSoltos(deps())).toEqual({ removidos: 0, retomados: 1 });
    expect(await temBytes(f.chave)).toBe(false);
    expect(await tdb.db.selectFrom('arquivos_descartados').selectAll().execute()).toEqual([]);
  });

  it('an attach that holds the file when the sweep comes: the sweep waits, then keeps it', async () => {
    const f = await enviar(new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA));
    let liberar!: () => void;
    const segura = new Promise<void>((r) => (liberar = r));
    let anexou = false;
    const anexo = app.transaction().execute(async (trx) => {
      anexou = await anexarArquivo(trx, f.id, 'pedido');
      await segura;
    });
    while (!anexou) await sleep(10);
    let terminou = false;
    const varredura = varrerArquivosSoltos(deps()).finally(() => (terminou = true));
    await sleep(300);
    expect(terminou).toBe(false); // waiting for the attach's lock
    liberar();
    await anexo;
    await varredura;
    expect([await temLinha(f.id), await temBytes(f.chave)]).toEqual([true, true]);
  });

  it('a sweep that deletes the row first: the attach waits, then refuses the file; its bytes go', async () => {
    const f = await enviar(new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA));
    let liberar!: () => void;
    const segura = new Promise<void>((r) => (liberar = r));
    let descartou: string | null = null;
    const descarte = app.transaction().execute(async (trx) => {
      descartou = await descartarArquivo(trx, f.id, new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS));
      await segura;
    });
    while (descartou === null) await sleep(10);
    let resposta: boolean | null = null;
    const anexo = app.transaction().execute(async (trx) => {
      resposta = await anexarArquivo(trx, f.id, 'pedido');
      // the refusal left the command's transaction usable (it answers its own message)
      await trx.selectFrom('arquivos').select('id').limit(1).execute();
      return resposta;
    });
    await sleep(300);
    expect(resposta).toBeNull(); // waiting for the sweep's delete
    liberar();
    await descarte;
    expect(await anexo).toBe(false);
    expect(await tdb.db.selectFrom('arquivos_anexados').select('arquivo_id').where('arquivo_id', '=', f.id).execute()).toEqual([]);
    await varrerArquivosSoltos(deps());
    expect([await temLinha(f.id), await temBytes(f.chave)]).toEqual([false, false]);
  });

  it('many attaches racing two sweeps: every file an attach accepted keeps its row and bytes, every other one is gone', async () => {
    const velho = new Date(Date.now() - CARENCIA_ARQUIVO_SOLTO_MS - HORA);
    const arquivos = [];
    for (let i = 0; i < 30; i++) arquivos.push(await enviar(velho));
    const aceitos = new Map<string, boolean>();
    const anexos = arquivos
      .filter((_, i) => i % 2 === 0)
      .map(async (f, i) => {
        await sleep((i * 7) % 40);
        aceitos.set(f.id, await app.transaction().execute((trx) => anexarArquivo(trx, f.id, 'pedido')));
      });
    await Promise.all([...anexos, varrerArquivosSoltos(deps(), { lote: 3 }), varrerArquivosSoltos(deps(), { lote: 5 })]);
    await varrerArquivosSoltos(deps());
    for (const f of arquivos) {
      const ficou = aceitos.get(f.id) === true;
      expect([f.id, await temLinha(f.id), await temBytes(f.chave)]).toEqual([f.id, ficou, ficou]);
    }
    // no row anywhere without its bytes
    for (const a of await tdb.db.selectFrom('arquivos').select('chave').execute()) expect(await temBytes(a.chave)).toBe(true);
  });
});
