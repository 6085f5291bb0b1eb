import type { LoginData } from '@portal/contracts/access/session';
import { storeLogin } from '../../shared/storage.ts';

/**
 * Where the sign-in goes after it when a link asked for a screen (`?destino=`, e.g. a notification's e-mail): a path of
 * the console, never another site's (`//host`, `/\host` and schemes are refused), or null.
 */
export function destinoSeguro(destino: string | null | undefined): string | null {
  if (!destino || !destino.startsWith('/') || destino.startsWith('//') || destino.startsWith('/\\')) return null;
  return destino;
}

/**
 * Stores the session and says where to go (spec 000 §4): the forced change when required, else the screen the link
 * asked for (`destino`), else the home.
 */
export function afterLogin(data: LoginData, destino?: string | null): string {
  storeLogin(data);
  if (data.trocaSenhaObrigatoria || data.senhaTrocadaPorAdministrador) return '/alterarSenha';
  return destinoSeguro(destino) ?? '/relatorios';
}
