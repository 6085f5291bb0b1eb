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
