import type { Usuario } from '@portal/contracts/admin/schemas';
import { validateAdminUser } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { AccountPanel } from '../components/account-panel.tsx';
import { useSalvarAdmin } from '../hooks/use-salvar-admin.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';
import { EmailEmplacamentoField, ParticipanteForm, ParticipanteShell } from './participante-form.tsx';

/** typeId 1 / 11: administrator user (Nome, E-mail, e-mail de emplacamento; edit adds the account panel). */
export function AdministradorForm({ id }: { id: number | null }) {
  return <ParticipanteForm id={id} tipo={1} titulo="Editar administrador" Campos={AdministradorFields} />;
}

function AdministradorFields({ usuario }: { usuario: Usuario | null }) {
  const { editavel } = useScreenPermission();
  const form = useFormState({
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    emailEmplacamento: usuario?.emailEmplacamento ?? false,
    bloquear: usuario?.bloquear ?? false,
  });
  const { nome, email, emailEmplacamento, bloquear } = form.valores;
  const salvar = useSalvarAdmin();
  const after = useAfterSave();

  const onSalvar = () => {
    const aviso = validateAdminUser({ nome, email });
    if (aviso) return toast.warn(aviso);
    salvar.mutate({ ...(usuario ? { id: usuario.id, bloquear } : {}), nome: nome.trim(), email: email.trim(), emailEmplacamento }, after(listPath(1)));
  };

  return (
    <ParticipanteShell
      usuario={usuario}
      tipo={1}
      titulos={['Novo administrador', 'Editar administrador']}
      onSalvar={onSalvar}
      nome={nome}
      email={email}
      onChange={form.set}
      disabled={!editavel}
    >
      <EmailEmplacamentoField value={emailEmplacamento} onChange={(v) => form.set('emailEmplacamento', v)} disabled={!editavel} />
      {usuario && <AccountPanel usuario={usuario} bloquear={bloquear} onBloquear={(v) => form.set('bloquear', v)} novaSenha={false} />}
    </ParticipanteShell>
  );
}
