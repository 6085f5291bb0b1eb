import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { UsuarioLinha } from '@portal/contracts/admin/schemas';
import { ADMINISTRADOR } from '@portal/contracts/access/roles';
import { persisted, storePrevious } from '../../../shared/storage.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useParticipantesTodos } from '../hooks/use-participantes-todos.ts';
import { useEspelho } from '../hooks/use-espelho.ts';
import { createPath, editPath } from '../lib/routes.ts';
import { ListTab } from './list-tab.tsx';

const severityOf = (status: string) => (/bloque/i.test(status) ? 'danger' : /pendente|inativ/i.test(status) ? 'warning' : 'success');
/** Administrators open the admin user form (typeId 11); everyone else the user form (21). */
const formOf = (r: UsuarioLinha) => (r.perfil === ADMINISTRADOR ? 1 : 2);

/** Tab 0 Usuários: Nome, Status, Perfil, E-mail, Concessionária; Acesso espelho and Editar. */
export function UsuariosTab() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const espelho = useEspelho();
  const meuId = persisted.get().auth?.userClaims.id ?? null;

  const acessoEspelho = (id: number) =>
    espelho.mutate(id, {
      onSuccess: ({ token }) => {
        storePrevious(id);
        navigate(`/login-redirect-parceiro?token=${encodeURIComponent(token)}`);
      },
    });

  return (
    <ListTab<UsuarioLinha>
      nome="usuários"
      placeholder="Buscar por nome, e-mail ou dealer"
      useRows={useParticipantesTodos}
      exportPath="participantes/todos/exportar"
      testId="usuario-card"
      lista="usersmanagment.usuarios"
      addButtons={
        <>
          <Button label="Novo usuário" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate(createPath(2))} />
          <Button label="Novo administrador" icon="pi pi-plus" size="small" outlined disabled={!editavel} onClick={() => navigate(createPath(1))} />
        </>
      }
      colunas={[
        { titulo: 'Nome', valor: (r) => r.nome },
        { titulo: 'Status', valor: (r) => <Tag value={r.status} severity={severityOf(r.status)} /> },
        { titulo: 'Perfil', valor: (r) => r.perfil },
        { titulo: 'E-mail', valor: (r) => r.email },
        { titulo: 'Concessionária', valor: (r) => r.concessionaria ?? '-' },
      ]}
      actions={(r) => (
        <>
          {r.id !== meuId && <Button label="Acesso espelho" icon="pi pi-user" size="small" outlined disabled={!editavel} onClick={() => acessoEspelho(r.id)} />}
          <Button label="Editar" icon="pi pi-pencil" size="small" text onClick={() => navigate(editPath(formOf(r), r.id))} />
        </>
      )}
    />
  );
}
