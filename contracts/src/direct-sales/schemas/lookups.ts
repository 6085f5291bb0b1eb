import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, INT4_MAX, Int, N, Opt, Ref, Strict } from '../../http/schemas.ts';

/**
 * The lookups of the direct-sales order screen and the boletos screen (spec direct-sales §3 "Lookup lists", §7.1, §7.2):
 * requests and answers. The rules behind them are in lookups.ts.
 */

const Inteiro = Type.Integer();
const Str = Type.String();

/** GET pedidos/documentos: without tipoCliente, every file type; with it (and steps), what the client must attach. */
export const DocumentosQuery = Strict({
  obrigatorio: Type.Optional(Type.Boolean()),
  steps: Type.Optional(Int(0, INT4_MAX)),
  tipoCliente: Type.Optional(Int(0, INT4_MAX)),
  tipoPagamento: Opt(Int(0, INT4_MAX)),
});
export const DestinatariosQuery = Strict({ concessionariaId: Type.Optional(Id) });
export const VersoesQuery = Strict({ derivativoId: Type.Optional(Id) });
export const PercentualDescontoQuery = Strict({ tipoDesconto: Int(0, INT4_MAX), derivativoId: Id, versaoId: Opt(Ref) });
/** GET pedidos/preco-final: the vehicle's derivative and model year (4 digits). */
export const PrecoFinalQuery = Strict({ derivativoId: Id, anoModelo: Int(1000, 9999) });
export const UfParams = Strict({ ufId: Id });
export const CepParams = Strict({ cep: Type.String() });

/** GET pedidos/documentos: every order file type (id = tipoArquivo). */
export const TipoArquivoLinha = Type.Object({ id: Inteiro, descricao: Str, tipoArquivo: Inteiro, tipoArquivoNome: Str });
export type TipoArquivoLinha = Static<typeof TipoArquivoLinha>;

/** GET pedidos/documentos?obrigatorio=true&steps&tipoCliente: each file type and what the client must do with it. */
export const DocumentoExigidoLinha = Type.Object({
  tipoArquivo: Inteiro,
  tipoArquivoNome: Str,
  obrigatorio: Type.Boolean(),
  situacao: Type.Union([Type.Literal('obrigatorio'), Type.Literal('opcional'), Type.Literal('naoAnexar')]),
});
export type DocumentoExigidoLinha = Static<typeof DocumentoExigidoLinha>;

/** GET pedidos/tipos-cliente */
export const TipoClienteLinha = Type.Object({ id: Inteiro, nome: Str, pessoaFisica: Type.Boolean(), pcd: Type.Boolean() });
export type TipoClienteLinha = Static<typeof TipoClienteLinha>;

/** GET pedidos/destinatarios: who a comment can be addressed to. */
export const Destinatario = Type.Object({ userId: Inteiro, nome: Str, perfil: Str, concessionariaId: N(Inteiro) });
export type Destinatario = Static<typeof Destinatario>;

/** GET pedidos/tipos-parcela */
export const TipoParcelaLinha = Type.Object({ id: Inteiro, nome: Str });
export type TipoParcelaLinha = Static<typeof TipoParcelaLinha>;

/** GET pedidos/versao: a version is a derivative in a model year. */
export const Versao = Type.Object({ id: Inteiro, descricao: Str, derivativoId: Inteiro, anoModelo: Inteiro });
export type Versao = Static<typeof Versao>;

/** GET genericos/profissoes */
export const Profissao = Type.Object({ id: Inteiro, descricao: Str });
export type Profissao = Static<typeof Profissao>;

/** GET localizacoes/ufs (id = the IBGE code of the state) */
export const Uf = Type.Object({ id: Inteiro, sigla: Str, nome: Str });
export type Uf = Static<typeof Uf>;

/** GET localizacoes/cidades/{ufId} (id = the IBGE code of the municipality) */
export const Cidade = Type.Object({ id: Inteiro, nome: Str });
export type Cidade = Static<typeof Cidade>;

/**
 * GET localizacoes/cep/{cep}. `fonte`: local (the portal's table), provedor (the online provider, now cached), faixa
 * (only the UF, from the CEP ranges: street, district and often the city are to be typed).
 */
export const EnderecoCep = Type.Object({
  cep: Str,
  logradouro: Str,
  complemento: Str,
  bairro: Str,
  cidadeId: N(Inteiro),
  ufId: Inteiro,
  cidade: Type.Object({ nome: Str }),
  uf: Type.Object({ sigla: Str, nome: Str }),
  fonte: Type.Union([Type.Literal('local'), Type.Literal('provedor'), Type.Literal('faixa')]),
});
export type EnderecoCep = Static<typeof EnderecoCep>;

/** GET pedidos/percentual/desconto: the policy's percents (3 decimals) and since when they apply. */
export const PercentualDesconto = Type.Object({ desconto: Type.Number(), comissao: Type.Number(), vigenteDesde: Str, politicaId: Inteiro });
export type PercentualDesconto = Static<typeof PercentualDesconto>;

/**
 * GET pedidos/preco-final: the Preço import's final public price in force today for the derivative and model year, and
 * since when; both null when the table has none (the price is then typed).
 */
export const PrecoFinal = Type.Object({ precoPublico: N(Type.Number()), vigenteDesde: N(Str) });
export type PrecoFinal = Static<typeof PrecoFinal>;

/** GET veiculos/pedidos/etapas */
export const EtapaLinha = Type.Object({ id: Inteiro, nome: Str, progresso: Type.Number() });
export type EtapaLinha = Static<typeof EtapaLinha>;

/** GET veiculos/pedidos/status and GET pedidos/tipos-status/ */
export const StatusLinha = Type.Object({ id: Inteiro, nome: Str });
export type StatusLinha = Static<typeof StatusLinha>;

export const TiposArquivo = Answer(Type.Union([Type.Array(TipoArquivoLinha), Type.Array(DocumentoExigidoLinha)]));
export const TiposCliente = Answer(Type.Array(TipoClienteLinha));
export const Destinatarios = Answer(Type.Array(Destinatario));
export const TiposParcela = Answer(Type.Array(TipoParcelaLinha));
export const Versoes = Answer(Type.Array(Versao));
export const PercentualDescontoAnswer = Answer(PercentualDesconto);
export const PrecoFinalAnswer = Answer(PrecoFinal);
export const Profissoes = Answer(Type.Array(Profissao));
export const Ufs = Answer(Type.Array(Uf));
export const Cidades = Answer(Type.Array(Cidade));
export const EnderecoCepAnswer = Answer(EnderecoCep);
export const Etapas = Answer(Type.Array(EtapaLinha));
export const Status = Answer(Type.Array(StatusLinha));
