import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import type { TokenService } from '@portal/core/access/tokens';
import { msg } from '@portal/contracts/messages';
import { errorsPlugin } from './platform/errors.ts';
import { loggerOptions, securityLogPlugin } from './platform/logging.ts';
import { eventosSegurancaPlugin } from './platform/eventos-seguranca.ts';
import { nulosNaRota } from './platform/nulos.ts';
import { textoSeguroPlugin } from './platform/texto-seguro.ts';
import { cabecalhosSegurancaPlugin } from './platform/cabecalhos-seguranca.ts';
import { corpoEmCachePlugin } from './platform/corpo-em-cache.ts';
import { answerCheckPlugin } from './platform/answer-check.ts';
import { openapiPlugin } from './platform/openapi.ts';
import { finiteNumbers } from './platform/schemas.ts';
import { authPlugin, API_PREFIX } from './platform/auth.ts';
import { idempotencyPlugin, idempotentDb } from './platform/idempotency.ts';
import { PrincipalCache } from './platform/principal-cache.ts';
import { limitesDoAmbiente, limitesPlugin, type LimitesConfig } from './platform/limites.ts';
import { outboxOnly, type EmailDispatcher } from './platform/emails.ts';
import { accessRoutes } from './access/routes.ts';
import { auditoriaRoutes } from './auditoria/routes.ts';
import { historicoRoutes } from './historico/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { popupRoutes } from './popups/routes.ts';
import { vehicleRoutes } from './vehicles/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { swapRoutes } from './swaps/routes.ts';
import { swapAceiteRoutes } from './swaps/aceite-routes.ts';
import { orderRoutes } from './direct-sales/routes.ts';
import { boletoRoutes } from './boletos/routes.ts';
import { comissoesRoutes } from './comissoes/routes.ts';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { boletosEmAberto, type BancoBoletos } from '@portal/core/boletos/index';
import { settingsRoutes } from './settings/routes.ts';
import { prazosRoutes } from './prazos/routes.ts';
import { specsRoutes } from './specs/routes.ts';
import { vigenciaRoutes } from './specs/vigencia-routes.ts';
import { lookupRoutes } from './direct-sales/lookups-routes.ts';
import { precoFinalRoutes } from './direct-sales/preco-final-routes.ts';
import { mesMarcaRoutes } from './order-call/mes-marca-routes.ts';
import { orderCallImportacaoRoutes } from './order-call/importacao-routes.ts';
import { importRoutes } from './imports/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { orderCallRoutes } from './order-call/routes.ts';
import { biOrderCallRoutes } from './order-call/bi-routes.ts';
import { biRoutes } from './bi/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { importacoesAbasRoutes } from './imports-abas/routes.ts';
import { kpiRoutes } from './kpi/routes.ts';
import { visoesRoutes } from './visoes/routes.ts';
import { notificacoesRoutes } from './notificacoes/routes.ts';
import { abrirArmazenamento, configDoAmbiente, TAMANHO_MAXIMO_PADRAO, type Armazenamento } from '@portal/core/storage/index';
import { acessosArquivo } from '@portal/core/contexts';
import { compiladoresSobDemanda, type CompiladoresSobDemanda } from './platform/esquemas-sob-demanda.ts';

