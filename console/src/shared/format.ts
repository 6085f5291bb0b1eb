const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Sao_Paulo',
});

/** dd/MM/yyyy HH:mm in Brasília time; `vazio` when there is no date. */
export function formatDateTime(iso: string | null | undefined, vazio = '-'): string {
  if (!iso) return vazio;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return vazio;
  return dateTime.format(d).replace(',', '');
}

export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? nome;
}

/** Kilometres as the portal shows them (access-reports-administration.md §9: "Kilometres with ' km' suffix"): 12.500 km; `vazio` when unknown. */
export function formatKm(km: string | number | null | undefined, vazio = '-'): string {
  const n = km === null || km === undefined || String(km).trim() === '' ? NaN : Number(km);
  return Number.isFinite(n) ? `${n.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} km` : vazio;
}

const milhar = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Kilometres as typed (spec 000 §9 "Kilometres with ' km' suffix"): the digits grouped by thousands ('12345' → '12.345'); '' when none. */
export function mascaraKm(digitos: string): string {
  const d = digitos.replace(/\D/g, '').slice(0, 15);
  return d ? milhar.format(Number(d)) : '';
}

/** Cycle year (spec 000 §9): the year's last 2 digits and the cycle zero-padded to 2 ('2026', 5 → '2605'). */
export function formatCicloAno(ano: number, ciclo: number): string {
  return `${String(ano % 100).padStart(2, '0')}${String(ciclo).padStart(2, '0')}`;
}

/**
 * Fiscal year (spec 000 §9: "year/next year", 'YYYY/YYYY+1'): the portal names a fiscal year by the year it ends in
 * (2027 = April 2026 to March 2027), so 2027 shows '2026/2027'.
 */
export function formatAnoFiscal(anoFiscal: number): string {
  return `${anoFiscal - 1}/${anoFiscal}`;
}
