import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TIPOS_EVENTO_SEGURANCA, type TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import { registrarEventoSeguranca, type EventoSeguranca } from '@portal/core/seguranca/index';
import type { Db } from '@portal/core/kernel/index';

/** What a route declares about the security event it records (config `seguranca`). */
export interface SegurancaDaRota {
  /** the event of a 2xx/3xx answer (a function may decide per request, or answer null for none) */
  sucesso?: TipoEventoSeguranca | ((req: FastifyRequest) => TipoEventoSeguranca | null);
  /** the event of a 4xx answer (a 403 without it is `acesso_negado`, as on every route) */
  falha?: TipoEventoSeguranca;
  /** what the event is about (boleto:12, participante:7) */
  recurso?: (req: FastifyRequest) => string | null;
  /** body fields recorded masked: the e-mail typed at sign-in, the document of the public boleto lookup */
  campos?: readonly ('email' | 'documento')[];
}

/** What a handler adds to its route's event: the user who signed in, the administrator behind an acesso espelho, details. */
export type AnotacaoSeguranca = Partial<Pick<EventoSeguranca, 'participanteId' | 'espelhoAdminId' | 'recurso' | 'detalhes'>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the security event this route records (platform/eventos-seguranca.ts) */
    seguranca?: SegurancaDaRota;
  }
  interface FastifyRequest {
    /** set by a handler: what it knows of its route's security event */
    eventoSeguranca: AnotacaoSeguranca | null;
  }
}

/** Failures that are the client's (4xx); a 5xx is the server's and is logged as such, not as a security event. */
const falhou = (status: number) => status >= 400 && status < 500;

function tipoDoEvento(cfg: SegurancaDaRota | undefined, status: number, req: FastifyRequest): TipoEventoSeguranca | null {
  if (falhou(status)) return cfg?.falha ?? (status === 403 ? 'acesso_negado' : null);
  if (status >= 500 || !cfg?.sucesso) return null;
  return typeof cfg.sucesso === 'function' ? cfg.sucesso(req) : cfg.sucesso;
}

const textoDoCorpo = (req: FastifyRequest, campo: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[campo];
  return typeof v === 'string' ? v : null;
};

/**
 * Security events, from one hook: every answer of a route that declares `config.seguranca`, and every 403 of any route,
 * is appended to `eventos_seguranca` (core `registrarEventoSeguranca`: e-mails and documents masked) and written as a
 * structured log line `{ seguranca: <tipo>, … }` with the same masked fields. The hook runs before the answer leaves
 * (onSend), so a client that saw its answer finds the event recorded; a failure to record is logged and never changes
 * the answer. Passwords, tokens and access codes have no field to go in.
 */
export const eventosSegurancaPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date }) => {
  app.decorateRequest('eventoSeguranca', null);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload;
    const cfg = req.routeOptions.config?.seguranca;
    const status = reply.statusCode;
    const tipo = tipoDoEvento(cfg, status, req);
    if (!tipo) return payload;
    const anotado = req.eventoSeguranca ?? {};
    const email = cfg?.campos?.includes('email') ? textoDoCorpo(req, 'email') : null;
    try {
      let participanteId = anotado.participanteId ?? req.principal?.userId ?? null;
      // a refused sign-in names no session: the e-mail typed says whose account was tried
      if (participanteId === null && email) {
        const p = await opts.db
          .selectFrom('participantes')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
          .executeTakeFirst();
        participanteId = p?.id ?? null;
      }
      const e = await registrarEventoSeguranca(opts.db, {
        tipo,
        em: opts.now(),
        participanteId,
        espelhoAdminId: anotado.espelhoAdminId ?? req.principal?.espelhoAdminId ?? null,
        email,
        documento: cfg?.campos?.includes('documento') ? textoDoCorpo(req, 'documento') : null,
        ip: req.ip,
        metodo: req.method,
        rota: req.routeOptions.url ?? null,
        status,
        recurso: anotado.recurso ?? cfg?.recurso?.(req) ?? null,
        correlationId: req.id,
        detalhes: anotado.detalhes ?? null,
      });
      const linha = {
        seguranca: e.tipo,
        status: e.status,
        metodo: e.metodo,
        rota: e.rota,
        userId: e.participanteId,
        espelhoAdminId: e.espelhoAdminId,
        ...(e.email ? { email: e.email } : {}),
        ...(e.documento ? { documento: e.documento } : {}),
        ...(e.recurso ? { recurso: e.recurso } : {}),
        ...(e.detalhes ? { detalhes: e.detalhes } : {}),
      };
      if (falhou(status)) req.log.warn(linha, TIPOS_EVENTO_SEGURANCA[e.tipo]);
      else req.log.info(linha, TIPOS_EVENTO_SEGURANCA[e.tipo]);
    } catch (err) {
      req.log.error({ err, seguranca: tipo }, 'evento de segurança não gravado');
    }
    return payload;
  });
});

/** `config.seguranca.recurso` of routes whose `:id` (or body `id`) names the record: `<nome>:<id>`. */
export const recursoDoId =
  (nome: string, de: 'params' | 'body' = 'params', campo = 'id') =>
  (req: FastifyRequest) => {
    const v = (req[de] as Record<string, unknown> | undefined)?.[campo];
    return typeof v === 'string' || typeof v === 'number' ? `${nome}:${v}` : null;
  };
