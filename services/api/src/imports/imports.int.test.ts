import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { bombaQueMente, bombaZip, csv, executavel, planilha } from '@portal/core/testing/imports';
import { cancelarImportacao, DEFINICOES_POR_ARQUIVO, processarImportacao, registrarImportacao, type DefinicaoImportacao } from '@portal/core/imports/index';
import { definicaoPreco } from '@portal/core/imports/tipos/preco';
import { impmsg } from '@portal/contracts/imports/messages';
import { abaVista } from '@portal/contracts/imports/abas/vista';
import { abaPoliticaDesconto } from '@portal/contracts/imports/abas/politica-desconto';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { abaFaturamento } from '@portal/contracts/imports/abas/faturamento';
import { abaSpecs } from '@portal/contracts/imports/abas/specs';
import { buildApp } from '../app.ts';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { VARRER_IMPORTACOES_ID, VARRER_IMPORTACOES_WORKFLOW } from '@portal/contracts/imports/workflows';
import { connectTemporal, temporalPlugin } from '../platform/temporal.ts';
import { createWorker, type PortalWorker } from '../../../../workflows/src/worker.ts';
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../../../workflows/src/temporal-dev.ts';
import { multipartArquivo } from '../testing/envios.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { derivativoDoCatalogo, primeiroAnoModelo } from '../testing/catalogo.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FINAIS = [2, 3, 4, 5, 7];

