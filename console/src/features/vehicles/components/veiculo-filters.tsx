import { useState, type ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { MESES } from '@portal/contracts/vehicles/status';
import { linhas } from '../../../shared/lines.ts';
import { CampoFiltro, PedidoChassiCampos } from '../../../shared/filter-fields.tsx';
export { CampoFiltro } from '../../../shared/filter-fields.tsx';
import { useAnos, useAnosModelo, useDealers, useDerivativos, useGrupos, useModelos } from '../../../shared/lookups.ts';

/** The filter values of the vehicle lists (spec §2.12 vehicle filter bar and each screen's extras). */
export interface Filtros {
  pedido: string;
  chassi: string;
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  tipoModeloAgrupadoId: number | null;
  derivativoId: number | null;
  anoModeloId: number | null;
  mesDe: number | null;
  mesAte: number | null;
  anoDe: number | null;
  anoAte: number | null;
  jaguar: boolean;
  landrover: boolean;
  status: number[];
  meses: number[];
  tipoVendaFaturamento: number | null;
  statusMonitoramento: number | null;
  flagRangeTipo: number | null;
}
export const FILTROS_VAZIOS: Filtros = {
  pedido: '',
  chassi: '',
  concessionariaId: null,
  concessionariaGrupoId: null,
  tipoModeloAgrupadoId: null,
  derivativoId: null,
  anoModeloId: null,
  mesDe: null,
  mesAte: null,
  anoDe: null,
  anoAte: null,
  jaguar: true,
  landrover: true,
  status: [],
  meses: [],
  tipoVendaFaturamento: null,
  statusMonitoramento: null,
  flagRangeTipo: null,
};

export type Campo = 'dealer' | 'grupo' | 'modelo' | 'derivativo' | 'anoModelo' | 'periodo' | 'marcas' | 'meses';

export const MESES_OPCOES = MESES.map((nome, i) => ({ id: i + 1, nome }));

/** The request body of a list: multi-line Pedido/Chassi become lists; empty filters are left out. */
export function corpoDaLista(f: Filtros, campos: readonly Campo[]): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi);
  if (pedidos.length) b.pedido = pedidos;
  if (chassis.length) b.chassi = chassis;
  const tem = (c: Campo) => campos.includes(c);
  if (tem('dealer') && f.concessionariaId) b.concessionariaId = f.concessionariaId;
  if (tem('grupo') && f.concessionariaGrupoId) b.concessionariaGrupoId = f.concessionariaGrupoId;
  if (tem('modelo') && f.tipoModeloAgrupadoId) b.tipoModeloAgrupadoId = f.tipoModeloAgrupadoId;
  if (tem('derivativo') && f.derivativoId) b.derivativoId = f.derivativoId;
  if (tem('anoModelo') && f.anoModeloId) b.anoModeloId = f.anoModeloId;
  if (tem('periodo')) {
    for (const k of ['mesDe', 'mesAte', 'anoDe', 'anoAte'] as const) if (f[k]) b[k] = f[k];
  }
  if (tem('marcas')) {
    b.jaguar = f.jaguar;
    b.landrover = f.landrover;
  }
  if (tem('meses') && f.meses.length) b.mesDe = f.meses;
  return b;
}

interface Props {
  valor: Filtros;
  onChange: (f: Filtros) => void;
  campos: readonly Campo[];
  onBuscar: () => void;
  onLimpar: () => void;
  onExportar?: () => void;
  exportando?: boolean;
  /** screen-specific fields (status, sale type, monitoring…) */
  extras?: ReactNode;
}

