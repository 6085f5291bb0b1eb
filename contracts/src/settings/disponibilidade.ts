/**
 * A vehicle's availability from its stage (spec 002 §9, general settings: "availability of national cars after
 * production; imported pre-shipment cars from forecast; imported post-shipment cars from shipment"): conf1, conf2 and
 * conf3 are the days added to the production, forecast and shipment dates the Vista import brings. The latest stage a
 * row has decides: shipped (embarque) → conf3; not yet shipped, with a forecast → conf2; a national car with its
 * production date → conf1. Without any of the three the row's own 'Data Disponibilidade' stands (docs/decisions.md).
 */
export interface DatasDaOrigem {
  dataProducao: string | null;
  dataForecast: string | null;
  dataEmbarque: string | null;
}
export interface PrazosDisponibilidade {
  /** conf1 */
  nacionaisAposProducao: number;
  /** conf2 */
  importadosPreEmbarque: number;
  /** conf3 */
  importadosPosEmbarque: number;
}

/** YYYY-MM-DD plus whole days. */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The availability date the settings give a vehicle at its stage, or null when the row names no stage. */
export function disponibilidadePelaOrigem(d: DatasDaOrigem, p: PrazosDisponibilidade): string | null {
  if (d.dataEmbarque) return somarDias(d.dataEmbarque, p.importadosPosEmbarque);
  if (d.dataForecast) return somarDias(d.dataForecast, p.importadosPreEmbarque);
  if (d.dataProducao) return somarDias(d.dataProducao, p.nacionaisAposProducao);
  return null;
}
