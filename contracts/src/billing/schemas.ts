import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Ids, Int, Linhas, Motivo, Opt, Ordenacao, PageOf, Paginacao, Strict } from '../http/schemas.ts';
import { FiltroPrazo } from '../prazos/index.ts';
import { DatasFaturamento, LiberacaoLinha, LiberacaoStatus, Pendencia, TipoPagamento, TipoVenda } from '../vehicles/index.ts';

/**
 * Requests and answers of Faturamento: billing requests (validation then generation), their
 * cancel, the billing dates and the Liberar faturamento list. The rows are vehicles' (vehicles/schemas.ts).
 */

export const PendenciasAnswer = Answer(Type.Array(Pendencia));
/** POST veiculos/faturamentos/cancelar/solicitacao */
export const CancelarSolicitacao = Strict({ veiculoId: Ids, motivo: Motivo });
/** GET veiculos/faturamentos/datas */
export const DatasFaturamentoQuery = Strict({ veiculoId: Ids });
export const DatasFaturamentoAnswer = Answer(DatasFaturamento);
export const TiposVendaAnswer = Answer(Type.Array(TipoVenda));
/** GET veiculos/faturamentos/tipoPagamentos */
export const TiposPagamentoQuery = Strict({ tipoVenda: Id });
export const TiposPagamentoAnswer = Answer(Type.Array(TipoPagamento));
/** PUT veiculos/faturamentos/gerar: one billing request a vehicle */
export const GerarSolicitacao = Strict({
  veiculoId: Ids,
  tipoVendaId: Opt(Id),
  dealerSolicitante: Opt(Id),
  prioridade: Opt(Type.Boolean()),
  userSolicitadoAdminId: Opt(Id),
  tipoPagamentoId: Opt(Id),
  dataFaturamento: Opt(Type.String({ maxLength: 30 })),
  faturarAssimQuePossivel: Opt(Type.Boolean()),
});
/** Liberar faturamento's filters and a column's order. */
const FiltrosLiberacao = {
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
  pedido: Opt(Linhas),
  chassi: Opt(Linhas),
  tipoVenda: Opt(Id),
  /** 'Prazo': No prazo / Vence hoje / Atrasado */
  prazo: FiltroPrazo,
  ...Ordenacao,
};
/** POST veiculos/faturamentos/liberar/listar */
export const LiberacaoFiltros = Strict({ ...Paginacao, ...FiltrosLiberacao });
/** POST relatorios/liberar-faturamento: the list's spreadsheet (every request of the filters) */
export const LiberacaoExportar = Strict(FiltrosLiberacao);
export const LiberacaoPagina = PageOf(LiberacaoLinha);
/** POST veiculos/faturamentos/liberar/status: Liberar (3) or Recusar (5) */
export const LiberarStatus = Strict({ faturamentoPedidoIds: Ids, status: Int(3, 5), motivo: Motivo });
export type LiberarStatus = Static<typeof LiberarStatus>;
export const LiberacaoStatusAnswer = Answer(Type.Array(LiberacaoStatus));
