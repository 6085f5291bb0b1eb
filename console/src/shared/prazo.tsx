import { ROTULO_SITUACAO_PRAZO, SITUACOES_PRAZO, type SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import type { PrazoDaLinha } from '@portal/contracts/prazos/schemas';
import { DropdownFiltro } from './campos-filtro.tsx';

/** The 'Prazo' filter's options: No prazo / Vence hoje / Atrasado. */
export const OPCOES_PRAZO = SITUACOES_PRAZO.map((id) => ({ id, nome: ROTULO_SITUACAO_PRAZO[id] }));

/** The 'Prazo' column of a list whose rows carry a deadline: the time left ('2 dias úteis', '5 h'), late ones tagged. */
export function PrazoCelula({ prazo }: { prazo: PrazoDaLinha }) {
  if (!prazo) return null;
  return (
    <span className={`prazo prazo-${prazo.situacao}`} title={ROTULO_SITUACAO_PRAZO[prazo.situacao]} data-situacao={prazo.situacao}>
      {prazo.situacao === 'atrasado' && <i className="pi pi-exclamation-triangle" aria-hidden="true" />}
      {prazo.texto}
    </span>
  );
}

/** The 'Prazo' field of a filter bar. */
export function PrazoFiltro({ valor, onChange }: { valor: SituacaoPrazo | null; onChange: (v: SituacaoPrazo | null) => void }) {
  return <DropdownFiltro<SituacaoPrazo> rotulo="Prazo" valor={valor} opcoes={OPCOES_PRAZO} onChange={onChange} />;
}