describe('/imports over real PostgreSQL and a real Temporal dev server', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;
  let admin: string;
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const now = () => new Date();
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email, password: DEMO_PASSWORD } })).json().data.accessToken as string;
  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });
  const enviar = (url: string, nome: string, conteudo: Buffer, token = admin) => {
    const m = multipartArquivo(nome, conteudo);
    return app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload: m.payload,
      headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    });
  };
  const fim = async (id: number) => {
    for (let i = 0; i < 300; i++) {
      const r = (await call('GET', `importacoes/${id}`, admin)).json().data;
      if (FINAIS.includes(r.status)) return r;
      await sleep(200);
    }
    throw new Error(`importação ${id} não terminou`);
  };
  const contagens = async () => ({
    importacoes: await contarLinhas(tdb.db, 'importacoes'),
    arquivos: await contarLinhas(tdb.db, 'arquivos'),
    guardados: readdirSync(join(dataDir, 'arquivos'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
  });

  beforeAll(async () => {
    [tdb, temporal] = await Promise.all([createTestDb('portal_api_imports'), startTemporalDevServer({ headless: true })]);
    await seedDemo({ db: tdb.db, tokens, now, appUrl: 'http://portal.test' }, { vehicles: 20 });
    dataDir = mkdtempSync(join(tmpdir(), 'portal-imp-'));
    const armazenamento = await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos'));
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: await freePort(), from: 'Portal <nao-responda@portal.local>' },
      sweep: false,
      armazenamento,
    });
    running = worker.run();
    const t = await connectTemporal(temporal.address);
    app = await buildApp({ db: tdb.db, tokens, now, appUrl: 'http://portal.test', rateLimitMax: 1000, armazenamento, checkAnswers: true });
    await app.register(temporalPlugin, { client: t.client });
    await app.ready();
    admin = await login('admin@demo.portal.com.br');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await worker?.shutdown();
    await running?.catch(() => {});
    await temporal?.stop();
    await tdb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('Vista: upload → importacao-<id> → vehicles through their aggregate → history totals → report per status', async () => {
    const d = await derivativoDoCatalogo(tdb.db);
    const ano = await primeiroAnoModelo(tdb.db);
    const existente = await tdb.db.selectFrom('veiculos').select(['id', 'chassi']).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const cab = abaVista.colunas.map((c) => c.nome);
    const linha = (chassi: string, o: { derivativo?: string; cor?: string; data?: string } = {}) => [
      chassi,
      '7700001',
      d.modelo,
      o.derivativo ?? d.descricao,
      String(ano.ano),
      o.cor ?? 'Preto',
      'Ebony',
      'Stock',
      o.data ?? '20/01/2027',
    ];
    const arquivo = await planilha([
      cab,
      linha('SALGA2BE0RA999001'),
      linha('SALGA2BE0RA999001'),
      linha('SALGA2BE0RA999002', { derivativo: 'Inexistente' }),
      linha(existente.chassi, { data: '25/02/2027' }),
      linha('SALGA2BE0RA999003', { cor: '=HYPERLINK("http://x")', data: '' }),
    ]);
    const r = await enviar('importacoes?arquivo=1', 'vista.xlsx', arquivo);
    expect(r.statusCode, r.body).toBe(200);
    const { id, iniciada, mensagem } = r.json().data;
    expect(iniciada).toBe(true);
    expect(mensagem).toBe(impmsg.sucesso);
    const h = await fim(id);
    expect(h).toMatchObject({ status: 7, total: 5, ok: 3, aviso: 0, erro: 1, duplicado: 1, percentual: 100, nomeArquivo: 'vista.xlsx' });

    const novo = await tdb.db.selectFrom('veiculos').selectAll().where('chassi', '=', 'SALGA2BE0RA999001').executeTakeFirstOrThrow();
    expect(novo).toMatchObject({ status: 0, derivativo_id: d.id, concessionaria_id: null });
    const evento = await tdb.db.selectFrom('events').select(['type']).where('stream_id', '=', `veiculo-${novo.id}`).execute();
    expect(evento.map((e) => e.type)).toEqual(['VeiculoRegistrado']);
    // a formula is kept as text, never evaluated; no date: registered Indisponível
    const formula = await tdb.db.selectFrom('veiculos').select(['cor_externa', 'status']).where('chassi', '=', 'SALGA2BE0RA999003').executeTakeFirstOrThrow();
    expect(formula).toEqual({ cor_externa: '=HYPERLINK("http://x")', status: 4 });
    const atualizado = await tdb.db.selectFrom('veiculos').select(['data_disponibilidade']).where('id', '=', existente.id).executeTakeFirstOrThrow();
    expect(new Date(atualizado.data_disponibilidade as unknown as string).toISOString().slice(0, 10)).toBe('2027-02-25');
    const eventos = await tdb.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `veiculo-${existente.id}`)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    expect(eventos.type).toBe('DisponibilidadeAtualizada');

    const hist = (await call('GET', 'importacoes?arquivo=1&per_page=10&page=1', admin)).json().data;
    expect(hist.total).toBe(1);
    expect(hist.rows[0]).toMatchObject({ id, arquivo: 1, nomeArquivo: 'vista.xlsx', total: 5, ok: 3, erro: 1, duplicado: 1, status: 7 });
    expect((await call('GET', 'importacoes?arquivo=4', admin)).json().data).toMatchObject({ rows: [], total: 0 });

    const rel = await call('GET', `importacoes/report?arquivo=1&importacaoLogId=${id}&statusId=4`, admin);
    expect(rel.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(rel.rawPayload as unknown as ArrayBuffer);
    const linhas = wb.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(linhas.length).toBe(2);
    expect(linhas[1]!.slice(1)).toEqual([4, 'SALGA2BE0RA999002', 'Erro', `Derivativo "Inexistente" do modelo "${d.modelo}" não cadastrado.`]);
    // a finished import cannot be cancelled
    const c = await call('POST', `importacoes/${id}/cancelar`, admin);
    expect(c.statusCode).toBe(400);
    expect(c.json().errors).toEqual([impmsg.naoCancelavel]);
    // the template of the tab: its header
    const modelo = await call('GET', 'importacoes/modelo?arquivo=1', admin);
    const wm = new ExcelJS.Workbook();
    await wm.xlsx.load(modelo.rawPayload as unknown as ArrayBuffer);
    expect((wm.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(abaVista.colunas.map((x) => x.nome));
  }, 120_000);

  it('Política de Desconto: asks for the policy; D4 (5) imported from a UTF-8 CSV is what pedidos/percentual/desconto answers', async () => {
    const d = await derivativoDoCatalogo(tdb.db, 'desc');
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const arquivo = csv([abaPoliticaDesconto.colunas.map((c) => c.nome), [d.modelo, d.descricao, '', '7,777', '2,5', hoje]]);
    const antes = await contagens();
    const sem = await enviar('importacoes?arquivo=4', 'politica.csv', arquivo);
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toEqual([impmsg.selecionePolitica]);
    expect(await contagens()).toEqual(antes);
    const r = await enviar('importacoes?arquivo=4&tipoDesconto=5', 'politica.csv', arquivo);
    expect(r.statusCode, r.body).toBe(200);
    expect(await fim(r.json().data.id)).toMatchObject({ status: 2, total: 1, ok: 1 });
    const p = await call('GET', `pedidos/percentual/desconto?tipoDesconto=5&derivativoId=${d.id}`, admin);
    expect(p.json().data).toMatchObject({ desconto: 7.777, comissao: 2.5 });
    // importing the same file again changes nothing (upsert on the policy's key)
    const n = async () => await contarLinhas(tdb.db, 'politica_desconto');
    const antes2 = await n();
    const r2 = await enviar('importacoes?arquivo=4&tipoDesconto=5', 'politica.csv', arquivo);
    await fim(r2.json().data.id);
    expect(await n()).toBe(antes2);
  }, 120_000);

  it("Faturamento: billing per chassis through VeiculoFaturado; a vehicle whose state does not take it is that row's Erro", async () => {
    const pedido = await tdb.db.selectFrom('veiculos').select(['id', 'chassi']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const cota = await tdb.db.selectFrom('veiculos').select(['id', 'chassi']).where('status', '=', 4).orderBy('id').executeTakeFirstOrThrow();
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const arquivo = csv([
      abaFaturamento.colunas.map((c) => c.nome),
      [pedido.chassi, '998877', hoje],
      [cota.chassi, '998878', hoje],
      ['SALGA2BE0RA123456', '1', hoje],
    ]);
    const r = await enviar('importacoes?arquivo=2', 'faturamento.csv', arquivo);
    expect(r.statusCode, r.body).toBe(200);
    expect(await fim(r.json().data.id)).toMatchObject({ status: 7, total: 3, ok: 1, erro: 2 });
    const v = await tdb.db.selectFrom('veiculos').select(['status', 'nota_fiscal']).where('id', '=', pedido.id).executeTakeFirstOrThrow();
    expect(v).toEqual({ status: 2, nota_fiscal: '998877' });
    expect((await tdb.db.selectFrom('veiculos').select('status').where('id', '=', cota.id).executeTakeFirstOrThrow()).status).toBe(4);
    const ev = await tdb.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `veiculo-${pedido.id}`)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    expect(ev.type).toBe('VeiculoFaturado');
  }, 120_000);

  it('Specs: asks for the model; each order goes to the compliance read model at the import instant', async () => {
    const tipo = await tdb.db
      .insertInto('tipos_modelo_agrupado')
      .values({ descricao: 'Range Rover Imp', usuario_cadastro_nome: 'Teste' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tdb.db
      .insertInto('tipos_modelo_codigos')
      .values({ tipo_modelo_agrupado_id: tipo.id, codigo: 'L460IMP', status: 1, usuario_cadastro_nome: 'Teste' })
      .execute();
    const codigo = { codigo: 'L460IMP', tipo_modelo_agrupado_id: tipo.id };
    const arquivo = await planilha([
      abaSpecs.colunas.map((c) => c.nome),
      ['PED-IMP-1', '', codigo.codigo, 'AAA01 - Teto solar; BBB02', 'Aberto'],
      ['PED-IMP-2', '', 'ZZZZ9', '', ''],
    ]);
    const sem = await enviar('importacoes?arquivo=7', 'specs.xlsx', arquivo);
    expect([sem.statusCode, sem.json().errors]).toEqual([400, [impmsg.selecioneModelo]]);
    const r = await enviar(`importacoes?arquivo=7&tipoModeloAgrupadoId=${codigo.tipo_modelo_agrupado_id}`, 'specs.xlsx', arquivo);
    expect(r.statusCode, r.body).toBe(200);
    expect(await fim(r.json().data.id)).toMatchObject({ status: 7, total: 2, ok: 1, erro: 1 });
    const c = await tdb.db
      .selectFrom('specs_conformidade')
      .select(['codigo_modelo', 'situacao', 'opcionais'])
      .where('numero_pedido', '=', 'PED-IMP-1')
      .executeTakeFirstOrThrow();
    expect(c.codigo_modelo).toBe(codigo.codigo.toUpperCase());
    expect(c.opcionais).toEqual([
      { codigo: 'AAA01', descricao: 'Teto solar' },
      { codigo: 'BBB02', descricao: 'BBB02' },
    ]);
    const hist = (await call('GET', 'importacoes/specs', admin)).json().data;
    expect(hist.rows[0]).toMatchObject({ arquivo: 7, nomeArquivo: 'specs.xlsx', ok: 1, erro: 1 });
  }, 120_000);

  it('Varejo and Retail 2 share one call, told apart by arquivo; Plano Anual in its own layout (002 §5.3) through the engine', async () => {
    const dealer = await tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR002').executeTakeFirstOrThrow();
    const modelo = await tdb.db.selectFrom('modelos').select('id').where('descricao', '=', 'Defender').executeTakeFirstOrThrow();
    // May 2027: cycle 202705 of fiscal year 2028 (April to March, named by the year it ends in)
    const varejo = async (arquivo: string, quantidade: number) => {
      const r = await enviar(
        `importacoes/varejo?ano=2028&cicloId=202705${arquivo}`,
        'varejo.csv',
        csv([
          ['Dealer', 'Modelo', 'Quantidade'],
          ['JLR002', 'Defender', String(quantidade)],
        ]),
      );
      expect(r.statusCode, r.body).toBe(200);
      expect((await fim(r.json().data.id)).status).toBe(2);
    };
    await varejo('', 7);
    await varejo('&arquivo=16', 2);
    const canais = await tdb.db
      .selectFrom('varejo_mensal')
      .select(['canal', 'quantidade'])
      .where('ano', '=', 2027)
      .where('mes', '=', 5)
      .where('concessionaria_id', '=', dealer.id)
      .where('modelo_id', '=', modelo.id)
      .orderBy('canal')
      .execute();
    expect(canais.map((c) => [Number(c.canal), c.quantidade])).toEqual([
      [1, 7],
      [2, 2],
    ]);
    const historico = async (arquivo: number) =>
      (await call('GET', `importacoes?arquivo=${arquivo}&per_page=10&page=1`, admin)).json().data.rows as { arquivo: number }[];
    expect((await historico(6)).every((r) => r.arquivo === 6)).toBe(true);
    expect((await historico(16)).map((r) => r.arquivo)).toEqual([16]);

    const wb = new ExcelJS.Workbook();
    for (const n of ['Capa', 'Resumo', 'Premissas', 'Total']) wb.addWorksheet(n).getCell('C4').value = 'JLR001';
    const oculta = wb.addWorksheet('Oculta', { state: 'hidden' });
    oculta.getCell('C4').value = 'JLR002';
    oculta.getCell('C6').value = 'Land Rover';
    oculta.getCell('C7').value = 'Defender';
    oculta.getCell('H7').value = 999;
    const ws = wb.addWorksheet('Jardins');
    ws.getCell('C4').value = 'JLR002';
    ws.getCell('C6').value = 'Land Rover';
    ws.getCell('C7').value = 'Defender';
    ws.getCell('H7').value = 31;
    const semAno = await enviar('importacoes/plano-anual', 'plano.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect([semAno.statusCode, semAno.json().errors]).toEqual([400, [impmsg.selecioneAno]]);
    const r = await enviar('importacoes/plano-anual?ano=2031', 'plano.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.statusCode, r.body).toBe(200);
    const feito = await fim(r.json().data.id);
    expect([feito.status, feito.total, feito.ok]).toEqual([2, 1, 1]);
    const plano = await tdb.db
      .selectFrom('plano_anual')
      .select('quantidade')
      .where('ano_fiscal', '=', 2031)
      .where('concessionaria_id', '=', dealer.id)
      .where('modelo_id', '=', modelo.id)
      .execute();
    expect(plano.map((p) => p.quantidade)).toEqual([31]);
  });

  it('without Temporal the upload is kept pending and the varrer-importacoes sweep starts it later', async () => {
    const semTemporal = await buildApp({
      db: tdb.db,
      tokens,
      now,
      appUrl: 'http://portal.test',
      rateLimitMax: 1000,
      armazenamento: await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos')),
    });
    await semTemporal.ready();
    try {
      const d = await tdb.db
        .selectFrom('derivativos as d')
        .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
        .select(['d.descricao', 'm.descricao as modelo'])
        .orderBy('d.id')
        .executeTakeFirstOrThrow();
      const m = multipartArquivo('precos.csv', csv([abaPreco.colunas.map((c) => c.nome), [d.modelo, d.descricao, '2026', '99.000,00', '01/06/2031']]));
      const r = await semTemporal.inject({
        method: 'POST',
        url: '/api/v1/importacoes/preco-final',
        payload: m.payload,
        headers: { 'content-type': m.contentType, authorization: `Bearer ${admin}` },
      });
      expect(r.statusCode, r.body).toBe(200);
      const { id, iniciada, mensagem } = r.json().data;
      expect({ iniciada, mensagem }).toEqual({ iniciada: false, mensagem: impmsg.temporalIndisponivel });
      expect((await call('GET', `importacoes/${id}`, admin)).json().data.status).toBe(0);
      // a minute later the sweep finds it
      await tdb.db
        .updateTable('importacoes')
        .set({ data_importacao: new Date(Date.now() - 120_000) })
        .where('id', '=', id)
        .execute();
      const sweep = await worker.client.workflow.start(VARRER_IMPORTACOES_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: VARRER_IMPORTACOES_ID, args: [] });
      try {
        expect(await fim(id)).toMatchObject({ status: 2, ok: 1 });
      } finally {
        await sweep.terminate('teste');
      }
    } finally {
      await semTemporal.close();
    }
  }, 120_000);

  it('refuses each bad file with a pt-BR message and writes nothing (no row, no file kept)', async () => {
    const cab = abaVista.colunas.map((c) => c.nome);
    const l = ['SALGA2BE0RA999101', '1', 'X', 'Y', '2026'];
    const casos: [string, Buffer, string][] = [
      ['vista.exe', executavel(), impmsg.extensaoNaoPermitida(['xlsx', 'csv'])],
      ['vista.xlsx', executavel(), impmsg.conteudoNaoConfere],
      ['vista.xlsx', await planilha([cab, l], { abas: 1 }), impmsg.maisDeUmaAba],
      ['vista.xlsx', await planilha([cab, l], { mesclar: true }), impmsg.celulasMescladas],
      ['vista.xlsx', await planilha([l, l]), impmsg.semCabecalho],
      ['vista.csv', Buffer.alloc(0), impmsg.arquivoVazio],
      ['vista.xlsx', bombaZip(), impmsg.compactacaoSuspeita],
      // its central directory declares the sheet's few bytes; the local stream inflates to 300 MiB
      ['vista.xlsx', await bombaQueMente(await planilha([cab, l])), impmsg.compactacaoSuspeita],
      ['vista.csv', csv([cab, ['SALGA2BE0RA999101', 'Ação']], { latin1: true }), impmsg.csvNaoUtf8],
    ];
    const antes = await contagens();
    for (const [nome, conteudo, mensagem] of casos) {
      const t0 = performance.now();
      const r = await enviar('importacoes?arquivo=1', nome, conteudo);
      expect([r.statusCode, r.json().errors], nome).toEqual([400, [mensagem]]);
      expect(performance.now() - t0, nome).toBeLessThan(2000);
    }
    expect(await contagens()).toEqual(antes);
    const grande = await enviar('importacoes?arquivo=1', 'vista.csv', Buffer.alloc(11 * 1024 * 1024, 0x41));
    expect(grande.statusCode).toBe(413);
    expect(await contagens()).toEqual(antes);
  }, 120_000);

  it('only users with the Importações function (edit) import; a dealer or another profile is refused', async () => {
    const arquivo = await planilha([abaPreco.colunas.map((c) => c.nome), ['a', 'b', '2026', '1', '01/01/2027']]);
    const antes = await contagens();
    for (const email of ['dealer.morumbi@demo.portal.com.br', 'faturamento@demo.portal.com.br']) {
      const t = await login(email);
      expect((await enviar('importacoes/preco-final', 'p.xlsx', arquivo, t)).statusCode).toBe(403);
      expect((await call('GET', 'importacoes?arquivo=3', t)).statusCode).toBe(403);
    }
    expect(await contagens()).toEqual(antes);
  });

  it('a batch retried after a crash writes nothing twice; a cancel stops between batches with 5 Cancelado', async () => {
    const d = await derivativoDoCatalogo(tdb.db);
    const ano = await primeiroAnoModelo(tdb.db);
    const linhas = Array.from({ length: 25 }, (_, i) => [
      d.modelo,
      d.descricao,
      String(ano.ano),
      String(1000 + i),
      `${String((i % 28) + 1).padStart(2, '0')}/03/2030`,
    ]);
    const cab = abaPreco.colunas.map((c) => c.nome);
    const armazenamento = await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos'));
    const registrar = async () => {
      const g = await armazenamento.put(
        (async function* () {
          yield await planilha([cab, ...linhas]);
        })(),
        { tamanhoMaximo: 1e7 },
      );
      const arquivoId = (await import('node:crypto')).randomUUID();
      await tdb.db
        .insertInto('arquivos')
        .values({
          id: arquivoId,
          chave: g.chave,
          nome_original: 'p.xlsx',
          tipo_conteudo: 'x',
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
        nomeArquivo: 'p.xlsx',
        arquivoId,
        total: 25,
        usuarioId: 1,
        usuarioNome: 'A',
        agora: new Date(),
      });
    };
    const deps = { db: tdb.db, armazenamento, definicoes: DEFINICOES_POR_ARQUIVO, now };
    const precos = async (id: number) =>
      Number(
        (
          await tdb.db
            .selectFrom('precos_finais')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('importacao_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // crash after the second batch (the activity dies): the retry resumes, nothing is counted or written twice
    const id = await registrar();
    let lotes = 0;
    await expect(
      processarImportacao(deps, id, {
        tamanhoLote: 10,
        aoLote: () => {
          if (++lotes === 2) throw new Error('queda do worker');
        },
      }),
    ).rejects.toThrow('queda');
    // one batch at a time: the first two are written; Preço's batches in flight together (lotesEmParalelo): all three
    expect(await precos(id)).toBe((definicaoPreco.lotesEmParalelo ?? 1) > 1 ? 25 : 20);
    expect(await processarImportacao(deps, id, { tamanhoLote: 10 })).toBe(2);
    const t = await tdb.db.selectFrom('importacoes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect({ total: t.total, ok: t.ok, erro: t.erro, lidas: t.lidas }).toEqual({ total: 25, ok: 25, erro: 0, lidas: 25 });
    expect(await precos(id)).toBe(25);
    const n = await tdb.db
      .selectFrom('importacao_linhas')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('importacao_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(25);

    // cancel asked after the first batch, one batch at a time: it stops there, the first batch stays whole
    const id2 = await registrar();
    let primeiro = true;
    const umPorVez = { ...deps, definicoes: new Map([...DEFINICOES_POR_ARQUIVO, [3, { ...definicaoPreco, lotesEmParalelo: 1 }]]) };
    const st = await processarImportacao(umPorVez, id2, {
      tamanhoLote: 10,
      aoLote: async () => {
        if (primeiro) await cancelarImportacao(tdb.db, id2, new Date());
        primeiro = false;
      },
    });
    expect(st).toBe(5);
    const c = await tdb.db.selectFrom('importacoes').select(['status', 'ok', 'lidas']).where('id', '=', id2).executeTakeFirstOrThrow();
    expect(c.status).toBe(5);
    expect({ lidas: c.lidas, ok: c.ok }).toEqual({ lidas: 10, ok: 10 });
    // the first batch was written whole (the same keys as the first file: this import rewrote them), nothing after it
    expect(await precos(id2)).toBe(10);

    // rows the tab refuses while writing (the vehicle tabs' machine guard): recorded as Erro with the tab's message,
    // counted as errors, not written; the other rows of those batches are
    const recusaPreco = 'Preço recusado na gravação.';
    const recusante: typeof definicaoPreco = {
      ...definicaoPreco,
      async gravarLote(trx, ls, p, imp) {
        const recusadas = ls.filter((l) => l.numero % 4 === 0);
        await definicaoPreco.gravarLote(
          trx,
          ls.filter((l) => l.numero % 4 !== 0),
          p,
          imp,
        );
        return new Map(recusadas.map((l) => [l.numero, recusaPreco]));
      },
    };
    const id3 = await registrar();
    expect(await processarImportacao({ ...deps, definicoes: new Map([[3, recusante as DefinicaoImportacao]]) }, id3, { tamanhoLote: 10 })).toBe(7);
    const t3 = await tdb.db.selectFrom('importacoes').select(['lidas', 'ok', 'erro', 'duplicado']).where('id', '=', id3).executeTakeFirstOrThrow();
    // data rows are lines 2..26: 4, 8, …, 24 refused (6 rows)
    expect(t3).toEqual({ lidas: 25, ok: 19, erro: 6, duplicado: 0 });
    const erros3 = await tdb.db
      .selectFrom('importacao_linhas')
      .select(['numero', 'mensagem'])
      .where('importacao_id', '=', id3)
      .where('status', '=', 4)
      .orderBy('numero')
      .execute();
    expect(erros3).toEqual([4, 8, 12, 16, 20, 24].map((numero) => ({ numero, mensagem: recusaPreco })));
    expect(await precos(id3)).toBe(19);

    // with a folga (IMPORTACAO_FOLGA) the batches go one at a time even for Preço: a crash after the second leaves two
    // whole batches, and the retry ends the import as without it
    const id4 = await registrar();
    let lotes4 = 0;
    await expect(
      processarImportacao(deps, id4, {
        tamanhoLote: 10,
        folga: 0.5,
        aoLote: () => {
          if (++lotes4 === 2) throw new Error('queda do worker');
        },
      }),
    ).rejects.toThrow('queda');
    expect(await precos(id4)).toBe(20);
    expect(await processarImportacao(deps, id4, { tamanhoLote: 10, folga: 0.5 })).toBe(2);
    expect(await precos(id4)).toBe(25);
  }, 120_000);
});
