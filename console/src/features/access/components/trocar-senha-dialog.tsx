import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { clearStorage, persisted, storeLogin } from '../../../shared/storage.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useAlterarSenha } from '../hooks/use-alterar-senha.ts';
import { entrar } from '../hooks/use-entrar.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

/** Trocar senha: the change revokes the current token, so the user is signed in again with the new password. */
export function TrocarSenhaDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  const alterar = useAlterarSenha();
  const [atual, setAtual] = useState('');
  const [nova, setNova] = useState('');
  const [confirmar, setConfirmar] = useState('');

  const reset = () => {
    setAtual('');
    setNova('');
    setConfirmar('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const email = persisted.get().auth?.userClaims.email ?? '';
    alterar.mutate(
      { currentPassword: atual, newPassword: nova, confirmNewPassword: confirmar },
      {
        onSuccess: async (text) => {
          toast.success(text);
          reset();
          onHide();
          try {
            storeLogin(await entrar({ email, password: nova }));
          } catch {
            clearStorage();
            navigate('/', { replace: true });
          }
        },
      },
    );
  };

  return (
    <Dialog
      header="Trocar senha"
      visible={visible}
      onHide={() => {
        reset();
        onHide();
      }}
      style={{ width: 'min(460px, 94vw)' }}
      modal
      draggable={false}
    >
      <form onSubmit={submit} className="form-stack" aria-label="Trocar senha">
        <PasswordField id="troca-atual" label="Senha atual" value={atual} onChange={setAtual} autoComplete="current-password" autoFocus />
        <PasswordField id="troca-nova" label="Nova senha" value={nova} onChange={setNova} />
        <PasswordField id="troca-confirmar" label="Confirmar nova senha" value={confirmar} onChange={setConfirmar} />
        <PasswordRules />
        <Button type="submit" label="Salvar" icon="pi pi-check" loading={alterar.isPending} />
      </form>
    </Dialog>
  );
}
