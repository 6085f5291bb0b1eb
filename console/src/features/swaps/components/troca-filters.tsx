import { Calendario } from '../../../shared/calendario.tsx';
import { STATUS_TROCA_NOME, TIPO_TROCA, type StatusTroca } from '@portal/contracts/swaps/status';
import { isoLocal, marcasDoCorpo, pedidoChassiDoCorpo, preenchidos } from '../../../shared/lines.ts';
import { FilterBar, MarcasCampos, ModeloDerivativoCampos, MultiSelectFiltro, PedidoChassiCampos } from '../../../shared/filter-fields.tsx';
import { CampoFiltro, CheckboxFiltro, DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import type { BarraDeFiltros } from '../../../shared/filtered-list.tsx';
import { useDescricoes, useOpcoesVeiculo } from '../../../shared/lookups.ts';
import { PrazoFiltro } from '../../../shared/prazo.tsx';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

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
  /** 'Prazo': No prazo / Vence hoje / Atrasado */
  prazo: SituacaoPrazo | null;
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
  prazo: null,
};

export type CampoTroca =
  'pedidoChassi' | 'dealer' | 'modelo' | 'derivativo' | 'descricao' | 'anoModelo' | 'marcas' | 'datas' | 'status' | 'sentido' | 'tipoTroca' | 'prazo';

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
  const tem = (c: CampoTroca) => campos.includes(c);
  const b: Record<string, unknown> = {
    ...(tem('pedidoChassi') ? pedidoChassiDoCorpo(f) : {}),
    ...preenchidos(f, [
      tem('dealer') && 'concessionariaId',
      tem('modelo') && 'tipoModeloAgrupadoId',
      tem('derivativo') && 'derivativoId',
      tem('descricao') && 'descricaoId',
      tem('anoModelo') && 'anoModeloId',
    ]),
    ...(tem('marcas') ? marcasDoCorpo(f) : {}),
  };
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
  if (tem('prazo') && f.prazo) b.prazo = f.prazo;
  return b;
}

const FIM_DE_SEMANA = [0, 6];

interface Props extends BarraDeFiltros<FiltrosTroca> {
  campos: readonly CampoTroca[];
  /** a distinct label when two filter bars are on one page */
  rotulo?: string;
}

/** Filter bar of the swap lists: Buscar, Limpar filtros, Exportar. Dates are weekdays only (spec §2.6). */
export function TrocaFilters({ valor: f, onChange, campos, rotulo = 'Filtros', ...barra }: Props) {
  const tem = (c: CampoTroca) => campos.includes(c);
  const { dealers, modelos, derivativos, anosModelo } = useOpcoesVeiculo(f.tipoModeloAgrupadoId);
  const descricoes = useDescricoes();
  const set = <K extends keyof FiltrosTroca>(k: K, v: FiltrosTroca[K]) => onChange({ ...f, [k]: v });
  const data = (k: 'dataDe' | 'dataAte', titulo: string, limites: { minDate?: Date; maxDate?: Date }, id: string) => (
    <CampoFiltro rotulo={titulo}>
      <Calendario
        value={f[k]}
        onChange={(e) => set(k, (e.value as Date | null) ?? null)}
        dateFormat="dd/mm/yy"
        disabledDays={FIM_DE_SEMANA}
        showIcon
        showButtonBar
        {...limites}
        aria-label={titulo}
        inputId={`${rotulo}-${id}`}
      />
    </CampoFiltro>
  );
  return (
    <FilterBar rotulo={rotulo} {...barra}>
      {tem('pedidoChassi') && <PedidoChassiCampos pedido={f.pedido} chassi={f.chassi} onChange={set} />}
      {tem('dealer') && <DropdownFiltro rotulo="Dealer" valor={f.concessionariaId} opcoes={dealers.data} busca onChange={(v) => set('concessionariaId', v)} />}
      <ModeloDerivativoCampos f={f} onChange={onChange} modelos={modelos.data} derivativos={derivativos.data} tem={tem} />
      {tem('descricao') && (
        <DropdownFiltro
          rotulo="Descrição"
          valor={f.descricaoId}
          opcoes={descricoes.data}
          texto="descricao"
          busca
          placeholder="Todas"
          onChange={(v) => set('descricaoId', v)}
        />
      )}
      {tem('anoModelo') && (
        <DropdownFiltro rotulo="Ano modelo" valor={f.anoModeloId} opcoes={anosModelo.data} texto="descricao" onChange={(v) => set('anoModeloId', v)} />
      )}
      {tem('datas') && (
        <>
          {data('dataDe', 'Disponibilidade de', { maxDate: f.dataAte ?? undefined }, 'data-de')}
          {data('dataAte', 'Disponibilidade até', { minDate: f.dataDe ?? undefined }, 'data-ate')}
        </>
      )}
      {tem('tipoTroca') && <DropdownFiltro rotulo="Tipo de troca" valor={f.troca} opcoes={TIPOS_TROCA} onChange={(v) => set('troca', v)} />}
      {tem('prazo') && <PrazoFiltro valor={f.prazo ?? null} onChange={(v) => set('prazo', v)} />}
      {tem('status') && <MultiSelectFiltro rotulo="Status" valor={f.status} opcoes={STATUS_FILTRO} onChange={(v) => set('status', v)} />}
      {(tem('marcas') || tem('sentido')) && (
        <div className="vf-marcas">
          {tem('marcas') && <MarcasCampos jaguar={f.jaguar} landrover={f.landrover} prefixo={rotulo} onChange={set} />}
          {tem('sentido') && (
            <>
              <CheckboxFiltro rotulo="Enviadas" valor={f.enviada} id={`${rotulo}-enviadas`} onChange={(v) => set('enviada', v)} />
              <CheckboxFiltro rotulo="Recebidas" valor={f.recebida} id={`${rotulo}-recebidas`} onChange={(v) => set('recebida', v)} />
            </>
          )}
        </div>
      )}
    </FilterBar>
  );
}
