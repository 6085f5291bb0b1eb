import type { ReactNode } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { Calendario } from './calendario.tsx';
import { deIso, isoLocal } from './lines.ts';
import { Formulario } from './formulario.tsx';
import { CampoFiltro, CheckboxFiltro, DropdownFiltro } from './campos-filtro.tsx';

/**
 * A multi-line input of a filter bar, one value per line ('Um por linha'); `nome` is its accessible name when not the label.
 * It grows with its lines through CSS (`field-sizing: content`, filters.css), not PrimeReact's `autoResize`, whose measuring on
 * mount forced a style recalculation of the whole page, even with the bar folded away on a phone (~160 ms at 4× CPU).
 */
export function LinhasFiltro({ rotulo, nome = rotulo, valor, onChange }: { rotulo: string; nome?: string; valor: string; onChange: (v: string) => void }) {
  return (
    <label className="vf-field">
      <span>{rotulo}</span>
      <InputTextarea className="linhas-filtro" value={valor} onChange={(e) => onChange(e.target.value)} rows={2} placeholder="Um por linha" aria-label={nome} />
    </label>
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
      <LinhasFiltro rotulo="Pedido" valor={pedido} onChange={(v) => onChange('pedido', v)} />
      <LinhasFiltro rotulo="Chassi" valor={chassi} onChange={(v) => onChange('chassi', v)} />
    </>
  );
}

/** A date field of a filter bar (dd/mm/aaaa, the calendar icon, Hoje and Limpar), holding the ISO day or null. */
export function DataFiltro({ rotulo, valor, id, onChange }: { rotulo: string; valor: string | null; id: string; onChange: (v: string | null) => void }) {
  return (
    <CampoFiltro rotulo={rotulo}>
      <Calendario
        value={valor ? deIso(valor) : null}
        onChange={(e) => onChange(e.value instanceof Date ? isoLocal(e.value) : null)}
        dateFormat="dd/mm/yy"
        showIcon
        showButtonBar
        aria-label={rotulo}
        inputId={id}
      />
    </CampoFiltro>
  );
}

/** The Modelo field of a filter bar: the grouped models by description, searchable. */
export function ModeloFiltro({ valor, opcoes, onChange }: { valor: number | null; opcoes: object[] | undefined; onChange: (v: number | null) => void }) {
  return <DropdownFiltro rotulo="Modelo" valor={valor} opcoes={opcoes} texto="descricao" busca onChange={onChange} />;
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
  /** the clear and export buttons' labels, when not 'Limpar filtros' and 'Exportar' */
  rotuloLimpar?: string;
  rotuloExportar?: string;
}

/** A filter bar: its fields, then Buscar (submit), Limpar filtros and, when given, Exportar. */
export function FilterBar({
  onBuscar,
  onLimpar,
  onExportar,
  exportando,
  rotulo = 'Filtros',
  rotuloLimpar = 'Limpar filtros',
  rotuloExportar = 'Exportar',
  children,
}: FilterBarProps & { children: ReactNode }) {
  return (
    <Formulario className="vehicle-filters" rotulo={rotulo} onEnviar={onBuscar}>
      {children}
      <div className="vf-buttons">
        <Button type="submit" label="Buscar" icon="pi pi-search" />
        <Button type="button" label={rotuloLimpar} icon="pi pi-filter-slash" outlined onClick={onLimpar} />
        {onExportar && <Button type="button" label={rotuloExportar} icon="pi pi-file-excel" outlined loading={exportando} onClick={onExportar} />}
      </div>
    </Formulario>
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
        <ModeloFiltro valor={f.tipoModeloAgrupadoId} opcoes={modelos} onChange={(v) => onChange({ ...f, tipoModeloAgrupadoId: v, derivativoId: null })} />
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
