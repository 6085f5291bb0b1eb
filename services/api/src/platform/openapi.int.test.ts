import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import type { LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { COLUNAS_EXPORTAVEIS, METRICAS_SEM_DADOS } from '@portal/contracts/reports/home';
import { ABAS_IMPORTACAO_2 } from '@portal/contracts/imports/abas/index';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { registrarNoBanco } from '@portal/core/boletos/index';
import { registrarImportacao } from '@portal/core/imports/index';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { jpeg, nfe, pdf, png, xlsx } from '@portal/core/testing/arquivos';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { enviarArquivo } from '../testing/envios.ts';
import { API_PREFIX } from './auth.ts';
import { statusDeErro } from './openapi.ts';

/**
 * The OpenAPI document (/docs/json) is the whole contract (docs/decisions.md): every route's error cases — no token,
 * a bad body or query, an unknown id — and every download are sent through the real app, and each answer's status,
 * content type and body are validated against the document by openapi-backend (its Ajv validators of the responses).
 */
let t: TestApp;
let api: OpenAPIBackend;
let admin: string;
const operacoes: Operacao[] = [];

interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  properties?: Record<string, Esquema>;
  required?: string[];
  anyOf?: Esquema[];
}
interface Parametro {
  in: string;
  name: string;
  required?: boolean;
  schema: Esquema;
}
interface Resposta {
  content?: Record<string, { schema?: Esquema }>;
}
interface Operacao {
  id: string;
  metodo: string;
  /** the path as the document spells it: /api/v1/x/{id} */
  caminho: string;
  publica: boolean;
  parametros: Parametro[];
  corpo: Esquema | null;
  respostas: Record<string, Resposta>;
}
type Doc = {
  paths: Record<string, Record<string, { operationId?: string; parameters?: Parametro[]; requestBody?: Resposta; responses: Record<string, Resposta> }>>;
};

const METODOS = ['get', 'post', 'put', 'patch', 'delete'];
const JSON_ = 'application/json';

beforeAll(async () => {
  t = await createTestApp();
  await tiposModeloDosVeiculos(t.tdb.db);
  admin = await t.login('admin@demo.portal.com.br');
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
  const publicas = new Set(
    t.app.routeTable
      .filter((r) => 'publica' in ((r.config as { permissao?: object } | undefined)?.permissao ?? {}))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
  );
  for (const [caminho, item] of Object.entries(doc.paths)) {
    if (!caminho.startsWith(`${API_PREFIX}/`)) continue;
    for (const [m, op] of Object.entries(item)) {
      if (!METODOS.includes(m)) continue;
      const metodo = m.toUpperCase();
      const id = `${metodo} ${caminho}`;
      // openapi-backend finds an operation by its id; the document names none
      op.operationId = id;
      operacoes.push({
        id,
        metodo,
        caminho,
        publica: publicas.has(id),
        parametros: op.parameters ?? [],
        corpo: op.requestBody?.content?.[JSON_]?.schema ?? null,
        respostas: op.responses,
      });
    }
  }
  api = new OpenAPIBackend({ definition: doc as unknown as Document, quick: false, validate: true, strict: true, apiRoot: '/' });
  await api.init();
}, 300_000);
afterAll(async () => t?.close());

/** The response the document declares for a status: the exact code, its class (4XX) or default. */
function declarada(op: Operacao, status: number): Resposta | undefined {
  return op.respostas[String(status)] ?? op.respostas[`${Math.floor(status / 100)}XX`] ?? op.respostas.default;
}

interface Achados {
  /** a status the document does not declare for the route */
  status: string[];
  /** a media type the document does not declare for the status */
  tipo: string[];
  /** a body its declared schema refuses */
  corpo: string[];
  /** an error case that did not answer its error (401 without a token, 400 for bad input, a 4xx for an unknown id) */
  caso: string[];
}
const novosAchados = (): Achados => ({ status: [], tipo: [], corpo: [], caso: [] });
function esperar(achados: Achados, ok: boolean, op: Operacao, caso: string, r: LightMyRequestResponse) {
  if (!ok) achados.caso.push(`${op.id} (${caso}) → ${r.statusCode} ${r.body.slice(0, 200)}`);
}

