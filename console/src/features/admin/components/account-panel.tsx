import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useRecuperarSenha } from '../hooks/use-recuperar-senha.ts';
import { useReenviarEmail } from '../hooks/use-reenviar-email.ts';
import { NovaSenhaDialog } from './nova-senha-dialog.tsx';
import { SwitchField } from './form-shell.tsx';

interface Props {
  usuario: Usuario;
  bloquear: boolean;
  onBloquear: (v: boolean) => void;
  /** the user form offers Nova senha; the admin user form does not (spec 000 §2) */
  novaSenha: boolean;
}

/** What the edit forms of users add: Bloquear, last access and password change, the blocked notice and the account actions. */
export function AccountPanel({ usuario, bloquear, onBloquear, novaSenha }: Props) {
  const { editavel } = useScreenPermission();
  const [dialogo, setDialogo] = useState(false);
  const recuperar = useRecuperarSenha();
  const reenviar = useReenviarEmail();

  return (
    <div className="account-panel">
      <SwitchField id="bloquear" label="Bloquear">
        <InputSwitch inputId="bloquear" checked={bloquear} onChange={(e) => onBloquear(!!e.value)} disabled={!editavel} />
      </SwitchField>
      <dl className="info-list">
        <dt>Último acesso</dt>
        <dd data-testid="ultimo-acesso">{formatDateTime(usuario.dataUltimoAcessoUtc, adminMsg.nunca)}</dd>
        <dt>Última troca de senha</dt>
        <dd data-testid="ultima-troca-senha">{formatDateTime(usuario.dataTrocaSenhaUtc, adminMsg.nunca)}</dd>
        <dt>Situação</dt>
        <dd>{usuario.status}</dd>
      </dl>
      {usuario.dataBloqueioSenhaUtc && (
        <Message
          severity="warn"
          className="account-notice"
          text={`Usuário bloqueado porque a senha não foi trocada: ela expirou em ${formatDateTime(usuario.dataBloqueioSenhaUtc)}. Use "Resetar Senha" ou "Nova senha".`}
        />
      )}
      <div className="account-actions">
        <Button
          type="button"
          label="Resetar Senha"
          icon="pi pi-refresh"
          outlined
          disabled={!editavel}
          onClick={() => recuperar.mutate(usuario.id, { onSuccess: (texto) => toast.success(texto) })}
        />
        {novaSenha && <Button type="button" label="Nova senha" icon="pi pi-key" outlined disabled={!editavel} onClick={() => setDialogo(true)} />}
        {!usuario.cadastroCompleto && (
          <Button
            type="button"
            label="Reenviar E-mail de validação"
            icon="pi pi-envelope"
            outlined
            disabled={!editavel}
            onClick={() => reenviar.mutate(usuario.email, { onSuccess: (texto) => toast.success(texto) })}
          />
        )}
      </div>
      {novaSenha && <NovaSenhaDialog userId={usuario.id} visible={dialogo} onHide={() => setDialogo(false)} />}
    </div>
  );
}
