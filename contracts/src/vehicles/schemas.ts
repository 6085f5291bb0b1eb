import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Resultado } from '../http/results.ts';
import { PrazoDaLinha } from '../prazos/index.ts';
import { Answer, Id, Ids, Int as IntEntre, Linhas, Mes, Motivo, Opt, Ordenacao, PageOf, Paginacao, Strict } from '../http/schemas.ts';

/**
 * Requests and answers of the vehicle, pipeline and Visão Geral calls, and the answer shapes of the billing calls (spec
 * stock-billing-swaps §2, §3), shared by the API (route schemas, OpenAPI) and the console (types). Derived from the SQL of services/core/src/vehicles/queries.ts,
 * lookups.ts and billing/commands.ts; nullable columns (and left joins) are `| null`. Field names are the spec's.
 */
const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Int = Type.Integer();
const Str = Type.String();

/** One option of a vehicle's specs (JSON). */
export const Spec = Type.Object({ codigo: Str, descricao: Str });
export type Spec = Static<typeof Spec>;

const linha = {
  id: Int,
  pedido: Str,
  chassi: Str,
  status: Int,
  statusDescricao: Str,
  statusAnterior: N(Int),
  concessionariaId: N(Int),
  dealerAtual: N(Str),
  dealerOrigem: N(Str),
  nomeDealerOrigem: N(Str),
  dealerSolicitante: N(Str),
  nomeDealerSolicitante: N(Str),
  dealerConsignado: N(Str),
  modelo: Str,
  modeloId: Int,
  derivativo: Str,
  descricaoVeiculo: Str,
  my: Int,
  marcas: Str,
  corInterna: Str,
  corExterna: Str,
  dataDisponibilidadeFormatada: N(Str),
  /** YYYY-MM-DD */
  dataDisponibilidade: N(Str),
  /** YYYY-MM-DD: the billing extension date */
  dataDisponibilidadeAte: N(Str),
  solicitacaoFaturamentoDealer: N(Str),
  dataDeFaturamento: N(Str),
  notaFiscal: N(Str),
  tipoVendaFaturamento: N(Str),
  tipoPagamentoFaturamento: N(Str),
  tipoVenda: N(Str),
  tipoVendaId: N(Int),
  tipoPedidoComum: N(Str),
  tipoPedidoMarca: N(Str),
  diasEmConsignado: N(Int),
  diasEmEstoque: N(Int),
  dias: N(Int),
  /** the spec's spelling */
  bloqueioParaTorca: Type.Boolean(),
  BloqueadoTroca: Str,
  emTroca: Type.Boolean(),
  nsc: Type.Boolean(),
  dealerPrincipal: Type.Boolean(),
  tipoTroca: N(Str),
  GrupoDealerId: N(Int),
  TempoLimiteEstoque: N(Str),
  permitidoFaturar: Int,
  prevFaturamento: N(Str),
  prioridade: Type.Boolean(),
  faturarAssimQuePossivel: Type.Boolean(),
  dataLimiteTroca: N(Str),
  diasEmMonitoramento: N(Int),
  statusMonitoramentoDescricao: Str,
  flagRangeTipo: N(Int),
  flagRangeDescricao: N(Str),
  faturamentoPedidoId: N(Int),
};

/** The vehicle row of the lists (pedidos, faturamentos, bolsão, Visão Geral); specs as the JSON text. */
export const VeiculoLinha = Type.Object({ ...linha, specs: Str });
export type VeiculoLinha = Static<typeof VeiculoLinha>;

/** GET veiculos/log/detail/{id}: the row with the specs parsed. */
export const VeiculoDetalhe = Type.Object({ ...linha, specs: Type.Array(Spec) });
export type VeiculoDetalhe = Static<typeof VeiculoDetalhe>;

/** GET veiculos/log/{id}: 'Listagem de Histórico', newest first. */
export const VeiculoLogLinha = Type.Object({
  evento: Str,
  dataOperacao: Str,
  nome: N(Str),
  nomeAdmin: N(Str),
  usuario: N(Str),
  status: N(Str),
  statusId: N(Int),
  dataDisponibilidadeFormatada: N(Str),
  tipoDeVenda: N(Str),
  dealerOrigem: N(Str),
  dealerAtual: N(Str),
  motivo: N(Str),
});
export type VeiculoLogLinha = Static<typeof VeiculoLogLinha>;

