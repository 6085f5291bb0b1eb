/** The KPI Approved programme (spec 002 §2.8, §2.9, §3, §4.9): what the API and the composition root use. */
export { veiculoKpiAggregate, kpiVeiculoStream, KPI_VEICULO_STREAM_TYPE } from './aggregate.ts';
export { type KpiDeps, exigirMesAberto } from './comum.ts';
export * from './veiculos.ts';
export * from './mensal.ts';
export * from './referencias.ts';
export * from './resumo.ts';
export { BASES_KPI, reconstruirBasesKpi } from './bases-mensais.ts';
