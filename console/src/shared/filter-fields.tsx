import type { ReactNode } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';

/** One field of a filter bar: its label above the control. */
export function CampoFiltro({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="vf-field">
      <span>{rotulo}</span>
      {children}
    </div>
  );
}

/** The multi-line Pedido and Chassi inputs (one per line) of the vehicle and swap filter bars. */
export function PedidoChassiCampos({
  pedido,
  chassi,
  onChange,
}: {
  pedido: string;
  chassi: string;
  onChange: (campo: 'pedido' | 'chassi', valor: string) => void;
}) {
  return (
    <>
      <label className="vf-field">
        <span>Pedido</span>
        <InputTextarea value={pedido} onChange={(e) => onChange('pedido', e.target.value)} rows={2} autoResize placeholder="Um por linha" aria-label="Pedido" />
      </label>
      <label className="vf-field">
        <span>Chassi</span>
        <InputTextarea value={chassi} onChange={(e) => onChange('chassi', e.target.value)} rows={2} autoResize placeholder="Um por linha" aria-label="Chassi" />
      </label>
    </>
  );
}

interface DropdownFiltroProps<V> {
  rotulo: string;
  valor: V | null;
  opcoes: object[] | undefined;
  /** the option field shown; 'nome' unless told */
  texto?: string;
  /** the option field kept; 'id' unless told */
  chave?: string;
  /** a search box over the options */
  busca?: boolean;
  placeholder?: string;
  onChange: (v: V | null) => void;
}

/** A clearable single-choice field of a filter bar (label, placeholder 'Todos'). */
export function DropdownFiltro<V = number>({
  rotulo,
  valor,
  opcoes,
  texto = 'nome',
  chave = 'id',
  busca,
  placeholder = 'Todos',
  onChange,
}: DropdownFiltroProps<V>) {
  return (
    <CampoFiltro rotulo={rotulo}>
      <Dropdown
        value={valor}
        options={opcoes ?? []}
        optionLabel={texto}
        optionValue={chave}
        onChange={(e) => onChange(e.value as V | null)}
        filter={busca}
        showClear
        placeholder={placeholder}
        aria-label={rotulo}
      />
    </CampoFiltro>
  );
}

/** A multiple-choice field of a filter bar ('{0} status' once more than `maximo` are chosen). */
export function MultiSelectFiltro({
  rotulo,
  valor,
  opcoes,
  maximo = 2,
  selecionados = '{0} status',
  onChange,
}: {
  rotulo: string;
  valor: number[];
  opcoes: object[];
  maximo?: number;
  selecionados?: string;
  onChange: (v: number[]) => void;
}) {
  return (
    <CampoFiltro rotulo={rotulo}>
      <MultiSelect
        value={valor}
        options={opcoes}
        optionLabel="nome"
        optionValue="id"
        onChange={(e) => onChange(e.value as number[])}
        placeholder="Todos"
        maxSelectedLabels={maximo}
        selectedItemsLabel={selecionados}
        aria-label={rotulo}
      />
    </CampoFiltro>
  );
}

/** A checkbox of a filter bar with its label after it (Jaguar, Land Rover, Enviadas, Recebidas). */
export function CheckboxFiltro({ rotulo, valor, id, onChange }: { rotulo: string; valor: boolean; id: string; onChange: (v: boolean) => void }) {
  return (
    <label>
      <Checkbox checked={valor} onChange={(e) => onChange(e.checked === true)} inputId={id} /> {rotulo}
    </label>
  );
}

/** The Jaguar and Land Rover checkboxes (ids `<prefixo>-jaguar`, `<prefixo>-landrover`). */
export function MarcasCampos({
  jaguar,
  landrover,
  prefixo,
  onChange,
}: {
  jaguar: boolean;
  landrover: boolean;
  prefixo: string;
  onChange: (campo: 'jaguar' | 'landrover', valor: boolean) => void;
}) {
  return (
    <>
      <CheckboxFiltro rotulo="Jaguar" valor={jaguar} id={`${prefixo}-jaguar`} onChange={(v) => onChange('jaguar', v)} />
      <CheckboxFiltro rotulo="Land Rover" valor={landrover} id={`${prefixo}-landrover`} onChange={(v) => onChange('landrover', v)} />
    </>
  );
}

export interface FilterBarProps {
  onBuscar: () => void;
  onLimpar: () => void;
  onExportar?: () => void;
  exportando?: boolean;
  /** the form's name; a distinct one when two filter bars are on one page */
  rotulo?: string;
}

/** A filter bar: its fields, then Buscar (submit), Limpar filtros and, when given, Exportar. */
export function FilterBar({ onBuscar, onLimpar, onExportar, exportando, rotulo = 'Filtros', children }: FilterBarProps & { children: ReactNode }) {
  return (
    <form
      className="vehicle-filters"
      aria-label={rotulo}
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar();
      }}
    >
      {children}
      <div className="vf-buttons">
        <Button type="submit" label="Buscar" icon="pi pi-search" />
        <Button type="button" label="Limpar filtros" icon="pi pi-filter-slash" outlined onClick={onLimpar} />
        {onExportar && <Button type="button" label="Exportar" icon="pi pi-file-excel" outlined loading={exportando} onClick={onExportar} />}
      </div>
    </form>
  );
}

interface ModeloDerivativo {
  tipoModeloAgrupadoId: number | null;
  derivativoId: number | null;
}

/** Modelo and Derivativo of the vehicle and swap filter bars: a new Modelo clears Derivativo (its options are the Modelo's). */
export function ModeloDerivativoCampos<F extends ModeloDerivativo>({
  f,
  onChange,
  modelos,
  derivativos,
  tem,
}: {
  f: F;
  onChange: (f: F) => void;
  modelos: object[] | undefined;
  derivativos: object[] | undefined;
  /** which of the two the screen shows */
  tem: (c: 'modelo' | 'derivativo') => boolean;
}) {
  return (
    <>
      {tem('modelo') && (
        <DropdownFiltro
          rotulo="Modelo"
          valor={f.tipoModeloAgrupadoId}
          opcoes={modelos}
          texto="descricao"
          busca
          onChange={(v) => onChange({ ...f, tipoModeloAgrupadoId: v, derivativoId: null })}
        />
      )}
      {tem('derivativo') && (
        <DropdownFiltro
          rotulo="Derivativo"
          valor={f.derivativoId}
          opcoes={derivativos}
          texto="descricao"
          busca
          onChange={(v) => onChange({ ...f, derivativoId: v })}
        />
      )}
    </>
  );
}
