import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Answer, Data, Id, Int, Linhas, N, Opt, Ordenacao, PageOf, Paginacao, Ref, Strict, Text } from '../../http/schemas.ts';
import { LinhaBoleto } from '../../boletos/index.ts';
import { FiltroPrazo, PrazoDaLinha } from '../../prazos/index.ts';
import { camposDados, ComentarioPedido, ContextoPedido, Devolvido } from './contexto.ts';

/**
 * The direct-sales order calls (spec direct-sales §2.2, §2.3, §7.1): the order list, the order screen's read and writes, its
 * history and the vehicle lookups. Answers from services/core/src/direct-sales/queries.ts. An answer schema named `…Answer`
 * (or `Pagina…`) is the envelope `{ success, data, errors }`; a type `Pagina…` is what its `data` holds.
 */

export const Steps = Type.Object({ id: Type.Integer(), nomeAmigavel: Type.String() });
export const ResumoPedido = Type.Object({ id: Type.Integer(), codigo: Type.String(), steps: Steps, mensagem: Type.String() });

export const LinhaPedido = Type.Object({
  id: Type.Integer(),
  numeroPedidoVD: Type.String(),
  numeroDoPedido: N(Type.String()),
  chassi: N(Type.String()),
  step: Type.Integer(),
  steps: Steps,
  statusId: Type.Integer(),
  status: Type.String(),
  tipoModeloAgrupadoId: N(Type.Integer()),
  modelo: N(Type.String()),
  marca: N(Type.String()),
  dataCadastro: Type.String(),
  nome: N(Type.String()),
  concessionariaId: Type.Integer(),
  codigoDealer: Type.String(),
  dealerDeVenda: Type.String(),
  tipoVendaId: Type.Integer(),
  tipoVenda: N(Type.String()),
  prePagamento: Type.Boolean(),
  motivo: N(Type.String()),
  valorComissao: N(Type.Number()),
  percentualComissao: N(Type.Number()),
  nfeComissao: N(Type.String()),
  /** the 'Prazo' column: in an approval step, the business days the importer has left (conf16); null otherwise */
  prazo: PrazoDaLinha,
});

export const HistoricoLinha = Type.Object({
  id: Type.Integer(),
  descricao: Type.String(),
  motivo: N(Type.String()),
  nomeUsuario: Type.String(),
  dataStep: Type.String(),
});

export const VeiculoPedido = Type.Object({
  id: Type.Integer(),
  numeroPedido: Type.String(),
  chassi: Type.String(),
  marca: Type.String(),
  modelo: Type.String(),
  descricao: Type.String(),
  corExterna: Type.String(),
  corInterna: Type.String(),
  ano: Type.Integer(),
  tipoModeloAgrupadoId: Type.Integer(),
  derivativoId: Type.Integer(),
  versaoId: N(Type.Integer()),
});

export const DadosVeiculo = Type.Object({
  veiculoId: Type.Integer(),
  numeroPedido: Type.String(),
  chassi: Type.String(),
  marca: Type.String(),
  corExterna: Type.String(),
  corInterna: Type.String(),
  modelo: Type.String(),
  ano: Type.Integer(),
  derivativoId: Type.Integer(),
  versaoId: N(Type.Integer()),
  tipoModeloAgrupadoId: Type.Integer(),
  descricao: Type.String(),
  edicaoLimitada: Type.Boolean(),
});

export type Steps = Static<typeof Steps>;
export type ResumoPedido = Static<typeof ResumoPedido>;
export type LinhaPedido = Static<typeof LinhaPedido>;
export type HistoricoLinha = Static<typeof HistoricoLinha>;
export type VeiculoPedido = Static<typeof VeiculoPedido>;
export type DadosVeiculo = Static<typeof DadosVeiculo>;

/**
 * GET pedidos/{id}: the order the screen edits — its identity and step, the body's fields (spread), the comments, the history,
 * the machine's context and the order's boletos (the boletos context answers them).
 */
