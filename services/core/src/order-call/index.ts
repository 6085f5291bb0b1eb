/** What other contexts (the worker, the API) may use of the production plan and the order call. */
export { PLANO_STREAM_TYPE, planoAggregate, planoStream } from './aggregate.ts';
export {
  cadastrarPlano,
  alterarPlano,
  listarPlanos,
  obterPlano,
  listarCiclos,
  listarModelos,
  listarMarcas,
  QUANTIDADE_MAXIMA,
  type PlanoDeps,
  type PlanoEntrada,
} from './plano.ts';
export { entradasDoPlano, STATUS_ESTOQUE_DEALER } from './entradas.ts';
export { iniciarProcessamento, distribuirModelos, concluirProcessamento, falharProcessamento } from './computar.ts';
export {
  ORDER_CALL_STREAM_TYPE,
  orderCallStream,
  listarOrderCalls,
  linhasOrderCall,
  obterDados,
  explicarCelula,
  editarOrderCall,
  resumoOrderCall,
  type FiltroOrderCall,
  type EdicaoCelula,
  type LinhaOrderCall,
} from './order-call.ts';
export { biOrderCall, biPlanoAnual, type FiltroBiOrderCall, type FiltroBiPlanoAnual } from './bi.ts';