/** POST veiculos/liberar-pedidos */
export const LiberacaoPedidos = Type.Object({
  message: Str,
  resultados: Type.Array(Resultado),
});

// ---- lookups

/** GET veiculos/pedidos/modelos */
export const Modelo = Type.Object({ id: Int, descricao: Str, marcaId: Int, marca: Str });
/** GET veiculos/pedidos/derivativos */
export const Derivativo = Type.Object({ id: Int, descricao: Str, modeloId: Int });
/** GET veiculos/pedidos/anoModelos, veiculos/descricao, ano */
export const Opcao = Type.Object({ id: Int, descricao: Str });
export type Opcao = Static<typeof Opcao>;
/** GET configuracoes/flag: 1 green up to N days, 2 yellow between, 3 red above. */
export const FaixaUso = Type.Object({ id: Int, tipo: Int, de: N(Int), ate: N(Int), cor: Str, descricao: Str });
/** GET veiculos/faturamentos/tipoVendas */
export const TipoVenda = Type.Object({ id: Int, nome: Str, exigePagamento: Type.Boolean() });
/** GET veiculos/faturamentos/tipoPagamentos */
export const TipoPagamento = Type.Object({ id: Int, nome: Str });

// ---- billing

/** GET veiculos/faturamentos/pendencia: stock whose billing extension date has passed. */
export const Pendencia = Type.Object({ id: Int, pedido: Str, chassi: Str, modelo: Str, status: Int, dataProrrogacaoFaturamento: N(Str), statusDescricao: Str });
export type Pendencia = Static<typeof Pendencia>;

/** GET veiculos/faturamentos/datas: the billing date picker's limits (YYYY-MM-DD, and dd/MM/yyyy 'Formatada'). */
export const DatasFaturamento = Type.Object({
  dataMinima: Str,
  dataDisponibilidade: N(Str),
  dataProrrogacaoFaturamento: N(Str),
  dataDisponibilidadeFormatada: N(Str),
  dataProrrogacaoFaturamentoFormatada: N(Str),
  hoje: Str,
  prorrogacaoVencida: Type.Boolean(),
  regra14Horas: Type.Boolean(),
  somenteProximoDia: Type.Boolean(),
});
export type DatasFaturamento = Static<typeof DatasFaturamento>;

/** POST veiculos/faturamentos/liberar/listar: a billing request awaiting release. */
export const LiberacaoLinha = Type.Object({
  faturamentoPedidoId: Int,
  veiculoId: Int,
  pedido: Str,
  chassi: Str,
  modelo: Str,
  derivativo: Str,
  descricaoVeiculo: Str,
  my: Int,
  corExterna: Str,
  dealerSolicitante: Str,
  nomeDealerSolicitante: Str,
  tipoVenda: Str,
  tipoPagamento: N(Str),
  dataFaturamento: N(Str),
  prioridade: Type.Boolean(),
  faturarAssimQuePossivel: Type.Boolean(),
  solicitadoPor: N(Str),
  dataSolicitacao: Str,
  status: Int,
  /** the 'Prazo' column: the business days left to answer (conf15), null when the request has no deadline */
  prazo: PrazoDaLinha,
});
export type LiberacaoLinha = Static<typeof LiberacaoLinha>;

/** POST veiculos/faturamentos/liberar/status: permissao 0 when the user may not. */
export const LiberacaoStatus = Type.Object({ id: Int, permissao: Int, descricao: Str });

// ---- answers

/** A page of vehicle rows: the distribution, billing, pipeline and Visão Geral lists. */
export const ListaVeiculos = PageOf(VeiculoLinha);
export const DetalheVeiculoAnswer = Answer(VeiculoDetalhe);
export const LogVeiculoAnswer = Answer(Type.Array(VeiculoLogLinha));
export const LiberacaoPedidosAnswer = Answer(LiberacaoPedidos);
export type LiberacaoPedidos = Static<typeof LiberacaoPedidos>;
export const ModelosAnswer = Answer(Type.Array(Modelo));
export type Modelo = Static<typeof Modelo>;
export const DerivativosAnswer = Answer(Type.Array(Derivativo));
export type Derivativo = Static<typeof Derivativo>;
export const OpcoesAnswer = Answer(Type.Array(Opcao));
export const FaixasUsoAnswer = Answer(Type.Array(FaixaUso));
export type FaixaUso = Static<typeof FaixaUso>;

// ---- requests

