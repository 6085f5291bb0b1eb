/** The same JSON text for the same content, whatever the key order (a jsonb column gives its keys back in its own order); undefined fields left out. */
export function jsonCanonico(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(jsonCanonico).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${jsonCanonico((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** What JSON writes as null: null, undefined (in an array or alone) and a number that is not finite. */
const nulo = (v: unknown) => v === undefined || v === null || (typeof v === 'number' && !Number.isFinite(v));

/**
 * Whether `a` and `b` have the same `jsonCanonico` text, without building either (a walk that stops at the first
 * difference): key order ignored, undefined fields absent, undefined in an array or at the top the same as null.
 */
export function mesmoJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (nulo(a) || nulo(b)) return nulo(a) && nulo(b);
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!mesmoJson(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.prototype.hasOwnProperty.call(x, k) || x[k] === undefined) continue;
    n++;
    if (!Object.prototype.hasOwnProperty.call(y, k) || y[k] === undefined || !mesmoJson(x[k], y[k])) return false;
  }
  for (const k in y) if (Object.prototype.hasOwnProperty.call(y, k) && y[k] !== undefined) n--;
  return n === 0;
}
