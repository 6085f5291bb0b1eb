import { KindGuard, Type, type Static, type TSchema } from '@sinclair/typebox';
import { N, Opt, Strict } from '../../http/schemas.ts';
import type { OrderContext } from '../order-machine.ts';
import { STEP } from '../steps.ts';

/**
 * The order's body and the machine's context as GET pedidos/{id} answers them (contracts/src/direct-sales/order-machine.ts:
 * `DadosPedido`, `OrderContext`; the row of `pedidos` is that context). Masks stripped (digits only).
 */

const Inteiro = Type.Integer();
const Str = Type.String();
const Numero = Type.Number();
const Bool = Type.Boolean();
/** One of these numbers. */
const Um = <T extends number>(valores: readonly T[]) => Type.Union(valores.map((v) => Type.Literal(v)));

export const StepIdSchema = Um(Object.values(STEP));

/** The requester (spec §3 "Requester"); the company fields are null for the person client types. */
export const Solicitante = Type.Object({
  tipoCliente: Inteiro,
  cpf: N(Str),
  nome: N(Str),
  profissaoId: N(Inteiro),
  telefone: N(Str),
  celular: N(Str),
  email: N(Str),
  rg: N(Str),
  cep: N(Str),
  logradouro: N(Str),
  numero: N(Str),
  complemento: N(Str),
  bairro: N(Str),
  nomeCidade: N(Str),
  nomeUf: N(Str),
  cidadeId: N(Inteiro),
  ufId: N(Inteiro),
  cnpj: N(Str),
  inscricaoEstadual: N(Str),
  inscricaoMunicipal: N(Str),
  razaoSocial: N(Str),
  nomeFantasia: N(Str),
});
export type Solicitante = Static<typeof Solicitante>;

/** A company contact (spec §3 "Company contact"; company client types only). */
export const ContatoEmpresa = Type.Object({
  nome: Str,
  telefone: Str,
  celular: Str,
  email: Str,
  cpf: Str,
  rgRne: Str,
  profissaoId: N(Inteiro),
  /** 1 residencial, 2 comercial, 3 cobrança, 4 inscrição */
  tipoEndereco: N(Um([1, 2, 3, 4] as const)),
  cep: Str,
  logradouro: Str,
  numero: Str,
  complemento: N(Str),
  bairro: Str,
  nomeCidade: N(Str),
  nomeUf: N(Str),
  cidadeId: N(Inteiro),
  ufId: N(Inteiro),
});
export type ContatoEmpresa = Static<typeof ContatoEmpresa>;

/** The product (spec §3 "Product description"). */
export const DescricaoProduto = Type.Object({
  codigoPedido: N(Str),
  chassi: N(Str),
  tipoModeloAgrupadoId: N(Inteiro),
  derivativoId: N(Inteiro),
  marca: N(Str),
  versaoId: N(Inteiro),
  edicaoLimitada: Bool,
  corExterna: N(Str),
  corInterna: N(Str),
  anoModelo: N(Inteiro),
  anoProducao: N(Inteiro),
  veiculoId: N(Inteiro),
});
export type DescricaoProduto = Static<typeof DescricaoProduto>;

/** Price and payment (spec §3): BRL with 2 decimals, percents with up to 3. */
export const PrecoPagamento = Type.Object({
  precoPublico: N(Numero),
  precoOpcional: N(Numero),
  precoPublicoFinal: N(Numero),
  /** 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD */
  tipoDesconto: N(Um([1, 2, 3, 4, 5] as const)),
  descontoEspecial: N(Numero),
  precoEspecial: N(Numero),
  /** 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio */
  tipoPagamento: N(Um([1, 2, 3, 4] as const)),
});
export type PrecoPagamento = Static<typeof PrecoPagamento>;

/** A file of the order (spec §3 "Order file"): the upload's id and its metadata; status 0 pending, 1 success. */
export const ArquivoPedido = Type.Object({
  id: Str,
  tipoArquivo: Inteiro,
  tipoArquivoNome: N(Str),
  nomeArquivo: N(Str),
  nomeUsuario: N(Str),
  dataUpload: N(Str),
  status: Inteiro,
});
export type ArquivoPedido = Static<typeof ArquivoPedido>;

/** The order body the screen edits (spec §3 "Order"): its fields, as GET pedidos/{id} spreads them. */
export const camposDados = {
  pedidoSolicitante: Solicitante,
  pedidoContatoEmpresas: Type.Array(ContatoEmpresa),
  pedidoDescricaoProduto: DescricaoProduto,
  pedidoPrecoPagamento: PrecoPagamento,
  pedidoArquivos: Type.Array(ArquivoPedido),
  percentualComissao: N(Numero),
  valorComissao: N(Numero),
  tipoComissao: N(Inteiro),
  pessoaPoliticamenteExposta: N(Bool),
  confirmaValor: N(Bool),
  /** YYYY-MM-DD */
  dataFaturamento: N(Str),
};
export const DadosPedido = Type.Object(camposDados);

/** A comment (spec §3 "Comment and history step"). */
export const ComentarioPedido = Type.Object({
  descricao: Str,
  dataCadastro: Str,
  usuarioCadastroId: Inteiro,
  nomeUsuarioCadastro: Str,
  usuarioDestinatarioId: Inteiro,
  destinatarioNome: Str,
});
export type ComentarioPedido = Static<typeof ComentarioPedido>;

/** The order machine's context (the console asks the same machine which buttons show). */
export const ContextoPedido = Type.Object({
  pedidoId: N(Inteiro),
  codigo: N(Str),
  concessionariaId: N(Inteiro),
  concessionariaGrupoId: N(Inteiro),
  tipoVenda: N(Um([1, 2, 3] as const)),
  prePagamento: Bool,
  veiculoId: N(Inteiro),
  step: N(StepIdSchema),
  criadoPorId: N(Inteiro),
  criadoPorNome: N(Str),
  criadoEm: N(Str),
  atualizadoEm: N(Str),
  dados: N(DadosPedido),
  motivo: N(Str),
  insercaoBoletoConfirmada: Bool,
  pagamentoConfirmadoSemBoletos: Bool,
  historico: Type.Array(Type.Object({ step: StepIdSchema, descricao: Str, motivo: N(Str), usuarioId: Inteiro, nomeUsuario: Str, dataStep: Str })),
  comentarios: Type.Array(ComentarioPedido),
});
/** The schema and the machine's type are one shape: a field added to one and not the other fails the typecheck. */
type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contextoConfere: Igual<Static<typeof ContextoPedido>, OrderContext> = true;
void contextoConfere;

/**
 * The answer as a client sends it back (the order screen returns GET pedidos/{id} as it came): every field optional and
 * nullable, all the way down, since the route reads a null as an absent field.
 */
export function Devolvido(s: TSchema, maxItems = 1000): TSchema {
  if (KindGuard.IsObject(s)) return Strict(Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, Opt(Devolvido(v))])));
  if (KindGuard.IsArray(s)) return Type.Array(Devolvido(s.items), { maxItems });
  if (KindGuard.IsUnion(s)) {
    const valores = s.anyOf.filter((x) => !KindGuard.IsNull(x));
    return valores.length === 1 ? Devolvido(valores[0]!) : Type.Union(valores.map((x) => Devolvido(x)));
  }
  return s;
}
