/** What other contexts may use of notifications. */
export { TIPOS_NOTIFICACAO, tiposNotificacao, type TipoNotificacao, type Canal } from './tipos.ts';
