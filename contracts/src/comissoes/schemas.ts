import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, Linhas, N, Opt, PageOf, Paginacao, Strict, Text } from '../http/schemas.ts';
import { STEP_NF } from './steps.ts';
import { FiltroPrazo, PrazoDaLinha } from '../prazos/index.ts';

/**
 * The commissions and invoices calls (spec 001 §2.10, §4.3, §7 "Commissions and invoices"): requests and answers, shared
 * by the API's routes and the console's calls. Answers from the SQL of services/core/src/comissoes/queries.ts. An answer
 * schema is the envelope `{ success, data, errors }`; its type of the same name is what `data` holds.
 */

const StepId = Int(1, 6);
/** The invoice's step (6: no invoice attached). */
const StepNfSchema = Type.Union(Object.values(STEP_NF).map((v) => Type.Literal(v)));
const NumeroNotaFiscal = Type.Union([Type.String({ maxLength: 20 }), Int(0, 999_999_999)]);
const Filtros = {
  dataDe: Opt(Text(30)),
  dataAte: Opt(Text(30)),
  steps: Opt(Type.Union([StepId, Type.Array(StepId, { maxItems: 6 })])),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
  numeroNotaFiscal: Opt(NumeroNotaFiscal),
};
/** The filters of the three tabs, paged. */
export const ListarComissoesBody = Strict({ ...Paginacao, ...Filtros });
export type ListarComissoesBody = Static<typeof ListarComissoesBody>;
/** Tab Notas Fiscais: the same filters and the approval step's 'Prazo' (conf17): No prazo / Vence hoje / Atrasado. */
export const ListarNotasBody = Strict({ ...Paginacao, ...Filtros, prazo: FiltroPrazo });
export type ListarNotasBody = Static<typeof ListarNotasBody>;
/** POST notas/fiscais/provisaoPagamento/exportar: the tab's filters. */
export const ExportarProvisaoBody = Strict({ ...Filtros });
export type ExportarProvisaoBody = Static<typeof ExportarProvisaoBody>;

/** A commission of a direct-sales order, with its current invoice (tab Comissões, and the invoice's orders). */
export const LinhaComissao = Type.Object({
  id: Type.Integer(),
  codigoPedido: N(Type.String()),
  numeroPedidoVD: Type.String(),
  chassi: N(Type.String()),
  modelo: N(Type.String()),
  derivativo: N(Type.String()),
  descricao: N(Type.String()),
  dealerComissao: Type.String(),
  tipoComissao: N(Type.String()),
  precoEspecial: N(Type.Number()),
  valorComissao: Type.Number(),
  dataFaturamento: N(Type.String()),
  status: Type.String(),
  stepId: StepNfSchema,
  nfeComissao: N(Type.String()),
  notaFiscalId: N(Type.Integer()),
  tipoVenda: N(Type.String()),
  tipoVendaId: Type.Integer(),
  nomeCliente: N(Type.String()),
  concessionariaId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  dataCadastro: Type.String(),
});
export type LinhaComissao = Static<typeof LinhaComissao>;
export const PaginaComissoes = PageOf(LinhaComissao);
export type PaginaComissoes = Static<typeof PaginaComissoes>['data'];

/** A commission invoice (tab Notas Fiscais). */
export const LinhaNota = Type.Object({
  id: Type.Integer(),
  step: Type.String(),
  stepId: StepNfSchema,
  /** DD/MM/YYYY; null when attached without one */
  dataEmissao: N(Type.String()),
  numeroNotaFiscal: Type.String(),
  valorComissao: Type.Number(),
  /** null when attached without one */
  valorNotaFiscal: N(Type.Number()),
  dealerComissao: Type.String(),
  urlNotaFiscal: Type.String(),
  concessionariasId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  pedidosId: Type.Array(Type.Integer()),
  comentario: N(Type.String()),
  cnpjEmitente: Type.String(),
  versao: Type.Integer(),
  dataAtrelamento: Type.String(),
  dataPagamento: N(Type.String()),
  /** the attach's warnings (value ≠ commissions, issuer not the dealer's, typed ≠ XML, empty fields), for the approvers */
  avisos: Type.Array(Type.String()),
  /** the 'Prazo' column: in an approval step, the business days the importer has left (conf17); null otherwise */
  prazo: PrazoDaLinha,
});
export type LinhaNota = Static<typeof LinhaNota>;
export const PaginaNotas = PageOf(LinhaNota);
export type PaginaNotas = Static<typeof PaginaNotas>['data'];

