import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '@portal/contracts/messages';
import { storeLogin } from '../../../shared/storage.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { useEntrarRedirecionar } from '../hooks/use-entrar-redirecionar.ts';
import { useEntrarRedirecionarParceiro } from '../hooks/use-entrar-redirecionar-parceiro.ts';
import { PublicCard } from '../components/public-card.tsx';

/**
 * /login-redirect?token&path and /login-redirect-parceiro?token: posts the single-use token once, stores the
 * session and goes on; the first error replaces 'Carregando...'.
 */
export default function LoginRedirectPage({ parceiro }: { parceiro: boolean }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const redirecionar = useEntrarRedirecionar();
  const redirecionarParceiro = useEntrarRedirecionarParceiro();
  const started = useRef(false);
  const [erro, setErro] = useState<string | null>(null);
  const token = search.get('token') ?? '';
  const path = search.get('path');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setErro(msg.linkInvalido);
      return;
    }
    const mutation = parceiro ? redirecionarParceiro : redirecionar;
    mutation.mutate(token, {
      onSuccess: (data) => {
        storeLogin(data);
        const target = parceiro ? '/relatorios' : path && path.startsWith('/') && !path.startsWith('//') ? path : '/relatorios';
        navigate(data.trocaSenhaObrigatoria ? '/alterarSenha' : target, { replace: true });
      },
      onError: (e) => setErro(e instanceof ApiError ? e.message : msg.erroInterno),
    });
  }, [token, path, parceiro, navigate, redirecionar, redirecionarParceiro]);

  return (
    <PublicCard title="Entrando no portal">
      {erro ? (
        <p className="form-error" role="alert">
          {erro}
        </p>
      ) : (
        <p>{msg.carregando}</p>
      )}
      {erro && (
        <button type="button" className="link-button" onClick={() => navigate('/login')}>
          Ir para o login
        </button>
      )}
    </PublicCard>
  );
}
