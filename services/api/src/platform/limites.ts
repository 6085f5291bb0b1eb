import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { RoutePermission } from '@portal/contracts/access/functions';
import { msg } from '@portal/contracts/messages';
import { DomainError, type Db } from '@portal/core/kernel/index';
import { ContadorJanelas } from './contador-janelas.ts';

/** What a signed-in request costs: a write, an upload, or a heavy read (export, report, a list with large pages). */
export type ClasseLimite = 'escrita' | 'envio' | 'pesada';
/** A route's limit: a class (per user and per address), a public limit (per address, per minute, per route), or none. */
export type LimiteDaRota = ClasseLimite | { porIp: number } | false;

export interface Cota {
  porUsuario: number;
  porIp: number;
}

/** The limits of the signed-in routes and the daily upload budget (docs/decisions.md "Rate limits"). */
export interface LimitesConfig {
  /** length of a counting window, in seconds */
  janelaSegundos: number;
  escrita: Cota;
  envio: Cota;
  pesada: Cota;
  /** a list asked for more than this many rows a page (`per_page`, `pageSize`) counts as a heavy read */
  paginaGrande: number;
  /** bytes a dealer (or a staff user) may store a day (São Paulo); null: no budget */
  orcamentoEnvioDiario: number | null;
}

const MB = 1024 * 1024;

/**
 * Per minute. A person at the console does a few writes and a few reports a minute; an office behind one address is
 * a few dozen people. The per-address ceilings are 5× a user's.
 */
export const LIMITES_PADRAO: LimitesConfig = {
  janelaSegundos: 60,
  escrita: { porUsuario: 300, porIp: 1500 },
  envio: { porUsuario: 30, porIp: 150 },
  pesada: { porUsuario: 120, porIp: 600 },
  paginaGrande: 100,
  orcamentoEnvioDiario: 500 * MB,
};

/**
 * LIMITES_PADRAO 100× higher, the budget 50 GiB: for suites that do thousands of requests a minute as a few users from
 * one address (the HTTP tests' app, the browser tests' stack), with the limiter still on their path.
 */
export const LIMITES_FOLGADOS: LimitesConfig = {
  ...LIMITES_PADRAO,
  escrita: { porUsuario: 30_000, porIp: 150_000 },
  envio: { porUsuario: 3_000, porIp: 15_000 },
  pesada: { porUsuario: 12_000, porIp: 60_000 },
  orcamentoEnvioDiario: 50 * 1024 * MB,
};

/** The window of the public limits (sign-in, password links, second copy of boletos). */
const JANELA_PUBLICA_S = 60;

/**
 * LIMITES_PADRAO with the environment's UPLOAD_ORCAMENTO_DIARIO_MB (whole MB, 0 = no budget) and LIMITES_ESCALA (a whole
 * factor 1–10,000 multiplying every per-minute quota: for load tests that play many users from one address, the
 * limiter still counting on their path; default 1); throws on a bad value.
 */
export function limitesDoAmbiente(env: Record<string, string | undefined>): LimitesConfig {
  const v = env.UPLOAD_ORCAMENTO_DIARIO_MB;
  let l = LIMITES_PADRAO;
  if (v !== undefined && v !== '') {
    const mb = Number(v);
    if (!Number.isInteger(mb) || mb < 0 || mb > 1_000_000)
      throw new Error(`UPLOAD_ORCAMENTO_DIARIO_MB=${v}: informe um número inteiro de MB por dia (0 = sem limite).`);
    l = { ...l, orcamentoEnvioDiario: mb === 0 ? null : mb * MB };
  }
  const e = env.LIMITES_ESCALA;
  if (e !== undefined && e !== '') {
    const k = Number(e);
    if (!Number.isInteger(k) || k < 1 || k > 10_000) throw new Error(`LIMITES_ESCALA=${e}: informe um número inteiro de 1 a 10000.`);
    const x = (c: Cota): Cota => ({ porUsuario: c.porUsuario * k, porIp: c.porIp * k });
    l = { ...l, escrita: x(l.escrita), envio: x(l.envio), pesada: x(l.pesada) };
  }
  return l;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's rate limit (platform/limites.ts); when absent, the rule `limiteDaRota` decides */
    limite?: LimiteDaRota | 'leitura';
  }
}

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PESADA_URL = /\/exportar|\/relatorio/i;

/**
 * The rule over the route table: multipart routes are uploads; spreadsheet answers, exports and reports are heavy
 * reads; the other POST/PUT/PATCH/DELETE are writes, except lists answered through POST (read permission); the rest is
 * a plain read ('leitura', counted only when it asks for a large page). A route's own `config.limite` wins.
 */
