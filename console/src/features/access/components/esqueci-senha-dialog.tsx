import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { looksLikeEmail } from '@portal/contracts/access/password';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useGerarLinkSenha } from '../hooks/use-gerar-link-senha.ts';

/** Esqueci a senha: sends the reset link; the same answer whether the e-mail exists or not. */
export function EsqueciSenhaDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const [email, setEmail] = useState('');
  const gerar = useGerarLinkSenha();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      toast.warn(msg.emailInvalido);
      return;
    }
    gerar.mutate(value, {
      onSuccess: (text) => {
        toast.success(text || msg.linkSenhaEnviado);
        setEmail('');
        onHide();
      },
    });
  };

  return (
    <Dialog header="Esqueci a senha" visible={visible} onHide={onHide} style={{ width: 'min(440px, 94vw)' }} modal draggable={false}>
      <form onSubmit={submit} className="form-stack">
        <p className="muted">Informe o e-mail cadastrado. Enviaremos um link para você cadastrar uma nova senha.</p>
        <label htmlFor="forgot-email">E-mail</label>
        <InputText id="forgot-email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" autoFocus />
        <Button type="submit" label="Enviar" icon="pi pi-send" loading={gerar.isPending} />
      </form>
    </Dialog>
  );
}
