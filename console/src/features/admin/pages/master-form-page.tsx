import { Navigate, useParams } from 'react-router';
import { parseTypeId } from '../lib/routes.ts';
import { AdministradorForm } from '../forms/administrador-form.tsx';
import { UsuarioForm } from '../forms/usuario-form.tsx';
import { DealerForm } from '../forms/dealer-form.tsx';
import { GrupoForm } from '../forms/grupo-form.tsx';
import { RegiaoForm } from '../forms/regiao-form.tsx';
import { TipoPerfilForm } from '../forms/tipo-perfil-form.tsx';

const FORMS = { 1: AdministradorForm, 2: UsuarioForm, 3: DealerForm, 4: GrupoForm, 5: RegiaoForm, 6: TipoPerfilForm } as const;

/** /user/create/{type}/{typeId} (1-6) and /user/edit/{id}/{type}/{typeId} (11-61): the six master forms. */
export default function MasterFormPage() {
  const { id, typeId } = useParams();
  const parsed = parseTypeId(typeId);
  const editId = id === undefined ? null : Number(id);
  if (!parsed || parsed.edit !== (editId !== null) || (editId !== null && !(Number.isInteger(editId) && editId > 0))) {
    return <Navigate to="/usersmanagment" replace />;
  }
  const Form = FORMS[parsed.type];
  return <Form key={`${parsed.type}-${editId ?? 'novo'}`} id={editId} />;
}
