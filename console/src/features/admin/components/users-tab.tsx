import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { persisted, storePrevious } from '../../../shared/storage.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useParticipantesTodos } from '../hooks/use-participantes-todos.ts';
import { useEspelho } from '../hooks/use-espelho.ts';

const PAGE_STEP = 10;

/** Tab 0 Usuários: search, card list, Carregar mais, Acesso espelho. */
export function UsersTab() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const [busca, setBusca] = useState('');
  const [q, setQ] = useState('');
  const [perPage, setPerPage] = useState(PAGE_STEP);
  const lista = useParticipantesTodos(q, perPage);
  const espelho = useEspelho();
  const meuId = persisted.get().auth?.userClaims.id ?? null;

  // a new search starts again at 10 rows
  useEffect(() => {
    const next = busca.trim();
    if (next === q) return;
    const t = setTimeout(() => {
      setQ(next);
      setPerPage(PAGE_STEP);
    }, 350);
    return () => clearTimeout(t);
  }, [busca, q]);

  const acessoEspelho = (id: number) =>
    espelho.mutate(id, {
      onSuccess: ({ token }) => {
        storePrevious(id);
        navigate(`/login-redirect-parceiro?token=${encodeURIComponent(token)}`);
      },
    });

  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  return (
    <div className="list-tab">
      <div className="filter-bar">
        <IconField iconPosition="left" className="search-box">
          <InputIcon className="pi pi-search" />
          <InputText value={busca} onChange={(e) => setBusca(e.target.value)} placeholder="Buscar por nome, e-mail ou dealer" aria-label="Buscar usuários" />
        </IconField>
        <span className="muted">{lista.data ? `${rows.length} de ${total}` : ''}</span>
      </div>
      {lista.isPending && <p>{msg.carregando}</p>}
      {lista.isError && <p className="form-error">{lista.error.message}</p>}
      {lista.data && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
      <ul className="card-list" aria-label="Usuários">
        {rows.map((r) => (
          <li key={r.id} className="list-card" data-testid="usuario-card">
            <div className="list-card-fields">
              <Field label="Nome" value={r.nome} />
              <Field label="Status" value={<Tag value={r.status} severity={/ativ/i.test(r.status) && !/inativ/i.test(r.status) ? 'success' : 'warning'} />} />
              <Field label="Perfil" value={r.perfil} />
              <Field label="E-mail" value={r.email} />
              <Field label="Concessionária" value={r.concessionaria ?? '-'} />
            </div>
            <div className="list-card-actions">
              {r.id !== meuId && <Button label="Acesso espelho" icon="pi pi-user" size="small" outlined disabled={!editavel} onClick={() => acessoEspelho(r.id)} />}
            </div>
          </li>
        ))}
      </ul>
      {rows.length >= PAGE_STEP && rows.length < total && (
        <div className="load-more">
          <Button label="Carregar mais" icon="pi pi-angle-down" text loading={lista.isFetching} onClick={() => setPerPage((n) => n + PAGE_STEP)} />
        </div>
      )}
    </div>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="list-card-field">
      <span className="list-card-label">{label}</span>
      <span className="list-card-value">{value}</span>
    </div>
  );
}
