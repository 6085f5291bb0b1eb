import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { clearStorage, persisted } from '../../../shared/storage.ts';
import { encerrarSessaoNoServidor } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useAlterarSenha } from '../hooks/use-alterar-senha.ts';
import { entrar } from '../hooks/use-entrar.ts';
import { afterLogin } from '../after-login.ts';
import { PublicCard } from '../components/public-card.tsx';
import { CamposTrocaSenha, SENHAS_VAZIAS } from '../components/campos-troca-senha.tsx';

/** /alterarSenha: the forced change after sign-in (no menu). Success signs in again with the new password. */
export default function AlterarSenhaPage() {
  const navigate = useNavigate();
  const alterar = useAlterarSenha();
  const [senhas, setSenhas] = useState(SENHAS_VAZIAS);
  const session = persisted.get().auth;
  if (!session) return <Navigate to="/" replace />;
  const email = session.userClaims.email;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    alterar.mutate(
      { currentPassword: senhas.atual, newPassword: senhas.nova, confirmNewPassword: senhas.confirmar },
      {
        onSuccess: async (text) => {
          toast.success(text);
          try {
            const data = await entrar({ email, password: senhas.nova });
            navigate(afterLogin(data), { replace: true });
          } catch {
            clearStorage();
            navigate('/login', { replace: true });
          }
        },
      },
    );
  };

  return (
    <PublicCard title="Alterar senha">
      <p className="muted">{msg.trocaSenhaObrigatoria}</p>
      <form onSubmit={submit} className="form-stack" aria-label="Alterar senha">
        <CamposTrocaSenha ids={['senha-atual', 'nova-senha', 'confirmar-senha']} valor={senhas} onChange={setSenhas} />
        <Button type="submit" label="Alterar senha" icon="pi pi-check" loading={alterar.isPending} />
        <Button
          type="button"
          label="Sair"
          severity="secondary"
          text
          onClick={() => {
            encerrarSessaoNoServidor();
            clearStorage();
            navigate('/', { replace: true });
          }}
        />
      </form>
    </PublicCard>
  );
}