export interface AppOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  now?: () => Date;
  /** public URL of the console for e-mailed links */
  appUrl: string;
  emails?: EmailDispatcher;
  /** folder of the built console to serve at / */
  consoleDir?: string;
  /** expose /api/v1/dev/emails (the SMTP catcher's outbox): development only */
  devOutbox?: boolean;
  /** sign-in, password-link, reset and second-copy attempts per minute per client address (default 10) */
  rateLimitMax?: number;
  /**
   * Limits of the signed-in routes per user and per address, and the daily upload budget (platform/limites.ts), kept in
   * PostgreSQL. Default: LIMITES_PADRAO with UPLOAD_ORCAMENTO_DIARIO_MB; false: none (the public limits stay).
   */
  limites?: Partial<LimitesConfig> | false;
  logger?: FastifyServerOptions['logger'];
  /**
   * Behind a proxy or load balancer: which hops to trust for the client's address (Fastify's trustProxy: true, or
   * addresses/CIDRs). Rate limits then count per client, not per proxy. Default: no proxy — behind one, every client
   * then shares the proxy's address (the per-user limits still tell signed-in users apart).
   */
  trustProxy?: boolean | string;
  /** tests: every 2xx answer must match its declared response schema exactly (platform/answer-check.ts) */
  checkAnswers?: boolean;
  /** the bank of boletos (default: criarBancoBoletos from the BOLETO_* variables) */
  banco?: BancoBoletos;
  /** PostgreSQL URL for the LISTEN connection that keeps the callers' principals cached; without it every request reads them */
  databaseUrl?: string;
  /** the online CEP provider, ViaCEP-style (`CEP_PROVIDER_URL`, e.g. https://viacep.com.br/ws/{cep}/json/); none: table and CEP ranges only */
  cepProviderUrl?: string | null;
  /** where uploaded files go; default: the storage the environment names (DATA_DIR, UPLOAD_MAX_MB: core storage/config.ts) */
  armazenamento?: Armazenamento;
  /** the largest upload, in bytes (default: UPLOAD_MAX_MB, or 10 MiB) */
  uploadTamanhoMaximo?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RotaRegistrada[];
    /** the routes' validators and serializers, compiled on first use (platform/esquemas-sob-demanda.ts) */
    esquemas: CompiladoresSobDemanda;
    /** the principals kept between requests (null without a LISTEN connection's database URL) */
    cacheDePrincipais: PrincipalCache | null;
  }
}

/** A route as registered: `schema` as Fastify validates it, `declarado` its parts as the route file gave them. */
export interface RotaRegistrada {
  method: string;
  url: string;
  config: unknown;
  schema?: unknown;
  declarado: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
}

const CORRELATION = /^[A-Za-z0-9._-]{8,100}$/;

/** The request validator's options (query strings coerced; nulls kept as nulls by `nulosNaRota`). */
export const AJV = {
  customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
  plugins: [finiteNumbers],
} satisfies FastifyServerOptions['ajv'];

