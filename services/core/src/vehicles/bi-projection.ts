import { localDoVeiculo } from '@portal/contracts/bi/estoque';
import { TIPO_VENDA } from '@portal/contracts/vehicles/status';
import type { VehicleContext, VehicleEventType } from '@portal/contracts/vehicles/vehicle-machine';
import { projection, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

/**
 * bi_veiculos: the BI dashboards' read model (docs/decisions.md "BI dashboards"), one narrow row per vehicle after each
 * of its events: where its stock is and since when (`localDoVeiculo`), dealer, brand, model, billing date, Test Drive and
 * direct sale. The row keeps the machine's context (`contexto`) so the next event folds from it, as veiculo_logs does.
 */
export function biVeiculosProjection(
  streamType: string,
  idOf: (e: StoredEvent) => number,
  evolveContext: (c: VehicleContext | null, e: StoredEvent) => VehicleContext,
  eventos: (h: Handler) => Record<VehicleEventType, Handler>,
) {
  return projection<VehicleEventType>({
    name: 'bi_veiculos',
    table: 'bi_veiculos',
    key: 'veiculo_id',
    streamType,
    keyOf: idOf,
    on: eventos((current, e) => linhaBi(evolveContext(contextoDe(current), e), idOf(e), e.position)),
  });
}

const contextoDe = (current: Row | undefined): VehicleContext | null =>
  current ? ((typeof current.contexto === 'string' ? JSON.parse(current.contexto) : current.contexto) as VehicleContext) : null;
const dia = (v: string | null) => (v ? v.slice(0, 10) : null);

export function linhaBi(c: VehicleContext, veiculoId: number, posicao: string): Row {
  const { local, desde } = localDoVeiculo(c);
  return {
    veiculo_id: veiculoId,
    local,
    desde,
    status: c.status,
    concessionaria_id: c.concessionariaId,
    marca_id: c.marcaId,
    modelo_id: c.modeloId,
    data_faturamento: dia(c.dataFaturamento),
    test_drive: c.tipoVendaId === TIPO_VENDA.testDrive,
    venda_direta: c.categoriaVenda === 'vendaDireta' || c.status === 13,
    contexto: JSON.stringify(c),
    ultima_posicao: posicao,
  };
}
