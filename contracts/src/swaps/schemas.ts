import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Spec } from '../vehicles/index.ts';

/**
 * Answer shapes of the swap calls (spec stock-billing-swaps §3 Swap request, Minhas Trocas), shared by the API (response
 * schemas, OpenAPI) and the console (types). Derived from the SQL of services/core/src/swaps/queries.ts.
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
