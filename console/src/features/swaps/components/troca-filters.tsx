import { useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Checkbox } from 'primereact/checkbox';
import { Calendar } from 'primereact/calendar';
import { Button } from 'primereact/button';
import { STATUS_TROCA_NOME, TIPO_TROCA, type StatusTroca } from '@portal/contracts/swaps/status';
import { isoLocal, linhas } from '../../../shared/lines.ts';
import { CampoFiltro, PedidoChassiCampos } from '../../../shared/filter-fields.tsx';
import { useAnosModelo, useDealers, useDerivativos, useDescricoes, useModelos } from '../../../shared/lookups.ts';

/** The filter values of the swap lists (spec §2.6 offer step, §2.7 Minhas Trocas). */
export interface FiltrosTroca {
  pedido: string;
  chassi: string;
  concessionariaId: number | null;
  tipoModeloAgrupadoId: number | null;
  derivativoId: number | null;
  descricaoId: number | null;
  anoModeloId: number | null;
  jaguar: boolean;
  landrover: boolean;
  dataDe: Date | null;
  dataAte: Date | null;
  status: number[];
  enviada: boolean;
  recebida: boolean;
  troca: number | null;
}
export const FILTROS_TROCA_VAZIOS: FiltrosTroca = {
  pedido: '',
  chassi: '',
  concessionariaId: null,
  tipoModeloAgrupadoId: null,
  derivativoId: null,
  descricaoId: null,
  anoModeloId: null,
  jaguar: true,
  landrover: true,
  dataDe: null,
  dataAte: null,
  status: [],
  enviada: true,
  recebida: true,
  troca: null,
};

export type CampoTroca =
  'pedidoChassi' | 'dealer' | 'modelo' | 'derivativo' | 'descricao' | 'anoModelo' | 'marcas' | 'datas' | 'status' | 'sentido' | 'tipoTroca';

/** Minhas Trocas status options: 2 Pendente, 3 Trocado, 4 Cancelado, 5 Rejeitado, 7 Cedido, 8 Expirado. */
export const STATUS_FILTRO = ([2, 3, 4, 5, 7, 8] as StatusTroca[]).map((id) => ({ id, nome: STATUS_TROCA_NOME[id] }));
/** Swap types: 1 Trocadas, 2 Recebidas, 3 Solicitação sem troca. */
export const TIPOS_TROCA = [
  { id: TIPO_TROCA.trocadas, nome: 'Trocadas' },
  { id: TIPO_TROCA.recebidas, nome: 'Recebidas' },
  { id: TIPO_TROCA.semTroca, nome: 'Solicitação sem troca' },
];

/** The request body of a swap list; empty filters are left out. */
export function corpoTroca(f: FiltrosTroca, campos: readonly CampoTroca[]): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  const tem = (c: CampoTroca) => campos.includes(c);
  if (tem('pedidoChassi')) {
    const pedidos = linhas(f.pedido);
    const chassis = linhas(f.chassi);
    if (pedidos.length) b.pedido = pedidos;
    if (chassis.length) b.chassi = chassis;
  }
  if (tem('dealer') && f.concessionariaId) b.concessionariaId = f.concessionariaId;
  if (tem('modelo') && f.tipoModeloAgrupadoId) b.tipoModeloAgrupadoId = f.tipoModeloAgrupadoId;
  if (tem('derivativo') && f.derivativoId) b.derivativoId = f.derivativoId;
  if (tem('descricao') && f.descricaoId) b.descricaoId = f.descricaoId;
  if (tem('anoModelo') && f.anoModeloId) b.anoModeloId = f.anoModeloId;
  if (tem('marcas')) {
    b.jaguar = f.jaguar;
    b.landrover = f.landrover;
  }
  if (tem('datas')) {
    if (f.dataDe) b.dataDeDisponibilidade = isoLocal(f.dataDe);
    if (f.dataAte) b.dataAteDisponibilidade = isoLocal(f.dataAte);
  }
  if (tem('status') && f.status.length) b.status = f.status;
  if (tem('sentido')) {
    b.enviada = f.enviada;
    b.recebida = f.recebida;
  }
  if (tem('tipoTroca') && f.troca) b.troca = f.troca;
  return b;
}

const FIM_DE_SEMANA = [0, 6];

interface Props {
  valor: FiltrosTroca;
  onChange: (f: FiltrosTroca) => void;
  campos: readonly CampoTroca[];
  onBuscar: () => void;
  onLimpar: () => void;
  onExportar?: () => void;
  exportando?: boolean;
  /** a distinct label when two filter bars are on one page */
  rotulo?: string;
}

