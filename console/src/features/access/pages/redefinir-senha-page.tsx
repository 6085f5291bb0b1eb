import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useAlterarSenhaPublico } from '../hooks/use-alterar-senha-publico.ts';
import { PublicCard } from '../components/public-card.tsx';
import { PasswordField } from '../../../shared/password-field.tsx';
import { PasswordRules } from '../components/password-rules.tsx';

const LINK_KEY = 'portal.redefinir-senha';

/** userId and token from the query string, falling back to the ones stored when the link was opened. */
function linkParams(search: URLSearchParams): { id: number; token: string } {
  const userId = search.get('userId');
  const token = search.get('token');
  if (userId && token) {
    sessionStorage.setItem(LINK_KEY, JSON.stringify({ userId, token }));
    return { id: Number(userId), token };
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(LINK_KEY) ?? 'null') as { userId: string; token: string } | null;
    if (stored) return { id: Number(stored.userId), token: stored.token };
  } catch {
    /* nothing stored */
  }
  return { id: 0, token: '' };
}

/** /redefinir-senha?userId&token: the public password page of the e-mailed link. */
export default function RedefinirSenhaPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const alterar = useAlterarSenhaPublico();
  const [nova, setNova] = useState('');
  const [repetir, setRepetir] = useState('');
  const { id, token } = linkParams(search);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nova || !repetir) return toast.warn(msg.senhaEConfirmacaoObrigatorias);
    if (nova !== repetir) return toast.warn(msg.senhaEConfirmacaoIguais);
    if (!id || !token) return toast.error(msg.linkInvalido);
    alterar.mutate(
      { id, token, newPassword: nova, confirmNewPassword: repetir },
      {
        onSuccess: (text) => {
          sessionStorage.removeItem(LINK_KEY);
          toast.success(text || msg.senhaAlteradaPublico);
          navigate('/login', { replace: true });
        },
      },
    );
  };

  return (
    <PublicCard title="Cadastrar nova senha">
      <form onSubmit={submit} className="form-stack" aria-label="Cadastrar nova senha">
        <PasswordField id="nova-senha" label="Nova senha" value={nova} onChange={setNova} autoFocus />
        <PasswordField id="repetir-senha" label="Repetir senha" value={repetir} onChange={setRepetir} />
        <PasswordRules />
        <Button type="submit" label="Cadastrar nova senha" icon="pi pi-check" loading={alterar.isPending} />
        <button type="button" className="link-button" onClick={() => navigate('/login')}>
          Voltar para o login
        </button>
      </form>
    </PublicCard>
  );
}
