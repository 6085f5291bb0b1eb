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
