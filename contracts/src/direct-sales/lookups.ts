import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The reference data and lookups of the direct-sales order screen and the boletos screen (spec direct-sales §3 "Lookup
 * lists", §7.1, §7.2): the answer shapes (TypeBox, shared by the API's response schemas and the console's types) and,
 * re-exported, the rules behind them (client types, file types and required documents, steps and statuses, prices).
 */
export * from './referencias.ts';
export * from './documentos.ts';
export * from './precos.ts';
export { lmsg } from './lookups-messages.ts';

const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Int = Type.Integer();
const Str = Type.String();

/** GET pedidos/documentos: every order file type (id = tipoArquivo). */
export const TipoArquivoLinha = Type.Object({ id: Int, descricao: Str, tipoArquivo: Int, tipoArquivoNome: Str });
export type TipoArquivoLinha = Static<typeof TipoArquivoLinha>;

/** GET pedidos/documentos?obrigatorio=true&steps&tipoCliente: each file type and what the client must do with it. */
export const DocumentoExigidoLinha = Type.Object({
  tipoArquivo: Int,
  tipoArquivoNome: Str,
  obrigatorio: Type.Boolean(),
  situacao: Type.Union([Type.Literal('obrigatorio'), Type.Literal('opcional'), Type.Literal('naoAnexar')]),
});
export type DocumentoExigidoLinha = Static<typeof DocumentoExigidoLinha>;

/** GET pedidos/tipos-cliente */
export const TipoClienteLinha = Type.Object({ id: Int, nome: Str, pessoaFisica: Type.Boolean(), pcd: Type.Boolean() });
export type TipoClienteLinha = Static<typeof TipoClienteLinha>;

/** GET pedidos/destinatarios: who a comment can be addressed to. */
export const Destinatario = Type.Object({ userId: Int, nome: Str, perfil: Str, concessionariaId: N(Int) });
export type Destinatario = Static<typeof Destinatario>;

/** GET pedidos/tipos-parcela */
export const TipoParcelaLinha = Type.Object({ id: Int, nome: Str });
export type TipoParcelaLinha = Static<typeof TipoParcelaLinha>;

/** GET pedidos/versao: a version is a derivative in a model year. */
export const Versao = Type.Object({ id: Int, descricao: Str, derivativoId: Int, anoModelo: Int });
export type Versao = Static<typeof Versao>;

/** GET genericos/profissoes */
export const Profissao = Type.Object({ id: Int, descricao: Str });
export type Profissao = Static<typeof Profissao>;

/** GET localizacoes/ufs (id = the IBGE code of the state) */
export const Uf = Type.Object({ id: Int, sigla: Str, nome: Str });
export type Uf = Static<typeof Uf>;

/** GET localizacoes/cidades/{ufId} (id = the IBGE code of the municipality) */
export const Cidade = Type.Object({ id: Int, nome: Str });
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
  cidadeId: N(Int),
  ufId: Int,
  cidade: Type.Object({ nome: Str }),
  uf: Type.Object({ sigla: Str, nome: Str }),
  fonte: Type.Union([Type.Literal('local'), Type.Literal('provedor'), Type.Literal('faixa')]),
});
export type EnderecoCep = Static<typeof EnderecoCep>;

/** GET pedidos/percentual/desconto: the policy's percents (3 decimals) and since when they apply. */
export const PercentualDesconto = Type.Object({ desconto: Type.Number(), comissao: Type.Number(), vigenteDesde: Str, politicaId: Int });
export type PercentualDesconto = Static<typeof PercentualDesconto>;

/** GET veiculos/pedidos/etapas */
export const EtapaLinha = Type.Object({ id: Int, nome: Str, progresso: Type.Number() });
export type EtapaLinha = Static<typeof EtapaLinha>;

/** GET veiculos/pedidos/status and GET pedidos/tipos-status/ */
export const StatusLinha = Type.Object({ id: Int, nome: Str });
export type StatusLinha = Static<typeof StatusLinha>;
