/** What other contexts and the API may use of notifications. */
export { notificacoesDe, notificacoesProjection, idDaNotificacao, registrarAvisos, aplicarAvisos, type Aviso, type FonteDeAvisos } from './projection.ts';
export { listarNotificacoes, contagemNotificacoes, marcarLida, marcarTodasLidas, lerPreferencias, salvarPreferencias } from './queries.ts';
export { enfileirarEmailsDeNotificacoes, enfileirarResumosDiarios, dispensarEmailsDoHistorico, type NotificacoesEmailDeps } from './emails.ts';
