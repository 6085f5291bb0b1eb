import { Navigate, useParams } from 'react-router';
import { parseTypeId } from '../lib/routes.ts';
import { AdminUserForm } from '../forms/admin-user-form.tsx';
import { UserForm } from '../forms/user-form.tsx';
import { DealerForm } from '../forms/dealer-form.tsx';
import { GroupForm } from '../forms/group-form.tsx';
import { RegionForm } from '../forms/region-form.tsx';
import { ProfileForm } from '../forms/profile-form.tsx';

const FORMS = { 1: AdminUserForm, 2: UserForm, 3: DealerForm, 4: GroupForm, 5: RegionForm, 6: ProfileForm } as const;

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
