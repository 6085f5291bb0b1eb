/** Multi-line Pedido/Chassi input: one entry per line, blanks and repeats dropped. */
export function linhas(texto: string): string[] {
  return [
    ...new Set(
      texto
        .split(/[\r\n,;]+/)
        .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
        .filter(Boolean),
    ),
  ];
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** R$ 1.234,56 */
export const formatBRL = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? '-' : brl.format(n));

/** yyyy-MM-dd → dd/MM/yyyy (already formatted values pass through). */
export function dataBR(iso: string | null | undefined): string {
  if (!iso) return '-';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** A local Date as yyyy-MM-dd (date pickers work in local days). */
export function isoLocal(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
/** yyyy-MM-dd → local Date at noon (no time-zone slips). */
export function deIso(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** Pedido and Chassi of a filter bar as a list body wants them: lists, each left out when empty. */
export function pedidoChassiDoCorpo(f: { pedido: string; chassi: string }): { pedido?: string[]; chassi?: string[] } {
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi);
  return { ...(pedidos.length ? { pedido: pedidos } : {}), ...(chassis.length ? { chassi: chassis } : {}) };
}

/** Jaguar and Land Rover as a list body sends them. */
export const marcasDoCorpo = (f: { jaguar: boolean; landrover: boolean }) => ({ jaguar: f.jaguar, landrover: f.landrover });

/** The filled values of the fields a screen shows (false: not shown), in their order. */
export function preenchidos<F extends object>(f: F, campos: readonly (keyof F | false)[]): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  for (const k of campos) if (k !== false && f[k]) b[k as string] = f[k];
  return b;
}
