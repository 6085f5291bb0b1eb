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
import { PasswordField } from '../components/password-field.tsx';
import { PasswordRules } from '../components/password-rules.tsx';

/** /alterarSenha: the forced change after sign-in (no menu). Success signs in again with the new password. */
export default function AlterarSenhaPage() {
  const navigate = useNavigate();
  const alterar = useAlterarSenha();
  const [atual, setAtual] = useState('');
  const [nova, setNova] = useState('');
  const [confirmar, setConfirmar] = useState('');
  const session = persisted.get().auth;
  if (!session) return <Navigate to="/" replace />;
  const email = session.userClaims.email;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    alterar.mutate(
      { currentPassword: atual, newPassword: nova, confirmNewPassword: confirmar },
      {
        onSuccess: async (text) => {
          toast.success(text);
          try {
            const data = await entrar({ email, password: nova });
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
        <PasswordField id="senha-atual" label="Senha atual" value={atual} onChange={setAtual} autoComplete="current-password" autoFocus />
        <PasswordField id="nova-senha" label="Nova senha" value={nova} onChange={setNova} />
        <PasswordField id="confirmar-senha" label="Confirmar nova senha" value={confirmar} onChange={setConfirmar} />
        <PasswordRules />
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
