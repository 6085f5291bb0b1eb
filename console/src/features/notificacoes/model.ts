/** The badge's text: up to 99, then '99+'; nothing when all are read. */
export const rotuloDoSino = (naoLidas: number): string | null => (naoLidas <= 0 ? null : naoLidas > 99 ? '99+' : String(naoLidas));

/** The bell's accessible name, with the count. */
export const nomeDoSino = (naoLidas: number): string =>
  naoLidas <= 0 ? 'Notificações' : naoLidas === 1 ? 'Notificações: 1 não lida' : `Notificações: ${naoLidas} não lidas`;
