/** YYYY-MM-DD (as the server answers pop-up dates) to dd/MM/yyyy; '-' when empty. */
export function formatDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '-';
}

/** A calendar date (local) to the YYYY/MM/DD the pop-up calls send (spec 002 §5.8). */
export function toApiDate(d: Date | null): string | null {
  if (!d) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())}`;
}

/** YYYY-MM-DD to a local Date (midnight), for the calendar fields. */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}
