import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';

/** Carregar mais: 10 rows, then 10 more (spec §9). */
export const PASSO = 10;

export type Visualizacao = 'tabela' | 'cartoes';

const OPCOES_VISAO = [
  { label: 'Tabela', value: 'tabela', icon: 'pi pi-table' },
  { label: 'Cartões', value: 'cartoes', icon: 'pi pi-th-large' },
];

/** Visualizações: table/card toggle. */
export function VisaoToggle({ valor, onChange }: { valor: Visualizacao; onChange: (v: Visualizacao) => void }) {
  return (
    <div className="visao-toggle">
      <span className="muted">Visualizações</span>
      <SelectButton
        value={valor}
        options={OPCOES_VISAO}
        optionLabel="label"
        optionValue="value"
        allowEmpty={false}
        onChange={(e) => onChange(e.value as Visualizacao)}
        aria-label="Visualizações"
      />
    </div>
  );
}

/** 'Carregar mais', shown once a list has 10 or more rows and more remain. */
export function CarregarMais({ mostrados, total, carregando, onClick }: { mostrados: number; total: number; carregando: boolean; onClick: () => void }) {
  if (mostrados < PASSO || mostrados >= total) return null;
  return (
    <div className="load-more">
      <Button label="Carregar mais" icon="pi pi-angle-down" text loading={carregando} onClick={onClick} />
    </div>
  );
}

/** A row action: a small round icon button named for the screen reader, with an optional tooltip. */
export function AcaoLinha({ icone, rotulo, dica, perigo, onClick }: { icone: string; rotulo: string; dica?: string; perigo?: boolean; onClick: () => void }) {
  return <Button icon={icone} rounded text severity={perigo ? 'danger' : undefined} size="small" aria-label={rotulo} tooltip={dica} onClick={onClick} />;
}
