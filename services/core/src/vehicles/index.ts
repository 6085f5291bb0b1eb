/** What other contexts may use of vehicles (billing and swaps act on vehicles; the demo registers them). */
export { VEHICLE_STREAM_TYPE, vehicleAggregate, vehicleStream } from './aggregate.ts';
export {
  alvos,
  emLoteDeVeiculos,
  registrarVeiculo,
  novaAlocacao,
  alterarStatus,
  cancelarPedidos,
  registrarFatoExterno,
  registrarFatosExternosEmLote,
  type FatoExterno,
  disponibilizar,
  alterarNsc,
  bloquearTroca,
  cancelarSolicitacao,
  type NovoVeiculo,
  type VeiculoAlvo,
  type VehicleDeps,
} from './commands.ts';
export { escopoVeiculos } from './scope.ts';
export { prorrogacaoEfetiva } from './prazos.ts';
export { DIA_SOLICITACAO, CONTADORES, reconstruirContador, type Contador } from './contagens.ts';
export { veiculoVisivel, listarFaturamentos, pendencias, bloqueioPorParados, paginaVeiculos, type Paginacao as PaginaVeiculos } from './queries.ts';
export { tiposPagamento, tiposVenda } from './lookups.ts';
