import { vehicleMachine, contextoInicial, type VehicleEvent, type VehicleEventType } from '@portal/contracts/vehicles/vehicle-machine';
import { ESTADO_DO_STATUS, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { isAdministrador, type Actor } from '@portal/contracts/access/roles';

/** The vehicle row of the lists (spec stock-billing-swaps §3), as the server sends it. */
export interface VeiculoRow {
  id: number;
  pedido: string;
  chassi: string;
  status: number;
  statusDescricao: string;
  statusAnterior: number | null;
  concessionariaId: number | null;
  GrupoDealerId: number | null;
  dealerAtual: string | null;
  dealerOrigem: string | null;
  nomeDealerOrigem: string | null;
  dealerSolicitante: string | null;
  nomeDealerSolicitante: string | null;
  dealerConsignado: string | null;
  modelo: string;
  derivativo: string;
  descricaoVeiculo: string;
  my: number;
  marcas: string;
  corInterna: string;
  corExterna: string;
  specs: string | { codigo: string; descricao: string }[];
  dataDisponibilidadeFormatada: string | null;
  dataDisponibilidade: string | null;
  dataDisponibilidadeAte: string | null;
  solicitacaoFaturamentoDealer: string | null;
  dataDeFaturamento: string | null;
  notaFiscal: string | null;
  tipoVendaFaturamento: string | null;
  tipoPagamentoFaturamento: string | null;
  tipoVenda: string | null;
  tipoVendaId: number | null;
  tipoPedidoComum: string | null;
  tipoPedidoMarca: string | null;
  diasEmConsignado: number | null;
  diasEmEstoque: number | null;
  bloqueioParaTorca: boolean;
  BloqueadoTroca: string;
  nsc: boolean;
  dealerPrincipal: boolean;
  permitidoFaturar: number;
  prevFaturamento: string | null;
  prioridade: boolean;
  dataLimiteTroca: string | null;
  diasEmMonitoramento: number | null;
  statusMonitoramentoDescricao: string | null;
  flagRangeTipo: number | null;
  flagRangeDescricao: string | null;
  faturamentoPedidoId: number | null;
}
export { actorOf, useActor } from '../../shared/actor.ts';
export type { Pagina, Resultado } from '../../shared/api-types.ts';
export const ehAdmin = (a: Actor | null) => a !== null && isAdministrador(a);

/** The machine's snapshot of a list row: the same truth the server decides with. */
function snapshotOf(row: VeiculoRow) {
  const estado = ESTADO_DO_STATUS[row.status as StatusVeiculo];
  if (!estado) return null;
  return vehicleMachine.resolveState({
    value: estado,
    context: {
      ...contextoInicial,
      veiculoId: row.id,
      status: row.status as StatusVeiculo,
      statusAnterior: (row.statusAnterior ?? null) as StatusVeiculo | null,
      concessionariaId: row.concessionariaId,
      concessionariaGrupoId: row.GrupoDealerId,
      bloqueadoTroca: row.bloqueioParaTorca,
      nsc: row.nsc,
      dealerPrincipal: row.dealerPrincipal,
    },
  });
}

type Extra<T extends VehicleEventType> = Omit<Extract<VehicleEvent, { type: T }>, 'type' | 'actor' | 'at'>;
/** May `actor` do `type` (with its data) on this vehicle? Asks the vehicle machine (snapshot.can). */
export function pode<T extends VehicleEventType>(actor: Actor | null, row: VeiculoRow, type: T, extra?: Partial<Extra<T>>): boolean {
  if (!actor) return false;
  const snap = snapshotOf(row);
  if (!snap) return false;
  return snap.can({ type, actor, at: new Date().toISOString(), ...(extra ?? {}) } as VehicleEvent);
}
/** Every row allows the event. */
export const todosPodem = <T extends VehicleEventType>(actor: Actor | null, rows: VeiculoRow[], type: T, extra?: Partial<Extra<T>>) =>
  rows.length > 0 && rows.every((r) => pode(actor, r, type, extra));
