/** What other API contexts may use of the administration routes: the commands' context (who acts, correlation id). */
export { adminCtx } from './http.ts';
