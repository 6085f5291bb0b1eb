import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useCadastro } from '../hooks/use-cadastro.ts';
import { useCompletarCadastro } from '../hooks/use-completar-cadastro.ts';
import { entrar } from '../hooks/use-entrar.ts';
import { afterLogin } from '../after-login.ts';
import { PublicCard } from '../components/public-card.tsx';
import { PasswordField } from '../../../shared/password-field.tsx';
import { PasswordRules } from '../components/password-rules.tsx';
import { regrasCadastroSenha } from '../cadastro-senha.ts';

/** /completeregistration/{id}?token=: greets the user, creates the password, signs in. */
export default function CompletarCadastroPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const token = search.get('token') ?? '';
  const cadastro = useCadastro(id, token);
  const completar = useCompletarCadastro();
  const [senha, setSenha] = useState('');
  const [confirmar, setConfirmar] = useState('');

  if (!token || !Number.isInteger(id) || id <= 0) {
    return (
      <PublicCard title="Concluir cadastro">
        <p className="form-error">{msg.linkInvalido}</p>
      </PublicCard>
    );
  }
  if (cadastro.isPending) {
    return (
      <PublicCard title="Concluir cadastro">
        <p>{msg.carregando}</p>
      </PublicCard>
    );
  }
  if (cadastro.isError) {
    return (
      <PublicCard title="Concluir cadastro">
        <p className="form-error">{cadastro.error.message}</p>
      </PublicCard>
    );
  }
  const view = cadastro.data;
  const { mostraConfirmar, podeSalvar, avisaDiferentes } = regrasCadastroSenha(senha, confirmar);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (senha !== confirmar) return toast.warn(msg.senhaEConfirmarIguais);
    if (!podeSalvar) return;
    completar.mutate(
      { id: view.id, nome: view.nome, email: view.email, password: senha, confirmPassword: confirmar, token },
      {
        onSuccess: async () => {
          toast.success(msg.cadastroCompletado);
          try {
            const data = await entrar({ email: view.email, password: senha });
            navigate(afterLogin(data), { replace: true });
          } catch {
            navigate('/login', { replace: true });
          }
        },
      },
    );
  };

  return (
    <PublicCard title="Concluir cadastro" wide>
      <p className="greeting">Olá, {view.nome}!</p>
      <dl className="info-list">
        {view.grupoConcessionaria && (
          <>
            <dt>Grupo</dt>
            <dd>{view.grupoConcessionaria}</dd>
          </>
        )}
        {view.concessionaria && (
          <>
            <dt>Dealer</dt>
            <dd>{view.concessionaria}</dd>
          </>
        )}
        <dt>Perfil</dt>
        <dd>{view.perfil}</dd>
        <dt>E-mail cadastrado</dt>
        <dd>{view.email}</dd>
      </dl>
      <p className="muted">Crie a sua senha de acesso. Ela deve ter:</p>
      <PasswordRules />
      <form onSubmit={submit} className="form-stack" aria-label="Criar senha">
        <PasswordField id="cadastro-senha" label="Senha" value={senha} onChange={setSenha} autoFocus />
        {mostraConfirmar && <PasswordField id="cadastro-confirmar" label="Confirmar senha" value={confirmar} onChange={setConfirmar} />}
        {avisaDiferentes && <small className="form-error">{msg.senhaEConfirmarIguais}</small>}
        {podeSalvar && <Button type="submit" label="Salvar" icon="pi pi-check" loading={completar.isPending} />}
      </form>
    </PublicCard>
  );
}
