import type { RouteOptions } from 'fastify';

type No = Record<string | symbol, unknown>;
const PRIMITIVOS = new Set(['integer', 'number', 'string', 'boolean']);
const ehNulo = (s: unknown) => typeof s === 'object' && s !== null && (s as No).type === 'null' && Object.keys(s).length === 1;
const primitivo = (s: unknown): s is No =>
  typeof s === 'object' && s !== null && typeof (s as No).type === 'string' && PRIMITIVOS.has((s as No).type as string) && !('const' in s) && !('enum' in s);

/**
 * `N(x)` (platform/schemas.ts) is `anyOf: [x, null]`. With Ajv's `coerceTypes` the first branch wins by coercion, so a
 * `null` sent for a nullable number, boolean or text arrived as 0, false or '' — a cleared field was saved as a value.
 * Request schemas are rewritten so a nullable primitive is `{ ...x, nullable: true }`: Ajv then takes null as null and
 * still coerces query strings ('5' → 5). Response schemas are left as TypeBox built them (the answer check reads them).
 */
export function nulosSemCoercao(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(nulosSemCoercao);
  if (typeof s !== 'object' || s === null) return s;
  const o = s as No;
  const anyOf = o.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [a, b] = anyOf;
    const base = ehNulo(b) ? a : ehNulo(a) ? b : null;
    if (primitivo(base)) {
      const { anyOf: _anyOf, ...resto } = o;
      return { ...resto, ...base, nullable: true };
    }
  }
  const out: No = {};
  for (const k of Reflect.ownKeys(o)) out[k] = nulosSemCoercao(o[k]);
  return out;
}

/** onRoute hook: the request parts of a route's schema, rewritten by `nulosSemCoercao`. */
export function nulosNaRota(r: RouteOptions): void {
  const schema = r.schema as No | undefined;
  if (!schema) return;
  for (const parte of ['body', 'querystring', 'params', 'headers']) if (schema[parte]) schema[parte] = nulosSemCoercao(schema[parte]);
}
