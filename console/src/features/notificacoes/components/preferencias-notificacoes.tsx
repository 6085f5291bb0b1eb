import { useEffect, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import type { PreferenciasNotificacoes as Preferencias } from '@portal/contracts/notificacoes/schemas';
import { CANAIS, CANAL_ROTULO, TIPOS_NOTIFICACAO, type Canal, type TipoNotificacao } from '@portal/contracts/notificacoes/tipos';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { usePreferenciasNotificacoes, useSalvarPreferencias } from '../hooks/use-preferencias.ts';

const opcoes = CANAIS.map((c) => ({ label: CANAL_ROTULO[c], value: c }));

/**
 * Meu perfil's notifications: for each kind that can reach the user (`tipos`), the bell, the e-mail, both or neither;
 * and the daily digest (the e-mails of a day in one, after midnight).
 */
export function PreferenciasNotificacoes({ visible, tipos }: { visible: boolean; tipos: readonly TipoNotificacao[] }) {
  const prefs = usePreferenciasNotificacoes(visible);
  const salvar = useSalvarPreferencias();
  const [canais, setCanais] = useState<Preferencias['canais'] | null>(null);
  const [resumoDiario, setResumoDiario] = useState(false);
  useEffect(() => {
    if (prefs.data) {
      setCanais(prefs.data.canais);
      setResumoDiario(prefs.data.resumoDiario ?? false);
    }
  }, [prefs.data]);

  if (tipos.length === 0) return null;
  if (!canais) return prefs.isPending && visible ? <p>{msg.carregando}</p> : null;
  return (
    <form
      className="preferencias-notificacoes"
      aria-label="Notificações"
      onSubmit={(e) => {
        e.preventDefault();
        salvar.mutate({ canais, resumoDiario }, { onSuccess: (m) => toast.success(m) });
      }}
    >
      <h3>Notificações</h3>
      {tipos.map((t) => (
        <div className="preferencia-linha" key={t}>
          <label htmlFor={`pref-${t}`}>{TIPOS_NOTIFICACAO[t].rotulo}</label>
          <Dropdown inputId={`pref-${t}`} value={canais[t]} options={opcoes} onChange={(e) => setCanais({ ...canais, [t]: e.value as Canal })} />
        </div>
      ))}
      <div className="preferencia-linha">
        <label htmlFor="pref-resumo-diario">Resumo diário por e-mail (um e-mail por dia com as não lidas, em vez de um por notificação)</label>
        <Checkbox inputId="pref-resumo-diario" checked={resumoDiario} onChange={(e) => setResumoDiario(e.checked === true)} />
      </div>
      <div className="form-row-end">
        <Button type="submit" label="Salvar" size="small" loading={salvar.isPending} />
      </div>
    </form>
  );
}