export const PedidoDetalhe = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  /** the stream's version: sent back, a move made meanwhile by someone else answers 409 */
  versao: Type.Integer(),
  concessionariaId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  concessionariaNome: N(Type.String()),
  tipoVenda: Type.Integer(),
  prePagamento: Type.Boolean(),
  veiculoId: N(Type.Integer()),
  steps: Steps,
  progresso: Type.Number(),
  motivo: N(Type.String()),
  criadoPorId: N(Type.Integer()),
  criadoPorNome: N(Type.String()),
  dataCadastro: N(Type.String()),
  insercaoBoletoConfirmada: Type.Boolean(),
  ...camposDados,
  pedidoComentarios: Type.Array(ComentarioPedido),
  pedidoSteps: Type.Array(HistoricoLinha),
  contexto: ContextoPedido,
  pedidoBoletos: Type.Array(LinhaBoleto),
});
export type PedidoDetalhe = Static<typeof PedidoDetalhe>;

export const PedidoDetalheAnswer = Answer(PedidoDetalhe);
export const PaginaPedidos = PageOf(LinhaPedido);
export type PaginaPedidos = Static<typeof PaginaPedidos>['data'];
export const ResumoAnswer = Answer(ResumoPedido);
export const HistoricoAnswer = Answer(Type.Array(HistoricoLinha));
export const VeiculosPedidoAnswer = Answer(Type.Array(VeiculoPedido));
export const DadosVeiculoAnswer = Answer(DadosVeiculo);

// ---- requests

const S = (max = 200) => Opt(Type.String({ maxLength: max }));
const Num = Opt(Type.Number({ minimum: -1e12, maximum: 1e12 }));
const Loose = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });

const Endereco = {
  cep: S(20),
  logradouro: S(),
  numero: S(20),
  complemento: S(),
  bairro: S(),
  nomeCidade: S(),
  nomeUf: S(40),
  cidadeId: Opt(Ref),
  ufId: Opt(Ref),
};

export const SolicitanteCorpo = Loose({
  tipoCliente: Opt(Ref),
  cpf: S(20),
  nome: S(),
  profissaoId: Opt(Ref),
  profissaoDescricao: S(),
  telefone: S(20),
  celular: S(20),
  email: S(),
  rg: S(20),
  ...Endereco,
  cnpj: S(20),
  inscricaoEstadual: S(30),
  inscricaoMunicipal: S(30),
  razaoSocial: S(),
  nomeFantasia: S(),
});

export const ContatoCorpo = Loose({
  nome: S(),
  telefone: S(20),
  celular: S(20),
  email: S(),
  cpf: S(20),
  rgRne: S(20),
  profissaoId: Opt(Ref),
  tipoEndereco: Opt(Int(1, 4)),
  ...Endereco,
});

export const ProdutoCorpo = Loose({
  codigoPedido: S(40),
  chassi: S(17),
  tipoModeloAgrupadoId: Opt(Ref),
  derivativoId: Opt(Ref),
  marca: S(40),
  versaoId: Opt(Ref),
  edicaoLimitada: Opt(Type.Boolean()),
  corExterna: S(60),
  corInterna: S(60),
  anoModelo: Opt(Type.Union([Int(0, 9999), Type.String({ maxLength: 4 })])),
  anoProducao: Opt(Type.Union([Int(0, 9999), Type.String({ maxLength: 4 })])),
  veiculoId: Opt(Ref),
});

export const PrecoCorpo = Loose({
  precoPublico: Num,
  precoOpcional: Num,
  precoPublicoFinal: Num,
  tipoDesconto: Opt(Ref),
  descontoEspecial: Num,
  precoEspecial: Num,
  tipoPagamento: Opt(Ref),
});

export const ArquivoCorpo = Loose({
  id: Type.String({ maxLength: 100 }),
  tipoArquivo: Int(1, 99),
  tipoArquivoNome: S(),
  nomeArquivo: S(),
  nomeUsuario: S(),
  dataUpload: S(40),
  urlArquivo: S(300),
  status: Opt(Type.Union([Int(0, 1), Type.Boolean()])),
});