/** The portal's HTTP app; `server.ts` only starts it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? (() => new Date());
  const limites = opts.limites === false ? false : { ...limitesDoAmbiente(process.env), ...opts.limites };
  const orcamentoDiario = limites ? limites.orcamentoEnvioDiario : null;
  const esquemas = compiladoresSobDemanda();
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? false),
    // the header is not taken as is: genReqId keeps a well-formed x-correlation-id and replaces anything else
    requestIdHeader: false,
    genReqId: (req) => {
      const h = req.headers['x-correlation-id'];
      return typeof h === 'string' && CORRELATION.test(h) ? h : randomUUID();
    },
    ajv: AJV,
    schemaController: { compilersFactory: esquemas.compilersFactory },
    bodyLimit: 1_048_576,
    trustProxy: opts.trustProxy ?? false,
  });
  const routeTable: RotaRegistrada[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('esquemas', esquemas);
  app.addHook('onRoute', (r) => {
    // `declarado`: the schemas as the route declared them, before nulosNaRota rewrites the request's (contrato-unico.int.test.ts)
    const declarado = { ...(r.schema as RotaRegistrada['declarado']) };
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url, config: r.config, schema: r.schema, declarado });
  });
  // request schemas take null as null (platform/nulos.ts); `schema` above is the same object, rewritten
  app.addHook('onRoute', nulosNaRota);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-correlation-id', req.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityLogPlugin);
  await app.register(textoSeguroPlugin);
  await app.register(eventosSegurancaPlugin, { db: opts.db, now });
  if (opts.checkAnswers) await app.register(answerCheckPlugin);
  await app.register(corpoEmCachePlugin);
  await app.register(cabecalhosSegurancaPlugin);
  await app.register(openapiPlugin);

  // the routes' database records a request's Idempotency-Key inside the command's own transaction
  const db = idempotentDb(opts.db);
  const deps = { db, tokens: opts.tokens, now, appUrl: opts.appUrl };
  // the bank boletos are registered with (BOLETO_ADAPTADOR, default the sandbox bank inside the portal)
  const banco = opts.banco ?? criarBancoBoletos({ db, now });
  let cache: PrincipalCache | null = null;
  if (opts.databaseUrl) {
    cache = new PrincipalCache(opts.databaseUrl, (m, err) => app.log.warn({ err }, m));
    await cache.start();
    const c = cache;
    app.addHook('onClose', async () => c.close());
  }
  app.decorate('cacheDePrincipais', cache);
  await app.register(
    async (api) => {
      await api.register(authPlugin, { db: opts.db, tokens: opts.tokens, now, ...(cache ? { cache } : {}) });
      await api.register(idempotencyPlugin, { db: opts.db });
      await api.register(limitesPlugin, { db: opts.db, now, limites });
      await api.register(accessRoutes, { deps, emails: opts.emails ?? outboxOnly, rateLimitMax: opts.rateLimitMax ?? 10 });
      await api.register(auditoriaRoutes, { db });
      await api.register(historicoRoutes, { db });
      await api.register(adminRoutes, { deps, emails: opts.emails ?? outboxOnly });
      await api.register(popupRoutes, { deps });
      await api.register(vehicleRoutes, { deps: { db, now } });
      await api.register(billingRoutes, { deps: { db, now } });
      await api.register(swapRoutes, { deps: { db, now } });
      await api.register(swapAceiteRoutes, { deps: { db, now } });
      await api.register(orderRoutes, { deps: { db, now, boletosEmAberto } });
      await api.register(boletoRoutes, { deps: { db, now }, banco, rateLimitMax: opts.rateLimitMax ?? 10 });
      await api.register(settingsRoutes, { deps: { db, now } });
      await api.register(prazosRoutes, { deps: { db, now } });
      await api.register(orderCallRoutes, { deps: { db, now } });
      await api.register(biOrderCallRoutes, { deps: { db, now } });
      await api.register(biRoutes, { deps: { db, now } });
      await api.register(specsRoutes, { deps: { db, now } });
      await api.register(vigenciaRoutes, { deps: { db, now } });
      await api.register(reportRoutes, { deps: { db, now } });
      await api.register(importacoesAbasRoutes, { deps: { db, now } });
      await api.register(kpiRoutes, { deps: { db, now } });
      await api.register(visoesRoutes, { deps: { db, now } });
      await api.register(notificacoesRoutes, { deps: { db, now } });
      await api.register(precoFinalRoutes, { deps: { db, now } });
      await api.register(mesMarcaRoutes, { deps: { db } });
      await api.register(orderCallImportacaoRoutes, { deps: { db, now } });
      await api.register(lookupRoutes, { deps: { db, now }, cepProvedor: opts.cepProviderUrl ? { url: opts.cepProviderUrl } : null });
      const uploads = opts.armazenamento ? null : configDoAmbiente(process.env);
      await api.register(uploadRoutes, {
        deps: { db, now },
        armazenamento: opts.armazenamento ?? (await abrirArmazenamento(uploads!)),
        tamanhoMaximo: opts.uploadTamanhoMaximo ?? uploads?.tamanhoMaximo ?? TAMANHO_MAXIMO_PADRAO,
        acessos: acessosArquivo,
        orcamentoDiario,
      });
      await api.register(importRoutes, {
        deps: { db, now },
        armazenamento: opts.armazenamento ?? (await abrirArmazenamento(configDoAmbiente(process.env))),
        tamanhoMaximo: opts.uploadTamanhoMaximo ?? uploads?.tamanhoMaximo ?? TAMANHO_MAXIMO_PADRAO,
        orcamentoDiario,
      });
      await api.register(comissoesRoutes, {
        deps: { db, now },
        armazenamento: opts.armazenamento ?? (await abrirArmazenamento(configDoAmbiente(process.env))),
      });
      if (opts.devOutbox) await api.register(devRoutes, { db: opts.db });
    },
    { prefix: API_PREFIX },
  );

  const consoleDir = opts.consoleDir;
  const index = consoleDir ? join(consoleDir, 'index.html') : null;
  if (consoleDir && index && existsSync(index)) {
    // Vite names each file under /assets/ by a hash of its content: a browser keeps it for good instead of asking again on
    // every page load (a conditional request per chunk, ~40 on a list screen, each a round trip before the screen can run)
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/') && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && index && existsSync(index) && !req.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, data: null, errors: [msg.naoEncontrado] });
  });
  return app;
}
