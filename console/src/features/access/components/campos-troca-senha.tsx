import { PasswordField } from '../../../shared/password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

export interface SenhasTroca {
  atual: string;
  nova: string;
  confirmar: string;
}
export const SENHAS_VAZIAS: SenhasTroca = { atual: '', nova: '', confirmar: '' };

/** A password change's fields: Senha atual (focused), Nova senha, Confirmar nova senha, then the rules; `ids` of the three inputs. */
export function CamposTrocaSenha({ ids, valor, onChange }: { ids: [string, string, string]; valor: SenhasTroca; onChange: (v: SenhasTroca) => void }) {
  const [atual, nova, confirmar] = ids;
  const set = (k: keyof SenhasTroca) => (v: string) => onChange({ ...valor, [k]: v });
  return (
    <>
      <PasswordField id={atual} label="Senha atual" value={valor.atual} onChange={set('atual')} autoComplete="current-password" autoFocus />
      <PasswordField id={nova} label="Nova senha" value={valor.nova} onChange={set('nova')} />
      <PasswordField id={confirmar} label="Confirmar nova senha" value={valor.confirmar} onChange={set('confirmar')} />
      <PasswordRules />
    </>
  );
}