/** An invoice's provisioned, paid and balance (tab Relatório de Provisão vs. Pagamento). */
export const LinhaProvisao = Type.Object({
  id: Type.Integer(),
  dealerComissao: Type.String(),
  numeroNotaFiscal: Type.String(),
  dataEmissao: N(Type.String()),
  pedidos: Type.String(),
  step: Type.String(),
  stepId: StepNfSchema,
  dataProvisionamento: Type.String(),
  valorProvisionado: Type.Number(),
  valorPago: Type.Number(),
  dataPagamento: N(Type.String()),
  saldo: Type.Number(),
});
export type LinhaProvisao = Static<typeof LinhaProvisao>;
export const PaginaProvisao = Answer(
  Type.Object({
    rows: Type.Array(LinhaProvisao),
    page: Type.Integer(),
    total: Type.Integer(),
    totais: Type.Object({ provisionado: Type.Number(), pago: Type.Number(), saldo: Type.Number() }),
  }),
);
export type PaginaProvisao = Static<typeof PaginaProvisao>['data'];

/** spec §5: numeric, minimum -100; checked by the attach (its pt-BR message), so a text or a lower figure gets there */
const Valor = Type.Union([Type.Number(), Type.String({ maxLength: 30 })]);
/** POST notas/fiscais: attach an invoice to the orders' commissions. */
export const AtrelarNotaBody = Strict({
  numeroNotaFiscal: Opt(NumeroNotaFiscal),
  concessionariasId: Opt(Id),
  urlNotaFiscal: Opt(Text(200)),
  valorComissao: Opt(Valor),
  valorNotaFiscal: Opt(Valor),
  dataEmissao: Opt(Text(30)),
  cnpjEmitente: Opt(Text(30)),
  notaFiscalSteps: Opt(Type.Array(Int(0, 6), { maxItems: 10 })),
  pedidosId: Opt(Type.Array(Id, { maxItems: 200 })),
  steps: Opt(Type.Union([StepId, Strict({ id: Opt(StepId), nomeAmigavel: Opt(Text(60)) })])),
});
export type AtrelarNotaBody = Static<typeof AtrelarNotaBody>;
/** `avisos`: what the attach accepted although it disagrees (typed vs XML, value vs commissions, issuer vs dealer) */
export const NotaAtrelada = Answer(Type.Object({ id: Type.Integer(), mensagem: Type.String(), avisos: Type.Array(Type.String()) }));
export type NotaAtrelada = Static<typeof NotaAtrelada>['data'];

/** PUT notas/fiscais/alterar/steps: advance invoices of one step, or reprove one (5, with a comment). */
export const AlterarStepsBody = Strict({
  ids: Type.Array(Id, { maxItems: 500 }),
  steps: Int(1, 6),
  comentario: Opt(Type.String({ maxLength: 8000 })),
});
export type AlterarStepsBody = Static<typeof AlterarStepsBody>;
export const StepsAlterados = Answer(Type.Object({ ids: Type.Array(Type.Integer()), step: Type.Integer(), mensagem: Type.String() }));
export type StepsAlterados = Static<typeof StepsAlterados>['data'];

/** GET notas/fiscais/comentarios/{id}: the reasons of the invoice's reprovals, newest first. */
export const ComentarioNota = Type.Object({ comentario: Type.String(), nomeUsuario: Type.String(), dataComentario: Type.String(), step: Type.String() });
export type ComentarioNota = Static<typeof ComentarioNota>;
export const ComentariosDaNota = Answer(Type.Array(ComentarioNota));
/** GET notas/fiscais/pedidos/{id}: the invoice's orders. */
export const PedidosDaNota = Answer(Type.Array(LinhaComissao));
