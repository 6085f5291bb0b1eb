import type { AuditoriaRow } from '../hooks/use-auditoria.ts';

function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'sim' : 'não';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The fields whose value changed between before and after (a creation lists what was recorded). */
export function changes(row: Pick<AuditoriaRow, 'antes' | 'depois'>): { campo: string; antes: string; depois: string }[] {
  const a = (row.antes ?? {}) as Record<string, unknown>;
  const d = (row.depois ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(d)])];
  return (
    keys
      .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(d[k]))
      // a creation lists only what was filled in
      .filter((k) => row.antes !== null || (d[k] !== null && d[k] !== undefined && d[k] !== ''))
      .map((k) => ({ campo: k, antes: row.antes === null ? '' : show(a[k]), depois: show(d[k]) }))
  );
}