/** What of the answer the document does not describe: its status, its media type, its body. */
function conferir(op: Operacao, res: LightMyRequestResponse, achados: Achados, caso: string) {
  const onde = `${op.id} (${caso}) → ${res.statusCode}`;
  const resposta = declarada(op, res.statusCode);
  if (!resposta) {
    achados.status.push(`${onde}: status não declarado ${res.body.slice(0, 120)}`);
    return;
  }
  const tipo = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const tipos = Object.keys(resposta.content ?? {});
  if (!tipos.includes(tipo)) {
    achados.tipo.push(`${onde}: ${tipo || '(sem tipo)'} não declarado (declarados: ${tipos.join(', ') || 'nenhum'})`);
    return;
  }
  if (tipo !== JSON_) return;
  const v = api.validator.validateResponse(res.json(), op.id, res.statusCode);
  if (!v.valid) achados.corpo.push(`${onde}: ${JSON.stringify(v.errors?.slice(0, 3))} ${res.body.slice(0, 200)}`);
}

const tipos = (s: Esquema) => [s.type ?? []].flat();
/** A value the parameter's schema refuses, or null when it takes any text. */
function invalido(s: Esquema): string | null {
  if (tipos(s).some((x) => x === 'integer' || x === 'number')) return 'x';
  if (tipos(s).includes('boolean')) return 'talvez';
  if (s.enum) return '__nenhum__';
  if (s.pattern || s.format) return '!';
  return null;
}
/** A value the schema takes that names nothing in the database. */
function desconhecido(s: Esquema): string {
  if (tipos(s).some((x) => x === 'integer' || x === 'number')) return '2147480000';
  if (s.enum) return String(s.enum[0]);
  if (s.format === 'uuid' || s.pattern?.includes('[0-9a-f]{8}')) return '00000000-0000-4000-8000-000000000000';
  return 'inexistente';
}
/** A value the schema takes, for a download's required filters. */
function valido(nome: string, s: Esquema): string | number {
  if (s.enum) return s.enum[0] as string | number;
  if (s.anyOf) return valido(nome, s.anyOf.find((x) => !tipos(x).includes('null')) ?? {});
  if (tipos(s).some((x) => x === 'integer' || x === 'number')) return /ano/i.test(nome) ? 2026 : /mes/i.test(nome) ? 11 : (s.minimum ?? 1);
  if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-23';
  return 'x';
}
/** A body with the schema's required fields. */
const corpoValido = (s: Esquema | null) => Object.fromEntries((s?.required ?? []).map((k) => [k, valido(k, s!.properties?.[k] ?? {})]));

function url(op: Operacao, valor: (p: Parametro) => string | null, consulta: Record<string, string> = {}) {
  const caminho = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const p = op.parametros.find((x) => x.in === 'path' && x.name === nome)!;
    return encodeURIComponent(valor(p) ?? desconhecido(p.schema));
  });
  const qs = new URLSearchParams(consulta).toString();
  return qs ? `${caminho}?${qs}` : caminho;
}

function enviar(op: Operacao, caminho: string, opts: { token?: string; corpo?: unknown } = {}) {
  const comCorpo = opts.corpo !== undefined && op.metodo !== 'GET' && op.metodo !== 'DELETE';
  return t.app.inject({
    method: op.metodo as 'GET',
    url: caminho,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(comCorpo ? { 'content-type': JSON_ } : {}) },
    ...(comCorpo ? { payload: JSON.stringify(opts.corpo) } : {}),
  });
}

/** Routes whose effect is the point (ending the caller's session): sent only without a token. */
const SO_SEM_TOKEN = new Set([`POST ${API_PREFIX}/participantes/sair`]);
/** Lists of a parent's children (KPI's models of a brand, versions of a model, years of a policy): none for an unknown parent. */
const LISTA_DO_PAI = new Set(
  ['kpi/modelo-jlr-incentivo/{marcaId}', 'kpi/versao-jlr-incentivo/{modeloId}', 'kpi/anos-politica/{marcaNome}'].map((c) => `GET ${API_PREFIX}/${c}`),
);

