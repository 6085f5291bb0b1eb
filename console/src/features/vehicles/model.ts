import { vehicleMachine, contextoInicial, type VehicleEvent, type VehicleEventType } from '@portal/contracts/vehicles/vehicle-machine';
import { ESTADO_DO_STATUS, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { isAdministrador, type Actor } from '@portal/contracts/access/roles';
import type { VeiculoDetalhe, VeiculoLinha } from '@portal/contracts/vehicles/schemas';

/**
 * The vehicle row of the lists (spec stock-billing-swaps §3), as the server declares it (contracts' VeiculoLinha); the
 * detail (GET veiculos/log/detail) sends the same row with the specs parsed.
 */
export type VeiculoRow = Omit<VeiculoLinha, 'specs'> & { specs: VeiculoLinha['specs'] | VeiculoDetalhe['specs'] };
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
