import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { clearStorage, persisted, storeLogin } from '../../../shared/storage.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useAlterarSenha } from '../hooks/use-alterar-senha.ts';
import { entrar } from '../hooks/use-entrar.ts';
import { CamposTrocaSenha, SENHAS_VAZIAS } from './campos-troca-senha.tsx';

/** Trocar senha: the change revokes the current token, so the user is signed in again with the new password. */
export function TrocarSenhaDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  const alterar = useAlterarSenha();
  const [senhas, setSenhas] = useState(SENHAS_VAZIAS);
  const reset = () => setSenhas(SENHAS_VAZIAS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const email = persisted.get().auth?.userClaims.email ?? '';
    alterar.mutate(
      { currentPassword: senhas.atual, newPassword: senhas.nova, confirmNewPassword: senhas.confirmar },
      {
        onSuccess: async (text) => {
          toast.success(text);
          reset();
          onHide();
          try {
            storeLogin(await entrar({ email, password: senhas.nova }));
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
        <CamposTrocaSenha ids={['troca-atual', 'troca-nova', 'troca-confirmar']} valor={senhas} onChange={setSenhas} />
        <Button type="submit" label="Salvar" icon="pi pi-check" loading={alterar.isPending} />
      </form>
    </Dialog>
  );
}