export function limiteDaRota(r: { method: string; url: string; config?: unknown; schema?: unknown }): LimiteDaRota | 'leitura' {
  const config = (r.config ?? {}) as { limite?: LimiteDaRota | 'leitura'; permissao?: RoutePermission };
  if (config.limite !== undefined) return config.limite;
  if (!config.permissao || 'publica' in config.permissao) return false;
  const schema = (r.schema ?? {}) as { consumes?: string[]; response?: Record<string, { description?: string }> };
  if (schema.consumes?.includes('multipart/form-data')) return 'envio';
  if (PESADA_URL.test(r.url) || /\.xlsx/.test(schema.response?.[200]?.description ?? '')) return 'pesada';
  const leitura = 'acesso' in config.permissao && config.permissao.acesso === 'r';
  return ESCRITAS.has(r.method) && !leitura ? 'escrita' : 'leitura';
}

/** The page size a list request asks for in its query. */
function tamanhoPedido(req: FastifyRequest): number {
  const q = req.query as Record<string, unknown> | undefined;
  return Number(q?.per_page ?? q?.pageSize ?? 0) || 0;
}

/** Removes the windows that ended (the longest window, twice over, before `agora`) and the budgets of days gone. */
export async function varrerLimites(db: Db, agora: Date, maiorJanelaS: number): Promise<void> {
  const corte = new Date(agora.getTime() - 2 * maiorJanelaS * 1000);
  await sql`delete from limites_janelas where janela < ${corte}`.execute(db);
  await sql`delete from orcamento_envios where dia < (${agora}::timestamptz at time zone 'America/Sao_Paulo')::date - 2`.execute(db);
}

export interface LimitesPluginOptions {
  db: Db;
  now: () => Date;
  /** false: no limits on the signed-in routes (the public routes keep theirs) */
  limites: LimitesConfig | false;
}

/**
 * Rate limits kept in PostgreSQL (`limites_janelas`, fixed windows), so every API process counts against the same
 * numbers and a restart forgets nothing. Runs after the sign-in check (the user is known) and before the body is read.
 * Past a limit: 429, Retry-After, and the envelope with a pt-BR message.
 */
export const limitesPlugin = fp(async (app: FastifyInstance, opts: LimitesPluginOptions) => {
  const { db, now, limites } = opts;
  const contador = new ContadorJanelas(db);
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = [route.method].flat()[0] ?? 'GET';
    route.config = { ...route.config, limite: limiteDaRota({ method, url: route.url, config: route.config, schema: route.schema }) };
  });

  app.addHook('onRequest', async (req, reply) => {
    let limite = req.routeOptions.config.limite;
    if (limite === 'leitura') limite = limites && tamanhoPedido(req) > limites.paginaGrande ? 'pesada' : false;
    if (limite === undefined || limite === false) return;
    const agora = now().getTime() / 1000;
    let janelaS: number;
    let cotas: [string, number][];
    if (typeof limite === 'object') {
      janelaS = JANELA_PUBLICA_S;
      cotas = [[`publica:${req.routeOptions.url}:ip:${req.ip}`, limite.porIp]];
    } else {
      if (!limites) return;
      janelaS = limites.janelaSegundos;
      const cota = limites[limite];
      cotas = [[`${limite}:ip:${req.ip}`, cota.porIp]];
      if (req.principal) cotas.push([`${limite}:u:${req.principal.userId}`, cota.porUsuario]);
    }
    const inicio = Math.floor(agora / janelaS) * janelaS;
    const janela = new Date(inicio * 1000);
    const contagens = await contador.contar(cotas.map(([chave]) => ({ chave, janela })));
    if (cotas.every(([, max], i) => contagens[i]! <= max)) return;
    const segundos = Math.max(1, Math.ceil(inicio + janelaS - agora));
    reply.header('retry-after', String(segundos));
    // an upload refused before its body is read: close rather than read (and discard) the rest
    if (req.headers['content-type']?.startsWith('multipart/')) reply.header('connection', 'close');
    req.log.info({ limite, chaves: cotas.map(([c]) => c) }, 'limite_excedido');
    throw new DomainError(429, [typeof limite === 'object' ? msg.muitasTentativas : msg.muitasRequisicoes(segundos)]);
  });

  // every process sweeps, each window's length: cheap (indexed) and harmless when two do it at once
  const maiorJanela = Math.max(JANELA_PUBLICA_S, limites ? limites.janelaSegundos : 0);
  const varrer = () => varrerLimites(db, now(), maiorJanela);
  const timer = setInterval(() => void varrer().catch((err: unknown) => app.log.warn({ err }, 'varredura dos limites falhou')), maiorJanela * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
