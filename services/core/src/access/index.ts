/** What other contexts may use of access: the caller's principal, the account commands administration drives, links. */
export { type Principal, loadPrincipal, can } from './principal.ts';
export { type AccessDeps, senhaValidadeDias } from './deps.ts';
export { bloquearConta, criarConta } from './accounts.ts';
export { sendAccountLink } from './account-links.ts';
export { usuariosComPerfil } from './usuarios.ts';
