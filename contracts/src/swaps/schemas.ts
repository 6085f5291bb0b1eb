import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FiltrosDoVeiculo, Spec } from '../vehicles/index.ts';
import { Answer, Data, Id, Ids, Int as IntEntre, Mes, Opt, Ordenacao, PageOf, Strict } from '../http/schemas.ts';
import { Resultado } from '../http/results.ts';
import { FiltroPrazo, PrazoDaLinha } from '../prazos/index.ts';

/**
 * Requests and answers of the swap calls (spec stock-billing-swaps §3 Swap request, Minhas Trocas), shared by the API
 * (route schemas, OpenAPI) and the console (types). Derived from the SQL of services/core/src/swaps/queries.ts.
 */
const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Int = Type.Integer();
const Str = Type.String();

/** A vehicle of the swap screens: an offered one (detalhe's propostos). Dates dd/MM/yyyy. */
const veiculo = {
  id: Int,
  pedido: Str,
  chassi: Str,
  status: Int,
  modelo: Str,
  modeloId: Int,
  derivativo: Str,
  descricaoVeiculo: Str,
  my: Int,
  marcas: Str,
  corInterna: Str,
  corExterna: Str,
  specs: Type.Array(Spec),
  dataDisponibilidade: N(Str),
  dataDeFaturamento: N(Str),
  concessionariaId: N(Int),
  codigoDealer: N(Str),
  nomeDealer: N(Str),
};
export const VeiculoProposto = Type.Object(veiculo);
export type VeiculoProposto = Static<typeof VeiculoProposto>;

/** POST veiculos/troca/listar with solicitar (available for swap) or selecao (one's own to offer). */
export const VeiculoTroca = Type.Object({
  ...veiculo,
  diasEmEstoque: N(Int),
  /** when the stock time limit makes swaps automatic */
  dataLimiteTroca: N(Str),
  TempoLimiteEstoque: N(Str),
});
export type VeiculoTroca = Static<typeof VeiculoTroca>;

/** A swap request as the lists send it (tab 0 of the swap screen, Minhas Trocas). */
export const TrocaLinha = Type.Object({
  veiculoTrocaPedidoId: Int,
  status: Int,
  statusDescricao: Str,
  /** Pendente: highlighted */
  destacada: Type.Boolean(),
  veiculoId: Int,
  concessionariaDonaId: Int,
  concessionariaSolicitanteId: Int,
  codigoConcessionariaOrigem: Str,
  nomeConcessionariaOrigem: Str,
  codigoConcessionariaDestino: Str,
  nomeConcessionariaDestino: Str,
  nomeDealerSolicitado: Str,
  nomeUsuarioSolicitou: N(Str),
  dataSolicitou: N(Str),
  nomeUsuarioAceitouRejeitou: N(Str),
  dataAceitouRejeitou: N(Str),
  contatoEmail: Str,
  contatoNome: Str,
  contatoTelefone: Str,
  comentario: N(Str),
  /** dd/MM/yyyy HH:mm: when the request expires */
  dataLimiteTroca: N(Str),
  /** the 'Prazo' column: while Pendente, the time left to answer in business days (null once answered) */
  prazo: PrazoDaLinha,
  veiculosPropostos: Type.Array(Int),
  veiculoPropostoAceitoId: N(Int),
  automatica: Type.Boolean(),
  motivo: N(Str),
  tipoSolicitacao: N(Type.Union([Type.Literal('Enviada'), Type.Literal('Recebida')])),
  /** the receiving dealer may still cede one this month */
  podeCeder: N(Type.Boolean()),
  pedido: Str,
  chassi: Str,
  modelo: Str,
  derivativo: Str,
  descricaoVeiculo: Str,
  my: Int,
  marcas: Str,
  corInterna: Str,
  corExterna: Str,
  specs: Type.Array(Spec),
  dataDisponibilidade: N(Str),
});
export type TrocaLinha = Static<typeof TrocaLinha>;

/** GET veiculos/troca/minhas/detalhe: the request and the offered vehicles. */
export const DetalheTroca = Type.Object({ ...TrocaLinha.properties, propostos: Type.Array(VeiculoProposto) });
export type DetalheTroca = Static<typeof DetalheTroca>;

/** GET veiculos/troca/minhas/log: every step, who and when. */
export const LogTroca = Type.Object({
  dataOperacao: Str,
  evento: Str,
  descricao: Str,
  nome: N(Str),
  nomeAdmin: N(Str),
  status: N(Int),
  statusDescricao: N(Str),
  veiculoPropostoId: N(Int),
  motivo: N(Str),
});
export type LogTroca = Static<typeof LogTroca>;

// ---- answers

