import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, Linhas, N, Opt, Ordenacao, PageOf, Paginacao, Strict, Text } from '../http/schemas.ts';
import { FiltroPrazo, PrazoDaLinha } from '../prazos/index.ts';

/**
 * The boletos calls (spec direct-sales §3 "Order boleto", §7.2, the boletos screen and /gera-boleto): requests and answers,
 * shared by the API's routes and the console's calls. Answers from the SQL of services/core/src/boletos/queries.ts. An answer
 * schema is the envelope `{ success, data, errors }`; its type of the same name is what `data` holds.
 */

/** A boleto row: the boletos screen, the installments tab, the order's boletos (GET pedidos/{id} pedidoBoletos). Dates dd/MM/yyyy. */
export const LinhaBoleto = Type.Object({
  id: Type.Integer(),
  pedido: Type.String(),
  pedidoId: Type.Integer(),
  status: Type.String(),
  statusId: Type.Integer(),
  dataEmissao: Type.String(),
  valorTotal: Type.Number(),
  tipoPagamento: Type.String(),
  valorParcial: N(Type.Number()),
  valorBoleto: Type.Number(),
  dataVencimento: Type.String(),
  /** the due date, yyyy-MM-dd */
  vencimentoIso: Type.String(),
  numeroParcela: Type.Integer(),
  quantidadeVezes: Type.Integer(),
  dataPagamento: N(Type.String()),
  linhaDigitavel: N(Type.String()),
  bankNumber: N(Type.String()),
  valorComissao: N(Type.Number()),
  nfeComissao: N(Type.String()),
  /** the 'Prazo' column of the boleto list (awaiting payment: the time left to the due date); absent in the other answers */
  prazo: Type.Optional(PrazoDaLinha),
});
export type LinhaBoleto = Static<typeof LinhaBoleto>;
export const PaginaBoletos = PageOf(LinhaBoleto);
export type PaginaBoletos = Static<typeof PaginaBoletos>['data'];

const Dinheiro = Opt(Type.Number({ minimum: 0, maximum: 99_999_999.99 }));
/** POST boleto/emitir/{orderId}: a new boleto, or (with `id`) a Não Emitido one sent to the bank again; dataPagamento is the due date. */
export const EmitirBoletoBody = Strict({
  id: Opt(Id),
  dataEmissao: Opt(Text(30)),
  dataPagamento: Opt(Text(30)),
  valorTotal: Dinheiro,
  valorParcial: Dinheiro,
  valorBoleto: Dinheiro,
  entrada: Dinheiro,
  tipoPagamento: Opt(Text(20)),
  quantidadeVezes: Opt(Int(1, 3)),
  numeroParcela: Opt(Int(1, 99)),
  // read-only fields of a row sent back as it came
  boletoGerado: Opt(Type.Boolean()),
  status: Opt(Type.Union([Type.Integer(), Type.String({ maxLength: 40 })])),
  statusNome: Opt(Text(40)),
  bankNumber: Opt(Text(10)),
});
export type EmitirBoletoBody = Static<typeof EmitirBoletoBody>;
export const BoletoEmitido = Answer(Type.Object({ boleto: LinhaBoleto, mensagem: Type.String() }));
export type BoletoEmitido = Static<typeof BoletoEmitido>['data'];

/** POST pedidos/boletos and POST relatorios/boletos: Pedido (several lines) and Status. */
export const ListarBoletosBody = Strict({ ...Paginacao, ...Ordenacao, pedido: Opt(Linhas), statusId: Opt(Int(1, 5)), prazo: FiltroPrazo });
export type ListarBoletosBody = Static<typeof ListarBoletosBody>;
export const PedidoParams = Strict({ orderId: Id });

/** GET boleto/log/{id}: each status change, who and when. */
export const LogBoletoLinha = Type.Object({ user: Type.Object({ nome: Type.String() }), step: Type.String(), dataHistorico: Type.String() });
export type LogBoletoLinha = Static<typeof LogBoletoLinha>;
export const LogBoleto = Answer(Type.Array(LogBoletoLinha));

/** POST boleto/reemitir/{id}: the expired boleto and the one that replaces it. */
export const BoletoReemitido = Answer(Type.Object({ boletoId: Type.Integer(), novoBoletoId: Type.Integer(), mensagem: Type.String() }));
export type BoletoReemitido = Static<typeof BoletoReemitido>['data'];

/** /gera-boleto: the spec's call (order code and CPF/CNPJ) plus `codigoAcesso`, the code printed on the boleto (docs/decisions.md). */
const Comprador = { pedido: Text(40), documento: Text(30), codigoAcesso: Text(20) };
export const SegundaViaBody = Strict(Comprador);
export type SegundaViaBody = Static<typeof SegundaViaBody>;
export const SegundaViaPdfBody = Strict({ ...Comprador, boletoId: Id });
/** POST boleto/segunda-via: an open boleto of the order (Emitido or Vencido). */
export const BoletoEmAberto = Type.Object({
  id: Type.Integer(),
  numeroParcela: Type.Integer(),
  valorBoleto: Type.Number(),
  dataVencimento: Type.String(),
  linhaDigitavel: N(Type.String()),
});
export type BoletoEmAberto = Static<typeof BoletoEmAberto>;
export const SegundaVia = Answer(Type.Array(BoletoEmAberto));

/** The boleto's PDF: the kit's download declared as application/pdf. */
export { Pdf } from '../http/schemas.ts';