describe('the OpenAPI document describes every answer', () => {
  /** The error envelope, by its component or written out (@fastify/swagger writes a shared schema in place in some routes' answers). */
  const declaraEnvelope = (schema: unknown): boolean => {
    const x = schema as { $ref?: string; required?: string[]; properties?: Record<string, { enum?: unknown[]; type?: string }> } | undefined;
    if (x?.$ref === '#/components/schemas/ErrorEnvelope') return true;
    const p = x?.properties;
    return (
      !!p &&
      JSON.stringify([...(x?.required ?? [])].sort()) === '["data","errors","success"]' &&
      JSON.stringify(p.success?.enum) === '[false]' &&
      JSON.stringify(p.data?.enum) === '[null]' &&
      p.errors?.type === 'array'
    );
  };

  it('is a valid OpenAPI document, every route with its error envelope', () => {
    expect(operacoes.length).toBeGreaterThan(250);
    expect(() => api.validateDefinition()).not.toThrow();
    const semEnvelope = operacoes.flatMap((op) =>
      statusDeErro(op.metodo)
        .filter((s) => !declaraEnvelope(op.respostas[s]?.content?.[JSON_]?.schema))
        .map((s) => `${op.id} ${s}`),
    );
    expect(semEnvelope).toEqual([]);
  });

  it("every route's error cases (no token, bad input, unknown id) answer what the document declares", async () => {
    const achados = novosAchados();
    const contagem = { semToken: 0, invalida: 0, desconhecido: 0, status: new Map<number, number>() };
    const contar = (r: LightMyRequestResponse) => contagem.status.set(r.statusCode, (contagem.status.get(r.statusCode) ?? 0) + 1);
    for (const op of operacoes) {
      // 1. no token
      const semToken = await enviar(
        op,
        url(op, () => null),
        { corpo: {} },
      );
      conferir(op, semToken, achados, 'sem token');
      contar(semToken);
      if (!op.publica) {
        esperar(achados, semToken.statusCode === 401, op, 'sem token', semToken);
        contagem.semToken++;
      }
      if (SO_SEM_TOKEN.has(op.id)) continue;
      // 2. a bad body, query or path value
      const consulta = op.parametros.find((p) => p.in === 'query' && invalido(p.schema) !== null);
      const caminho = op.parametros.find((p) => p.in === 'path' && invalido(p.schema) !== null);
      let ruim: LightMyRequestResponse | null = null;
      if (op.corpo)
        ruim = await enviar(
          op,
          url(op, () => null),
          { token: admin, corpo: tipos(op.corpo).includes('array') ? {} : [] },
        );
      else if (consulta)
        ruim = await enviar(
          op,
          url(op, () => null, { [consulta.name]: invalido(consulta.schema)! }),
          { token: admin },
        );
      else if (caminho)
        ruim = await enviar(
          op,
          url(op, (p) => (p === caminho ? invalido(p.schema) : null)),
          { token: admin },
        );
      if (ruim) {
        conferir(op, ruim, achados, 'entrada inválida');
        contar(ruim);
        esperar(achados, ruim.statusCode === 400, op, 'entrada inválida', ruim);
        contagem.invalida++;
      }
      // 3. an id that names nothing
      if (op.parametros.some((p) => p.in === 'path' && !p.schema.enum)) {
        const r = await enviar(
          op,
          url(op, () => null),
          { token: admin, corpo: {} },
        );
        conferir(op, r, achados, 'id desconhecido');
        contar(r);
        esperar(achados, LISTA_DO_PAI.has(op.id) ? r.statusCode === 200 : r.statusCode >= 400 && r.statusCode < 500, op, 'id desconhecido', r);
        contagem.desconhecido++;
      }
    }
    const rotas = (l: string[]) => new Set(l.map((x) => x.split(' (')[0])).size;
    console.log(
      `openapi: ${operacoes.length} operações; ${contagem.semToken} sem token, ${contagem.invalida} entradas inválidas, ${contagem.desconhecido} ids desconhecidos;`,
      `status ${JSON.stringify(Object.fromEntries([...contagem.status].sort()))};`,
      `status não declarados: ${achados.status.length} (${rotas(achados.status)} rotas); tipos: ${achados.tipo.length}; corpos: ${achados.corpo.length}; casos: ${achados.caso.length}`,
    );
    expect(achados).toEqual(novosAchados());
  }, 600_000);

  it('every download answers the media type the document declares', async () => {
    const veiculo = (await t.tdb.db.selectFrom('veiculos').select('id').limit(1).executeTakeFirstOrThrow()).id;
    // a boleto registered at the bank (its PDF) and its buyer's access code (the public second copy)
    const [adm, morumbi] = [await principal(t.tdb.db, 'admin@demo.portal.com.br'), await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br')];
    const now = () => t.clock.now;
    const pedido = await pedidoDeTeste(t.tdb.db, now, { admin: adm, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
    // issued today in São Paulo, or on Monday when the test runs on a weekend (boletos are issued on weekdays)
    const hoje = dataEmSaoPaulo(t.clock.now);
    const emitido = await t.call('POST', `boleto/emitir/${pedido}`, {
      token: await t.login('financeiro@demo.portal.com.br'),
      body: {
        tipoPagamento: 'Parcial',
        valorTotal: 494_000,
        valorParcial: 100_000,
        numeroParcela: 1,
        quantidadeVezes: 2,
        dataEmissao: fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje,
      },
    });
    expect(emitido.statusCode, emitido.body).toBe(200);
    const boleto = (emitido.json() as { data: { boleto: { id: number } } }).data.boleto.id;
    await registrarNoBanco({ db: t.tdb.db, now }, criarBancoBoletos({ db: t.tdb.db, env: {}, now }), boleto);
    const { codigo } = await t.tdb.db.selectFrom('pedidos').select('codigo').where('id', '=', pedido).executeTakeFirstOrThrow();
    const acesso = (await t.tdb.db.selectFrom('boletos_codigo_acesso').select('codigo').where('boleto_id', '=', boleto).executeTakeFirstOrThrow()).codigo;
    // an Order Call plan (its export)
    const modelo = ((await t.call('GET', 'order-call/fcst/modelo', { token: admin })).json() as { data: { id: number }[] }).data[0]!.id;
    const plano = await t.call('POST', 'order-call/fcst', {
      token: admin,
      body: { ano: 2027, mes: 11, modelos: [{ id: modelo, ciclos: [{ id: 202611, quantidade: 40 }] }] },
    });
    expect(plano.statusCode, plano.body).toBe(200);
    const orderCallId = (plano.json() as { data: { id: number } }).data.id;
    // computed as its workflow's activities do
    const modelos = await iniciarProcessamento(t.tdb.db, orderCallId, 'openapi', 'Teste', t.clock.now);
    await distribuirModelos(t.tdb.db, orderCallId, 'openapi', modelos);
    await concluirProcessamento(t.tdb.db, orderCallId, 'openapi', t.clock.now);
    // one uploaded file of each kind the portal keeps
    const arquivos = [
      await enviarArquivo(t.app, admin, 'documento.pdf', pdf()),
      await enviarArquivo(t.app, admin, 'foto.png', png()),
      await enviarArquivo(t.app, admin, 'foto.jpg', jpeg()),
      await enviarArquivo(t.app, admin, 'nota.xml', Buffer.from(nfe()), { finalidade: 'nfe' }),
      await enviarArquivo(t.app, admin, 'planilha.xlsx', await xlsx(), { finalidade: 'importacao' }),
      await enviarArquivo(t.app, admin, 'planilha.csv', Buffer.from('Chassi;Modelo\nABC;X\n'), { finalidade: 'importacao' }),
    ];
    // an import recorded from the spreadsheet (its result report)
    const importacao = await registrarImportacao(t.tdb.db, {
      arquivo: ABAS_IMPORTACAO_2[0]!.arquivo,
      parametros: {},
      nomeArquivo: 'planilha.xlsx',
      arquivoId: arquivos[4]!,
      total: 0,
      usuarioId: adm.userId,
      usuarioNome: 'Administrador',
      agora: t.clock.now,
    });

    const especiais: Record<string, { caminhos: string[]; corpo?: unknown; token?: string }> = {
      [`GET ${API_PREFIX}/relatorios/log/{id}`]: { caminhos: [`${API_PREFIX}/relatorios/log/${veiculo}`] },
      [`GET ${API_PREFIX}/boleto/gerar-pdf/{id}`]: { caminhos: [`${API_PREFIX}/boleto/gerar-pdf/${boleto}`] },
      [`POST ${API_PREFIX}/boleto/segunda-via/pdf`]: {
        caminhos: [`${API_PREFIX}/boleto/segunda-via/pdf`],
        corpo: { pedido: codigo, documento: '52998224725', codigoAcesso: acesso, boletoId: boleto },
      },
      [`GET ${API_PREFIX}/genericos/arquivos/{id}`]: { caminhos: arquivos.map((id) => `${API_PREFIX}/genericos/arquivos/${id}`) },
      [`GET ${API_PREFIX}/relatorios-home/exportar/{column}`]: {
        caminhos: [`${API_PREFIX}/relatorios-home/exportar/${COLUNAS_EXPORTAVEIS.find((c) => !METRICAS_SEM_DADOS.has(c))}`],
      },
      [`GET ${API_PREFIX}/relatorios/pipeline/detalhe/dia`]: { caminhos: [`${API_PREFIX}/relatorios/pipeline/detalhe/dia?date=2026-11-23`] },
      [`GET ${API_PREFIX}/importacoes/relatorio`]: { caminhos: [`${API_PREFIX}/importacoes/relatorio?arquivo=${ABAS_IMPORTACAO_2[0]!.arquivo}`] },
      [`POST ${API_PREFIX}/order-call/exportar`]: { caminhos: [`${API_PREFIX}/order-call/exportar`], corpo: { orderCallId } },
      [`GET ${API_PREFIX}/importacoes/report`]: { caminhos: [`${API_PREFIX}/importacoes/report?importacaoLogId=${importacao}&statusId=2`] },
    };
    const rotaTipada = new Set(
      t.app.routeTable
        .filter((r) => (r.schema as { response?: Record<string, { type?: string }> } | undefined)?.response?.['200']?.type === 'string')
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const downloads = operacoes.filter(
      (op) => rotaTipada.has(op.id) || Object.values(op.respostas).some((r) => Object.keys(r.content ?? {}).some((c) => c !== JSON_)),
    );
    const achados = novosAchados();
    let arquivosBaixados = 0;
    for (const op of downloads) {
      const especial = especiais[op.id];
      const obrigatorios = op.parametros.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(valido(p.name, p.schema))]);
      const caminhos = especial?.caminhos ?? [url(op, (p) => String(valido(p.name, p.schema)), Object.fromEntries(obrigatorios))];
      for (const caminho of caminhos) {
        const r = await enviar(op, caminho, { token: op.publica ? undefined : admin, corpo: especial?.corpo ?? corpoValido(op.corpo) });
        esperar(achados, r.statusCode === 200, op, 'download', r);
        conferir(op, r, achados, 'download');
        arquivosBaixados++;
      }
    }
    console.log(
      `openapi: ${downloads.length} rotas de download, ${arquivosBaixados} arquivos baixados; tipos não declarados: ${achados.tipo.length}; status: ${achados.status.length}; casos: ${achados.caso.length}`,
    );
    expect(downloads.length).toBeGreaterThanOrEqual(30);
    expect(achados).toEqual(novosAchados());
  }, 600_000);
});