export const ComentarioCorpo = Loose({
  descricao: Opt(Type.String({ maxLength: 20_000 })),
  usuarioDestinatarioId: Opt(Ref),
  dataCadastro: S(40),
  nomeUsuarioCadastro: S(),
  usuarioCadastroId: Opt(Ref),
  destinatarioNome: S(),
});

/** What the order screen sends (POST pedidos, PUT pedidos/{id}); what GET pedidos/{id} answers may be sent back as it came. */
const CorpoPedido = {
  concessionariaId: Opt(Ref),
  tipoVenda: Opt(Ref),
  prePagamento: Opt(Type.Boolean()),
  veiculoId: Opt(Ref),
  steps: Opt(Type.Object({ id: Opt(Int(0, 15)), nomeAmigavel: S() }, { additionalProperties: false })),
  motivo: Opt(Type.String({ maxLength: 20_000 })),
  versao: Opt(Ref),
  AprovarPagamento: Opt(Type.Boolean()),
  confirmaValor: Opt(Type.Boolean()),
  percentualComissao: Num,
  valorComissao: Num,
  tipoComissao: Opt(Ref),
  dataFaturamento: Opt(Data),
  pessoaPoliticamenteExposta: Opt(Type.Boolean()),
  pedidoSolicitante: Opt(SolicitanteCorpo),
  pedidoContatoEmpresas: Opt(Type.Array(ContatoCorpo, { maxItems: 50 })),
  pedidoDescricaoProduto: Opt(ProdutoCorpo),
  pedidoPrecoPagamento: Opt(PrecoCorpo),
  pedidoArquivos: Opt(Type.Array(ArquivoCorpo, { maxItems: 100 })),
  pedidoComentarios: Opt(Type.Array(ComentarioCorpo, { maxItems: 500 })),
  /** the billing request of the vehicle hand-off (the old screen's): accepted and ignored */
  faturamento: Opt(Type.Object({}, { additionalProperties: true })),
  // read-only fields of GET pedidos/{id}, accepted back and ignored
  id: Opt(Ref),
  codigo: S(40),
  concessionariaGrupoId: Opt(Ref),
  concessionariaNome: S(),
  progresso: Num,
  criadoPorId: Opt(Ref),
  criadoPorNome: S(),
  dataCadastro: S(40),
  insercaoBoletoConfirmada: Opt(Type.Boolean()),
  pedidoSteps: Opt(Devolvido(Type.Array(HistoricoLinha))),
  pedidoBoletos: Opt(Devolvido(Type.Array(LinhaBoleto), 100)),
  contexto: Opt(Devolvido(ContextoPedido)),
};
export const PedidoBody = Strict(CorpoPedido);
export const CancelarBody = Strict({ ...CorpoPedido });

export const ListarPedidosBody = Strict({
  ...Paginacao,
  ...Ordenacao,
  dataDe: Opt(Type.String({ maxLength: 40 })),
  dataAte: Opt(Type.String({ maxLength: 40 })),
  pedido: Opt(Linhas),
  chassi: Opt(Linhas),
  jaguar: Opt(Type.Boolean()),
  landrover: Opt(Type.Boolean()),
  etapaId: Opt(Int(0, 15)),
  statusId: Opt(Int(1, 4)),
  /** 'Prazo' of the approval step: No prazo / Vence hoje / Atrasado */
  prazo: FiltroPrazo,
  concessionariaGrupoId: Opt(Id),
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
});

export const VeiculosQuery = Strict({ concessionariaId: Opt(Id), veiculoId: Opt(Id) });
export const DadosVeiculoQuery = Strict({ chassi: Opt(Text(17)), numeroPedido: Opt(Text(40)), veiculoId: Opt(Id) });

export type PedidoBody = Static<typeof PedidoBody>;
export type ListarPedidosBody = Static<typeof ListarPedidosBody>;
