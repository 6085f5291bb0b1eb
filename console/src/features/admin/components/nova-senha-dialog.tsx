import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { PasswordField } from '../../../shared/password-field.tsx';
import { toast } from '../../../shared/toasts.tsx';
import { useAdminAlterarSenha } from '../hooks/use-admin-alterar-senha.ts';
import { validateNovaSenha } from '../lib/new-password.ts';

/** Nova senha (dialog): the administrator sets a password; the user must change it at the next sign-in. */
export function NovaSenhaDialog({ userId, visible, onHide }: { userId: number; visible: boolean; onHide: () => void }) {
  const [nova, setNova] = useState('');
  const [confirmar, setConfirmar] = useState('');
  const alterar = useAdminAlterarSenha();

  const fechar = () => {
    setNova('');
    setConfirmar('');
    onHide();
  };
  const salvar = () => {
    const aviso = validateNovaSenha(nova, confirmar);
    if (aviso) {
      toast.warn(aviso);
      return;
    }
    alterar.mutate(
      { id: userId, newPassword: nova, confirmNewPassword: confirmar },
      {
        onSuccess: (texto) => {
          toast.success(texto);
          fechar();
        },
        // spec 000 §8: a failure only stops the loader; the server's reason still shows as a toast
        onError: (e) => toast.error(e.message),
      },
    );
  };

  return (
    <Dialog header="Nova senha" visible={visible} onHide={fechar} style={{ width: 'min(440px, 95vw)' }} modal>
      <form
        className="form-stack"
        onSubmit={(e) => {
          // the dialog is portaled, but React bubbles its submit to the user form around it
          e.preventDefault();
          e.stopPropagation();
          salvar();
        }}
      >
        <PasswordField id="nova-senha" label="Nova senha" value={nova} onChange={setNova} />
        <PasswordField id="confirmar-senha" label="Confirmar senha" value={confirmar} onChange={setConfirmar} />
        <ul className="password-rules" aria-label="Requisitos da nova senha">
          <li>Mínimo de 6 caracteres</li>
          <li>Pelo menos um caractere não alfanumérico</li>
          <li>Pelo menos uma letra maiúscula (A-Z)</li>
          <li>Pelo menos um número (0-9)</li>
        </ul>
        <div className="form-row-end">
          <Button type="submit" label="Salvar" icon="pi pi-check" loading={alterar.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
