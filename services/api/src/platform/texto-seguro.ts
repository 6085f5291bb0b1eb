import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@portal/contracts/messages';

/**
 * Text PostgreSQL cannot keep: a NUL (`text` and `jsonb` refuse 0x00 and answered 500) and a lone UTF-16 surrogate
 * (not encodable as UTF-8). Checked once for every route, on the parsed path, query and JSON body, keys included,
 * before the schema runs: a 400 naming the field, and nothing reaches a handler.
 */
const SURROGATO_SOZINHO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ruim = (s: string) => s.includes('\u0000') || SURROGATO_SOZINHO.test(s);

/**
 * The path of the first string (value or key) in `valor` that PostgreSQL cannot keep, or null. Iterative, so a
 * deeply nested body cannot overflow the stack; linear in the size of what was parsed.
 */
export function textoInvalido(valor: unknown, raiz: string): string | null {
  const pilha: [unknown, string][] = [[valor, raiz]];
  while (pilha.length) {
    const [v, onde] = pilha.pop()!;
    if (typeof v === 'string') {
      if (ruim(v)) return onde;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pilha.push([v[i], `${onde}[${i}]`]);
    } else if (typeof v === 'object' && v !== null && !Buffer.isBuffer(v)) {
      for (const k of Object.keys(v)) {
        const caminho = onde ? `${onde}.${k}` : k;
        if (ruim(k)) return onde || 'corpo';
        pilha.push([(v as Record<string, unknown>)[k], caminho]);
      }
    }
  }
  return null;
}

const legivel = (caminho: string) =>
  [...caminho]
    .map((c) => (ruim(c) ? '?' : c))
    .join('')
    .slice(0, 100) || 'corpo';

export function verificarTexto(req: FastifyRequest): string | null {
  return textoInvalido(req.params, '') ?? textoInvalido(req.query, '') ?? textoInvalido(req.body, '');
}

export const textoSeguroPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req, reply) => {
    const campo = verificarTexto(req);
    if (campo === null) return;
    return reply.status(400).send({ success: false, data: null, errors: [msg.campoComCaractereInvalido(legivel(campo))] });
  });
});