/** Filter bar of the swap lists: Buscar, Limpar filtros, Exportar. Dates are weekdays only (spec §2.6). */
export function TrocaFilters({ valor: f, onChange, campos, onBuscar, onLimpar, onExportar, exportando, rotulo = 'Filtros' }: Props) {
  const tem = (c: CampoTroca) => campos.includes(c);
  const dealers = useDealers();
  const modelos = useModelos();
  const derivativos = useDerivativos(f.tipoModeloAgrupadoId);
  const descricoes = useDescricoes();
  const anosModelo = useAnosModelo();
  const set = <K extends keyof FiltrosTroca>(k: K, v: FiltrosTroca[K]) => onChange({ ...f, [k]: v });
  return (
    <form
      className="vehicle-filters"
      aria-label={rotulo}
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar();
      }}
    >
      {tem('pedidoChassi') && <PedidoChassiCampos pedido={f.pedido} chassi={f.chassi} onChange={set} />}
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
      {tem('descricao') && (
        <CampoFiltro rotulo="Descrição">
          <Dropdown
            value={f.descricaoId}
            options={descricoes.data ?? []}
            optionLabel="descricao"
            optionValue="id"
            onChange={(e) => set('descricaoId', e.value as number | null)}
            filter
            showClear
            placeholder="Todas"
            aria-label="Descrição"
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
      {tem('datas') && (
        <>
          <CampoFiltro rotulo="Disponibilidade de">
            <Calendar
              value={f.dataDe}
              onChange={(e) => set('dataDe', (e.value as Date | null) ?? null)}
              dateFormat="dd/mm/yy"
              disabledDays={FIM_DE_SEMANA}
              showIcon
              showButtonBar
              maxDate={f.dataAte ?? undefined}
              aria-label="Disponibilidade de"
              inputId={`${rotulo}-data-de`}
            />
          </CampoFiltro>
          <CampoFiltro rotulo="Disponibilidade até">
            <Calendar
              value={f.dataAte}
              onChange={(e) => set('dataAte', (e.value as Date | null) ?? null)}
              dateFormat="dd/mm/yy"
              disabledDays={FIM_DE_SEMANA}
              showIcon
              showButtonBar
              minDate={f.dataDe ?? undefined}
              aria-label="Disponibilidade até"
              inputId={`${rotulo}-data-ate`}
            />
          </CampoFiltro>
        </>
      )}
      {tem('tipoTroca') && (
        <CampoFiltro rotulo="Tipo de troca">
          <Dropdown
            value={f.troca}
            options={TIPOS_TROCA}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => set('troca', e.value as number | null)}
            showClear
            placeholder="Todos"
            aria-label="Tipo de troca"
          />
        </CampoFiltro>
      )}
      {tem('status') && (
        <CampoFiltro rotulo="Status">
          <MultiSelect
            value={f.status}
            options={STATUS_FILTRO}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => set('status', e.value as number[])}
            placeholder="Todos"
            maxSelectedLabels={2}
            selectedItemsLabel="{0} status"
            aria-label="Status"
          />
        </CampoFiltro>
      )}
      {(tem('marcas') || tem('sentido')) && (
        <div className="vf-marcas">
          {tem('marcas') && (
            <>
              <label>
                <Checkbox checked={f.jaguar} onChange={(e) => set('jaguar', e.checked === true)} inputId={`${rotulo}-jaguar`} /> Jaguar
              </label>
              <label>
                <Checkbox checked={f.landrover} onChange={(e) => set('landrover', e.checked === true)} inputId={`${rotulo}-landrover`} /> Land Rover
              </label>
            </>
          )}
          {tem('sentido') && (
            <>
              <label>
                <Checkbox checked={f.enviada} onChange={(e) => set('enviada', e.checked === true)} inputId={`${rotulo}-enviadas`} /> Enviadas
              </label>
              <label>
                <Checkbox checked={f.recebida} onChange={(e) => set('recebida', e.checked === true)} inputId={`${rotulo}-recebidas`} /> Recebidas
              </label>
            </>
          )}
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

/** Filter state with the applied copy (Buscar applies) and Carregar mais (10, then +10). */
export function useFiltrosTroca(iniciais: FiltrosTroca, passo: number) {
  const [rascunho, setRascunho] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  const [perPage, setPerPage] = useState(passo);
  return {
    rascunho,
    setRascunho,
    aplicados,
    perPage,
    buscar: () => {
      setPerPage(passo);
      setAplicados({ ...rascunho });
    },
    limpar: () => {
      setPerPage(passo);
      setRascunho(iniciais);
      setAplicados(iniciais);
    },
    carregarMais: () => setPerPage((n) => n + passo),
  };
}