/** A page of vehicles by brand, dealer, model, derivative, description, model year and Pedido/Chassi lines: the vehicle and swap lists' filters. */
export const FiltrosDoVeiculo = {
  ...Paginacao,
  jaguar: Opt(Type.Boolean()),
  landrover: Opt(Type.Boolean()),
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
  derivativoId: Opt(Id),
  descricaoId: Opt(Id),
  anoModeloId: Opt(Id),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
};
/** The vehicle lists' filters (spec stock-billing-swaps §2): the distribution, billing and pipeline lists share them. */
export const FiltrosVeiculo = {
  ...FiltrosDoVeiculo,
  ...Ordenacao,
  status: Opt(Type.Array(IntEntre(0, 122), { maxItems: 30 })),
  concessionariaGrupoId: Opt(Id),
  mesDe: Opt(Mes),
  mesAte: Opt(Mes),
  anoDe: Opt(IntEntre(2000, 2100)),
  anoAte: Opt(IntEntre(2000, 2100)),
};
/** Visão Geral adds the sale type and the monitoring filters. */
export const FiltrosVisaoGeral = {
  ...FiltrosVeiculo,
  tipoVendaFaturamento: Opt(Id),
  statusMonitoramento: Opt(IntEntre(0, 1)),
  flagRangeTipo: Opt(IntEntre(1, 3)),
};
/** Pipeline Futuro: several months, Pocket (dealerPrincipal), one's own (meus) and the NSC Bolsão. */
export const FiltrosBolsao = {
  ...FiltrosVeiculo,
  mesDe: Opt(Type.Array(Mes, { maxItems: 12 })),
  dealerPrincipal: Opt(Type.Boolean()),
  meus: Opt(Type.Boolean()),
  nsc: Opt(Type.Boolean()),
};
/** The lists' bodies (and the distribution export's query); the unpaged list and the exports take theirs optionally. */
export const FiltrosVeiculoBody = Strict(FiltrosVeiculo);
export const FiltrosVisaoGeralBody = Strict(FiltrosVisaoGeral);
export const FiltrosBolsaoBody = Strict(FiltrosBolsao);
export const FiltrosVeiculoOpcionais = Type.Optional(FiltrosVeiculoBody);
export const FiltrosBolsaoOpcionais = Type.Optional(FiltrosBolsaoBody);

/** POST veiculos/nova-alocacao */
export const NovaAlocacaoBody = Strict({ veiculoIds: Ids, concessionariaId: Opt(Id) });
export type NovaAlocacaoBody = Static<typeof NovaAlocacaoBody>;
/** PUT veiculos/alterar/status: 12 pipeline (dealerPrincipal Pocket, moverParaBolsao Bolsão), 5 block, 11 Trocar, 0 out of the swap. */
export const AlterarStatusBody = Strict({
  veiculoId: Ids,
  status: IntEntre(0, 122),
  dealerPrincipal: Opt(Type.Boolean()),
  concessionariaId: Opt(Id),
  moverParaBolsao: Opt(Type.Boolean()),
  motivo: Motivo,
});
export type AlterarStatusBody = Static<typeof AlterarStatusBody>;
/** POST veiculos/cancelar */
export const CancelarVeiculosBody = Strict({ ids: Ids, motivo: Motivo });
export type CancelarVeiculosBody = Static<typeof CancelarVeiculosBody>;
/** POST veiculos/liberar-pedidos */
export const LiberarPedidosBody = Strict({ veiculoIds: Ids, motivo: Motivo });
export type LiberarPedidosBody = Static<typeof LiberarPedidosBody>;
/** PUT veiculos/troca/bloquear */
export const BloquearTrocaBody = Strict({ bloquearTroca: Type.Boolean(), veiculosBloquear: Ids });
export type BloquearTrocaBody = Static<typeof BloquearTrocaBody>;
/** GET veiculos/pedidos/derivativos */
export const DerivativosQuery = Strict({ tipoModeloAgrupadoId: Type.Optional(Id) });
/** POST veiculos/bolsao/disponibilizar */
export const DisponibilizarBody = Strict({ veiculoId: Ids, concessionariaId: Opt(Id) });
export type DisponibilizarBody = Static<typeof DisponibilizarBody>;
/** PUT veiculos/bolsao/nsc: status 1 puts in, 0 takes out. */
export const NscBody = Strict({ veiculoIds: Ids, status: IntEntre(0, 1) });
export type NscBody = Static<typeof NscBody>;
