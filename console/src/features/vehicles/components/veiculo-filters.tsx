import type { ReactNode } from 'react';
import { marcasDoCorpo, pedidoChassiDoCorpo, preenchidos } from '../../../shared/lines.ts';
import { FilterBar, MarcasCampos, ModeloDerivativoCampos, MultiSelectFiltro, PedidoChassiCampos } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import type { BarraDeFiltros } from '../../../shared/filtered-list.tsx';
export { CampoFiltro } from '../../../shared/campos-filtro.tsx';
import { carregarOpcoesBarraVeiculo, useAnos, useGrupos, useMeses, useOpcoesVeiculo } from '../../../shared/lookups.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { EstadoFiltros } from '../../../shared/use-filtros.ts';

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

/** The fields a screen may show and the filter each one fills. */
const CAMPOS_DO_CORPO: [Campo, keyof Filtros][] = [
  ['dealer', 'concessionariaId'],
  ['grupo', 'concessionariaGrupoId'],
  ['modelo', 'tipoModeloAgrupadoId'],
  ['derivativo', 'derivativoId'],
  ['anoModelo', 'anoModeloId'],
];

/** The request body of a list: multi-line Pedido/Chassi become lists; empty filters are left out. */
export function corpoDaLista(f: Filtros, campos: readonly Campo[]): Record<string, unknown> {
  const tem = (c: Campo) => campos.includes(c);
  const b: Record<string, unknown> = {
    ...pedidoChassiDoCorpo(f),
    ...preenchidos(
      f,
      CAMPOS_DO_CORPO.map(([c, k]) => tem(c) && k),
    ),
    ...(tem('periodo') ? preenchidos(f, ['mesDe', 'mesAte', 'anoDe', 'anoAte']) : {}),
    ...(tem('marcas') ? marcasDoCorpo(f) : {}),
  };
  if (tem('meses') && f.meses.length) b.mesDe = f.meses;
  return b;
}

interface Props extends BarraDeFiltros<Filtros> {
  campos: readonly Campo[];
  /** screen-specific fields (status, sale type, monitoring…) */
  extras?: ReactNode;
}

/** The bar's option lists fetched ahead by the list block (`FilteredList`'s `opcoesDaBarra`), for the model being chosen. */
export const opcoesDaBarraVeiculo =
  <F extends Pick<Filtros, 'tipoModeloAgrupadoId'>>(filtros: EstadoFiltros<F>) =>
  (qc: QueryClient) =>
    carregarOpcoesBarraVeiculo(qc, filtros.rascunho.tipoModeloAgrupadoId);

/** Filter bar: multi-line Pedido and Chassi, the screen's dropdowns, Buscar, Limpar filtros, Exportar. */
export function VeiculoFilters({ valor: f, onChange, campos, extras, ...barra }: Props) {
  const { dealers, modelos, derivativos, anosModelo } = useOpcoesVeiculo(f.tipoModeloAgrupadoId);
  const grupos = useGrupos();
  const anos = useAnos();
  const meses = useMeses().data ?? [];
  const set = <K extends keyof Filtros>(k: K, v: Filtros[K]) => onChange({ ...f, [k]: v });
  const tem = (c: Campo) => campos.includes(c);
  const anosOpcoes = (anos.data ?? []).map((a) => ({ id: a.id, nome: a.descricao }));
  const periodo = (k: 'mesDe' | 'mesAte' | 'anoDe' | 'anoAte', rotulo: string) => (
    <DropdownFiltro
      rotulo={rotulo}
      valor={f[k]}
      opcoes={k.startsWith('mes') ? meses : anosOpcoes}
      placeholder={k.startsWith('mes') ? 'Mês' : 'Ano'}
      onChange={(v) => set(k, v)}
    />
  );
  return (
    <FilterBar {...barra}>
      <PedidoChassiCampos pedido={f.pedido} chassi={f.chassi} onChange={set} />
      {tem('dealer') && <DropdownFiltro rotulo="Dealer" valor={f.concessionariaId} opcoes={dealers.data} busca onChange={(v) => set('concessionariaId', v)} />}
      {tem('grupo') && (
        <DropdownFiltro rotulo="Grupo" valor={f.concessionariaGrupoId} opcoes={grupos.data} busca onChange={(v) => set('concessionariaGrupoId', v)} />
      )}
      <ModeloDerivativoCampos f={f} onChange={onChange} modelos={modelos.data} derivativos={derivativos.data} tem={tem} />
      {tem('anoModelo') && (
        <DropdownFiltro rotulo="Ano modelo" valor={f.anoModeloId} opcoes={anosModelo.data} texto="descricao" onChange={(v) => set('anoModeloId', v)} />
      )}
      {tem('periodo') && (
        <>
          {periodo('mesDe', 'Mês início')}
          {periodo('mesAte', 'Mês fim')}
          {periodo('anoDe', 'Ano início')}
          {periodo('anoAte', 'Ano fim')}
        </>
      )}
      {tem('meses') && <MultiSelectFiltro rotulo="Meses" valor={f.meses} opcoes={meses} selecionados="{0} meses" onChange={(v) => set('meses', v)} />}
      {extras}
      {tem('marcas') && (
        <div className="vf-marcas">
          <MarcasCampos jaguar={f.jaguar} landrover={f.landrover} prefixo="vf" onChange={set} />
        </div>
      )}
    </FilterBar>
  );
}
