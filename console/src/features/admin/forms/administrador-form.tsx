import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { validateAdminUser } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { FormShell, Field, SwitchField } from '../components/form-shell.tsx';
import { AccountPanel } from '../components/account-panel.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useParticipante } from '../hooks/use-participante.ts';
import { useSalvarAdmin } from '../hooks/use-salvar-admin.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';

/** typeId 1 / 11: administrator user (Nome, E-mail, e-mail de emplacamento; edit adds the account panel). */
export function AdministradorForm({ id }: { id: number | null }) {
  const q = useParticipante(id);
  if (id !== null && !q.data) return <FormShell titulo="Editar administrador" voltar={listPath(1)} carregando />;
  return <AdministradorFields key={id ?? 'novo'} usuario={q.data ?? null} />;
}

function AdministradorFields({ usuario }: { usuario: Usuario | null }) {
  const { editavel } = useScreenPermission();
  const [nome, setNome] = useState(usuario?.nome ?? '');
  const [email, setEmail] = useState(usuario?.email ?? '');
  const [emailEmplacamento, setEmailEmplacamento] = useState(usuario?.emailEmplacamento ?? false);
  const [bloquear, setBloquear] = useState(usuario?.bloquear ?? false);
  const salvar = useSalvarAdmin();
  const after = useAfterSave();

  const onSalvar = () => {
    const aviso = validateAdminUser({ nome, email });
    if (aviso) return toast.warn(aviso);
    salvar.mutate({ ...(usuario ? { id: usuario.id, bloquear } : {}), nome: nome.trim(), email: email.trim(), emailEmplacamento }, after(listPath(1)));
  };

  return (
    <FormShell
      titulo={usuario ? 'Editar administrador' : 'Novo administrador'}
      voltar={listPath(1)}
      carregando={false}
      onSalvar={onSalvar}
      depois={usuario && <AuditoriaPanel tabelas={['participantes']} registroId={usuario.id} />}
    >
      <div className="master-form-grid">
        <Field id="nome" label="Nome">
          <InputText id="nome" value={nome} onChange={(e) => setNome(e.target.value)} disabled={!editavel} />
        </Field>
        <Field id="email" label="E-mail">
          <InputText id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={!editavel} />
        </Field>
      </div>
      <SwitchField id="email-emplacamento" label="Habilitar e-mail de emplacamento">
        <InputSwitch inputId="email-emplacamento" checked={emailEmplacamento} onChange={(e) => setEmailEmplacamento(!!e.value)} disabled={!editavel} />
      </SwitchField>
      {usuario && <AccountPanel usuario={usuario} bloquear={bloquear} onBloquear={setBloquear} novaSenha={false} />}
    </FormShell>
  );
}
