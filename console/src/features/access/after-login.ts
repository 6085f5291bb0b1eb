import type { LoginData } from '@portal/contracts/access/session';
import { storeLogin } from '../../shared/storage.ts';

/** Stores the session and says where to go (spec 000 §4): the forced change when required, else the home. */
export function afterLogin(data: LoginData): string {
  storeLogin(data);
  return data.trocaSenhaObrigatoria || data.senhaTrocadaPorAdministrador ? '/alterarSenha' : '/relatorios';
}