/** POST veiculos/troca/listar: tab 0 sends swap requests; solicitar and selecao send vehicles. */
export const ListaTroca = PageOf(Type.Union([TrocaLinha, VeiculoTroca]));
/** POST veiculos/troca/minhas/listar */
export const MinhasTrocas = PageOf(TrocaLinha);
export const DetalheTrocaAnswer = Answer(DetalheTroca);
export const LogTrocaAnswer = Answer(Type.Array(LogTroca));
/** GET veiculos/troca/minhas/contagem-pendencias: Pendente requests received by the dealer. */
export const ContagemPendenciasAnswer = Answer(Type.Integer());

// ---- requests

const StatusTroca = Type.Union([IntEntre(1, 8), Type.Array(IntEntre(1, 8), { maxItems: 10 })]);

/** POST veiculos/troca/listar */
export const ListarTrocaBody = Strict({
  ...FiltrosDoVeiculo,
  ...Ordenacao,
  dataDeDisponibilidade: Opt(Data),
  dataAteDisponibilidade: Opt(Data),
  mesDe: Opt(Type.Union([Mes, Type.Array(Mes, { maxItems: 12 })])),
  status: Opt(StatusTroca),
  /** 'Prazo': No prazo / Vence hoje / Atrasado (the requests still waiting for an answer) */
  prazo: FiltroPrazo,
  solicitar: Opt(Type.Boolean()),
  selecao: Opt(Type.Boolean()),
});

/** POST veiculos/troca/minhas/listar and relatorios/troca */
export const MinhasTrocasBody = Strict({
  ...FiltrosDoVeiculo,
  ...Ordenacao,
  enviada: Opt(Type.Boolean()),
  recebida: Opt(Type.Boolean()),
  troca: Opt(IntEntre(1, 3)),
  status: Opt(StatusTroca),
  prazo: FiltroPrazo,
});

/** POST veiculos/troca/solicita */
export const SolicitaBody = Strict({
  veiculoInteresseId: Id,
  veiculosPropostos: Opt(Ids),
  contatoNome: Type.String({ maxLength: 200 }),
  contatoEmail: Type.String({ maxLength: 200 }),
  contatoTelefone: Type.String({ maxLength: 30 }),
  // longer than 8000 is refused by the command with its pt-BR message
  comentario: Opt(Type.String({ maxLength: 20_000 })),
  confirmarSemVeiculo: Opt(Type.Boolean()),
});
export type SolicitaBody = Static<typeof SolicitaBody>;

/** The request answered: cancelar (query), rejeitar and ceder (body), the log (query). */
export const PedidoId = Strict({ veiculoTrocaPedidoId: Id });

/** POST veiculos/troca/pedido/aceitar (body), and the query of PUT (the swap the billing-request modal was opened for) */
export const AceitarParams = Strict({
  veiculoTrocaPedidoId: Id,
  concessionariaTrocaId: Opt(Id),
  veiculoTrocaId: Opt(Id),
  concessionariaPropostoId: Opt(Id),
  veiculoPropostoId: Opt(Type.Union([Id, Ids])),
});
export type AceitarParams = Static<typeof AceitarParams>;

/** GET veiculos/troca/minhas/detalhe */
export const DetalheQuery = Strict({ veiculoTrocaPedidoId: Id, enviada: Opt(Type.Boolean()) });

/** One more swap accepted in the same billing request ('Os faturamentos dessas trocas devem ser realizadas:'). */
export const OutraTroca = Strict({ veiculoTrocaPedidoId: Id, veiculoPropostoId: Id });

/**
 * PUT veiculos/troca/pedido/aceitar, body: the billing-request modal's fields for the vehicle(s) the owner receives
 * (the fields of PUT veiculos/faturamentos/gerar but the vehicles, which are the swaps' chosen ones), and the other swaps accepted with it.
 */
export const AceitarComFaturamentoBody = Strict({
  tipoVendaId: Opt(Id),
  dealerSolicitante: Opt(Id),
  prioridade: Opt(Type.Boolean()),
  tipoPagamentoId: Opt(Id),
  dataFaturamento: Opt(Type.String({ maxLength: 30 })),
  faturarAssimQuePossivel: Opt(Type.Boolean()),
  outrasTrocas: Opt(Type.Array(OutraTroca, { maxItems: 50 })),
});
export type AceitarComFaturamentoBody = Static<typeof AceitarComFaturamentoBody>;

/** PUT veiculos/troca/pedido/aceitar: 'Troca aceita com sucesso', the swaps accepted and each received vehicle's billing request. */
export const AceiteComFaturamento = Type.Object({
  mensagem: Str,
  trocas: Type.Array(Int),
  faturamento: Type.Array(Resultado),
});
export type AceiteComFaturamento = Static<typeof AceiteComFaturamento>;
export const AceiteComFaturamentoAnswer = Answer(AceiteComFaturamento);
