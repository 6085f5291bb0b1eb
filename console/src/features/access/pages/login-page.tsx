import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { PasswordField } from '../../../shared/password-field.tsx';
import { setShowPopup } from '../../../shared/storage.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { useEntrar } from '../hooks/use-entrar.ts';
import { afterLogin } from '../after-login.ts';
import { PublicCard } from '../components/public-card.tsx';

/** The forgot-password dialog loads on first use: the first route stays small. */
const EsqueciSenhaDialog = lazy(() => import('../components/esqueci-senha-dialog.tsx').then((m) => ({ default: m.EsqueciSenhaDialog })));

/** / and /login: e-mail, senha, Esqueci a senha, ENTRAR (no client validation, Enter submits); then `?destino=` when given. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const entrar = useEntrar();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [esqueci, setEsqueci] = useState(false);

  useEffect(() => setShowPopup(true), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    entrar.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => navigate(afterLogin(data, params.get('destino')), { replace: true }),
        onError: (err) => {
          setEmail('');
          setPassword('');
          setErro(err instanceof ApiError ? err.message : String(err));
        },
      },
    );
  };

  return (
    <PublicCard title="Acesse sua conta">
      <form onSubmit={submit} className="form-stack" aria-label="Entrar">
        <label htmlFor="login-email">Usuário (e-mail)</label>
        <InputText id="login-email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" autoFocus />
        <PasswordField id="login-senha" label="Senha" value={password} onChange={setPassword} autoComplete="current-password" />
        <div className="form-row-end">
          <button type="button" className="link-button" onClick={() => setEsqueci(true)}>
            Esqueci a senha
          </button>
        </div>
        {erro && (
          <small className="form-error" role="alert">
            {erro}
          </small>
        )}
        <Button type="submit" label="ENTRAR" loading={entrar.isPending} />
      </form>
      {esqueci && (
        <Suspense fallback={null}>
          <EsqueciSenhaDialog visible={esqueci} onHide={() => setEsqueci(false)} />
        </Suspense>
      )}
    </PublicCard>
  );
}