/** Filter bar: multi-line Pedido and Chassi, the screen's dropdowns, Buscar, Limpar filtros, Exportar. */
export function VeiculoFilters({ valor: f, onChange, campos, onBuscar, onLimpar, onExportar, exportando, extras }: Props) {
  const dealers = useDealers();
  const grupos = useGrupos();
  const modelos = useModelos();
  const derivativos = useDerivativos(f.tipoModeloAgrupadoId);
  const anosModelo = useAnosModelo();
  const anos = useAnos();
  const set = <K extends keyof Filtros>(k: K, v: Filtros[K]) => onChange({ ...f, [k]: v });
  const tem = (c: Campo) => campos.includes(c);
  const anosOpcoes = (anos.data ?? []).map((a) => ({ id: a.id, nome: a.descricao }));
  return (
    <form
      className="vehicle-filters"
      aria-label="Filtros"
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar();
      }}
    >
      <PedidoChassiCampos pedido={f.pedido} chassi={f.chassi} onChange={set} />
      {tem('dealer') && (
        <CampoFiltro rotulo="Dealer">
          <Dropdown
            value={f.concessionariaId}
            options={dealers.data ?? []}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => set('concessionariaId', e.value as number | null)}
            filter
            showClear
            placeholder="Todos"
            aria-label="Dealer"
          />
        </CampoFiltro>
      )}
      {tem('grupo') && (
        <CampoFiltro rotulo="Grupo">
          <Dropdown
            value={f.concessionariaGrupoId}
            options={grupos.data ?? []}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => set('concessionariaGrupoId', e.value as number | null)}
            filter
            showClear
            placeholder="Todos"
            aria-label="Grupo"
          />
        </CampoFiltro>
      )}
      {tem('modelo') && (
        <CampoFiltro rotulo="Modelo">
          <Dropdown
            value={f.tipoModeloAgrupadoId}
            options={modelos.data ?? []}
            optionLabel="descricao"
            optionValue="id"
            onChange={(e) => onChange({ ...f, tipoModeloAgrupadoId: e.value as number | null, derivativoId: null })}
            filter
            showClear
            placeholder="Todos"
            aria-label="Modelo"
          />
        </CampoFiltro>
      )}
      {tem('derivativo') && (
        <CampoFiltro rotulo="Derivativo">
          <Dropdown
            value={f.derivativoId}
            options={derivativos.data ?? []}
            optionLabel="descricao"
            optionValue="id"
            onChange={(e) => set('derivativoId', e.value as number | null)}
            filter
            showClear
            placeholder="Todos"
            aria-label="Derivativo"
          />
        </CampoFiltro>
      )}
      {tem('anoModelo') && (
        <CampoFiltro rotulo="Ano modelo">
          <Dropdown
            value={f.anoModeloId}
            options={anosModelo.data ?? []}
            optionLabel="descricao"
            optionValue="id"
            onChange={(e) => set('anoModeloId', e.value as number | null)}
            showClear
            placeholder="Todos"
            aria-label="Ano modelo"
          />
        </CampoFiltro>
      )}
      {tem('periodo') && (
        <>
          <CampoFiltro rotulo="Mês início">
            <Dropdown
              value={f.mesDe}
              options={MESES_OPCOES}
              optionLabel="nome"
              optionValue="id"
              onChange={(e) => set('mesDe', e.value as number | null)}
              showClear
              placeholder="Mês"
              aria-label="Mês início"
            />
          </CampoFiltro>
          <CampoFiltro rotulo="Mês fim">
            <Dropdown
              value={f.mesAte}
              options={MESES_OPCOES}
              optionLabel="nome"
              optionValue="id"
              onChange={(e) => set('mesAte', e.value as number | null)}
              showClear
              placeholder="Mês"
              aria-label="Mês fim"
            />
          </CampoFiltro>
          <CampoFiltro rotulo="Ano início">
            <Dropdown
              value={f.anoDe}
              options={anosOpcoes}
              optionLabel="nome"
              optionValue="id"
              onChange={(e) => set('anoDe', e.value as number | null)}
              showClear
              placeholder="Ano"
              aria-label="Ano início"
            />
          </CampoFiltro>
          <CampoFiltro rotulo="Ano fim">
            <Dropdown
              value={f.anoAte}
              options={anosOpcoes}
              optionLabel="nome"
              optionValue="id"
              onChange={(e) => set('anoAte', e.value as number | null)}
              showClear
              placeholder="Ano"
              aria-label="Ano fim"
            />
          </CampoFiltro>
        </>
      )}
      {tem('meses') && (
        <CampoFiltro rotulo="Meses">
          <MultiSelect
            value={f.meses}
            options={MESES_OPCOES}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => set('meses', e.value as number[])}
            placeholder="Todos"
            maxSelectedLabels={2}
            selectedItemsLabel="{0} meses"
            aria-label="Meses"
          />
        </CampoFiltro>
      )}
      {extras}
      {tem('marcas') && (
        <div className="vf-marcas">
          <label>
            <Checkbox checked={f.jaguar} onChange={(e) => set('jaguar', e.checked === true)} inputId="vf-jaguar" /> Jaguar
          </label>
          <label>
            <Checkbox checked={f.landrover} onChange={(e) => set('landrover', e.checked === true)} inputId="vf-landrover" /> Land Rover
          </label>
        </div>
      )}
      <div className="vf-buttons">
        <Button type="submit" label="Buscar" icon="pi pi-search" />
        <Button type="button" label="Limpar filtros" icon="pi pi-filter-slash" outlined onClick={onLimpar} />
        {onExportar && <Button type="button" label="Exportar" icon="pi pi-file-excel" outlined loading={exportando} onClick={onExportar} />}
      </div>
    </form>
  );
}

/** Filter state with the applied copy (Buscar applies), Limpar back to the defaults. */
export function useFiltros(iniciais: Filtros) {
  const [rascunho, setRascunho] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  return {
    rascunho,
    setRascunho,
    aplicados,
    buscar: (f = rascunho) => setAplicados({ ...f }),
    limpar: () => {
      setRascunho(iniciais);
      setAplicados({ ...iniciais });
    },
  };
}
