import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { ApiError } from '../../../shared/api-client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { STORAGE_KEY } from '../../../shared/storage.ts';
import { useParticipante } from '../hooks/use-participante.ts';
import { editPath, listPath } from '../lib/routes.ts';

/**
 * /usersmanagment/participante/{id} (spec 001 §7 "Participant": a screen with the route parameter id that clears local storage on load and
 * fetches the participant; the rest is not shown): the participant read-only, from GET participantes/{id}, with Editar
 * leading to the user form. docs/decisions.md "The participant screen".
 */
/** What the screens kept (chosen tabs, filters) goes; the session stays, or the screen could not load the participant. */
function limparArmazenamentoDasTelas() {
  for (const k of Object.keys(localStorage)) if (k !== STORAGE_KEY) localStorage.removeItem(k);
  sessionStorage.clear();
}

export default function ParticipantePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const n = Number(id);
  const valido = Number.isInteger(n) && n > 0;
  useEffect(() => limparArmazenamentoDasTelas(), []);
  const p = useParticipante(valido ? n : null);
  if (!valido) return <Navigate to="/usersmanagment" replace />;
  const u = p.data;
  const linhas: [string, string][] = u
    ? [
        ['Nome', u.nome],
        ['E-mail', u.email],
        ['Perfil', u.perfil],
        ['Grupo de perfil', u.grupoPerfil],
        ['Status', u.bloquear ? 'Bloqueado' : 'Ativo'],
        ['Cadastro completo', u.cadastroCompleto ? 'Sim' : 'Não'],
        ['Último acesso', formatDateTime(u.dataUltimoAcessoUtc, 'Nunca')],
        ['Troca de senha', formatDateTime(u.dataTrocaSenhaUtc, '-')],
      ]
    : [];
  return (
    <section className="participante-page" aria-labelledby="participante-titulo">
      <h1 id="participante-titulo">Participante</h1>
      {p.isPending && <p role="status">Carregando…</p>}
      {p.isError && (
        <p role="alert" className="form-error">
          {p.error instanceof ApiError ? (p.error.errors[0] ?? msg.erroInterno) : msg.erroInterno}
        </p>
      )}
      {u && (
        <dl className="participante-dados" aria-label="Dados do participante">
          {linhas.map(([rotulo, valor]) => (
            <div key={rotulo}>
              <dt>{rotulo}</dt>
              <dd>{valor}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="master-form-actions">
        <Button type="button" label="Voltar" severity="secondary" onClick={() => navigate(listPath(2))} />
        {u && <Button type="button" label="Editar" onClick={() => navigate(editPath(u.grupoPerfil === 'Administrador' ? 1 : 2, u.id))} />}
      </div>
    </section>
  );
}
