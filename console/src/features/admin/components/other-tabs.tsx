import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { DealerLinha } from '@portal/contracts/admin/dealers-schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useConcessionarias } from '../hooks/use-concessionarias.ts';
import { useGruposConcessionaria, type GrupoRow } from '../hooks/use-grupos-concessionaria.ts';
import { useRegionaisPaginar, type RegiaoRow } from '../hooks/use-regionais-paginar.ts';
import { useTiposPerfil, type TipoPerfilRow } from '../hooks/use-tipos-perfil.ts';
import { createPath, editPath, type FormType } from '../lib/routes.ts';
import { ListTab } from './list-tab.tsx';

const status = (s: number) => <Tag value={s === 1 ? adminMsg.ativo : adminMsg.inativo} severity={s === 1 ? 'success' : 'warning'} />;

function useButtons(type: FormType, novo: string) {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  return {
    add: <Button label={novo} icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate(createPath(type))} />,
    edit: (id: number) => <Button label="Editar" icon="pi pi-pencil" size="small" text onClick={() => navigate(editPath(type, id))} />,
  };
}

/** Tab 1 Dealers: Nome, Status. */
export function DealersTab() {
  const b = useButtons(3, 'Novo dealer');
  return (
    <ListTab<DealerLinha>
      nome="dealers"
      placeholder="Buscar por nome, código, grupo ou CNPJ"
      useRows={useConcessionarias}
      exportPath="concessionarias/exportar"
      testId="dealer-card"
      lista="usersmanagment.dealers"
      loadError={msg.loginInvalido}
      addButtons={b.add}
      colunas={[
        { titulo: 'Nome', valor: (r) => `${r.codigoDealer} - ${r.nome}` },
        { titulo: 'Status', valor: (r) => status(r.status) },
      ]}
      actions={(r) => b.edit(r.id)}
    />
  );
}

/** Tab 2 Grupos: Nome, Status. */
export function GruposTab() {
  const b = useButtons(4, 'Novo grupo');
  return (
    <ListTab<GrupoRow>
      nome="grupos"
      placeholder="Buscar por nome"
      useRows={useGruposConcessionaria}
      exportPath="grupos/concessionaria/exportar"
      testId="grupo-card"
      lista="usersmanagment.grupos"
      loadError={msg.loginInvalido}
      addButtons={b.add}
      colunas={[
        { titulo: 'Nome', valor: (r) => r.nome },
        { titulo: 'Status', valor: (r) => status(r.status) },
      ]}
      actions={(r) => b.edit(r.id)}
    />
  );
}

/** Tab 3 Região: Data de criação, Descrição. */
export function RegiaoTab() {
  const b = useButtons(5, 'Nova região');
  return (
    <ListTab<RegiaoRow>
      nome="regiões"
      placeholder="Buscar por descrição"
      useRows={useRegionaisPaginar}
      exportPath="participantes/regional/exportar"
      testId="regiao-card"
      lista="usersmanagment.regioes"
      addButtons={b.add}
      colunas={[
        { titulo: 'Data de criação', valor: (r) => formatDateTime(r.dataCadastro) },
        { titulo: 'Descrição', valor: (r) => r.descricao },
      ]}
      actions={(r) => b.edit(r.id)}
    />
  );
}

/** Tab 4 Tipo de Perfil: Descrição, Ativo (with an add button, DECISIONS.md). */
export function TipoPerfilTab() {
  const b = useButtons(6, 'Novo Tipo de Perfil');
  return (
    <ListTab<TipoPerfilRow>
      nome="tipos de perfil"
      placeholder="Buscar por descrição"
      useRows={useTiposPerfil}
      exportPath="tipo-perfil/exportar"
      testId="tipo-perfil-card"
      lista="usersmanagment.tipos-perfil"
      addButtons={b.add}
      colunas={[
        { titulo: 'Descrição', valor: (r) => r.descricaoRolePerfil },
        { titulo: 'Ativo', valor: (r) => <Tag value={r.ativo ? 'Sim' : 'Não'} severity={r.ativo ? 'success' : 'warning'} /> },
      ]}
      actions={(r) => b.edit(r.roleId)}
    />
  );
}
