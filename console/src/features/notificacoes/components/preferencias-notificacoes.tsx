import { useEffect, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import type { PreferenciasNotificacoes as Preferencias } from '@portal/contracts/notificacoes/schemas';
import { CANAIS, CANAL_ROTULO, TIPOS_NOTIFICACAO, tiposNotificacao, type Canal } from '@portal/contracts/notificacoes/tipos';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { usePreferenciasNotificacoes, useSalvarPreferencias } from '../hooks/use-preferencias.ts';

const opcoes = CANAIS.map((c) => ({ label: CANAL_ROTULO[c], value: c }));

/** Meu perfil's notifications: for each kind, the bell, the e-mail, both or neither. */
export function PreferenciasNotificacoes({ visible }: { visible: boolean }) {
  const prefs = usePreferenciasNotificacoes(visible);
  const salvar = useSalvarPreferencias();
  const [canais, setCanais] = useState<Preferencias['canais'] | null>(null);
  useEffect(() => {
    if (prefs.data) setCanais(prefs.data.canais);
  }, [prefs.data]);

  if (!canais) return prefs.isPending && visible ? <p>{msg.carregando}</p> : null;
  return (
    <form
      className="preferencias-notificacoes"
      aria-label="Notificações"
      onSubmit={(e) => {
        e.preventDefault();
        salvar.mutate({ canais }, { onSuccess: (m) => toast.success(m) });
      }}
    >
      <h3>Notificações</h3>
      {tiposNotificacao.map((t) => (
        <div className="preferencia-linha" key={t}>
          <label htmlFor={`pref-${t}`}>{TIPOS_NOTIFICACAO[t].rotulo}</label>
          <Dropdown inputId={`pref-${t}`} value={canais[t]} options={opcoes} onChange={(e) => setCanais({ ...canais, [t]: e.value as Canal })} />
        </div>
      ))}
      <div className="form-row-end">
        <Button type="submit" label="Salvar" size="small" loading={salvar.isPending} />
      </div>
    </form>
  );
}
