/** Security events: what the API records (sign-in, passwords, permissions, acesso espelho, 403, downloads, /gera-boleto) and the administrator reads. */
export { registrarEventoSeguranca, eventoMascarado, type EventoSeguranca, type EventoSegurancaGravado } from './eventos.ts';
export { listarEventosSeguranca, type FiltroEventosSeguranca } from './queries.ts';
export { mascararDocumento, mascararEmail } from './mascaras.ts';
