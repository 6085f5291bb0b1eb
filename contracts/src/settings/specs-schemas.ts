import { Type, type Static } from '@sinclair/typebox';
import { Answer, Int, N, Opt, PageNumber, PageOf, Ref, Saved, Strict, Text } from '../http/schemas.ts';

/**
 * Requests and answers of the model types (/settings/1, /modelo/{id}) and the specs compliance (/specs): spec §7.3,
 * §4.8. The comparison itself is specs.ts.
 */

const CodigoItem = Type.Object({ id: Type.Integer(), codigo: Type.String(), status: Type.Integer() });
/** GET configuracoes/tipo-modelo and its paged list: a model type with its codes. */
export const TipoModeloItem = Type.Object({ id: Type.Integer(), descricao: Type.String(), codigos: Type.Array(CodigoItem), btnStatus: Type.Boolean() });
export type TipoModeloItem = Static<typeof TipoModeloItem>;
export const TiposModeloAnswer = Answer(Type.Array(TipoModeloItem));
export const TiposModeloPagina = PageOf(TipoModeloItem);
/** GET configuracoes/tipo-modelo/{id}: the name and the codes, who registered each and when. */
export const TipoModelo = Type.Object({
  id: Type.Integer(),
  descricao: Type.String(),
  codigos: Type.Array(
    Type.Object({ id: Type.Integer(), codigo: Type.String(), status: Type.Integer(), usuarioCadastroNome: Type.String(), dataCadastro: Type.String() }),
  ),
});
export type TipoModelo = Static<typeof TipoModelo>;
export const TipoModeloAnswer = Answer(TipoModelo);

/** An option: of the mandatory guide, or of an order. */
export const Opcional = Type.Object({ codigo: Type.String(), descricao: Type.String() });
export type Opcional = Static<typeof Opcional>;
/** One processing of an order's compliance. */
export const HistoricoSpec = Type.Object({
  dataProcessamento: Type.String(),
  situacao: Type.Integer(),
  opcionaisFaltantes: Type.Array(Opcional),
  opcionaisExtras: Type.Array(Opcional),
});
export type HistoricoSpec = Static<typeof HistoricoSpec>;
/** GET veiculos/specs/listar: an order's compliance row, newest processing first in its history. */
export const SpecLinha = Type.Object({
  numeroPedido: Type.String(),
  chassi: N(Type.String()),
  concessionariaId: N(Type.Integer()),
  concessionaria: N(Type.String()),
  codigoModelo: N(Type.String()),
  tipoModeloAgrupadoId: N(Type.Integer()),
  modelo: N(Type.String()),
  situacao: Type.Integer(),
  situacaoDescricao: Type.String(),
  status: Type.Integer(),
  statusDescricao: Type.String(),
  dataProcessamento: Type.String(),
  historico: Type.Array(HistoricoSpec),
});
export type SpecLinha = Static<typeof SpecLinha>;
export const SpecsPagina = PageOf(SpecLinha);
/** GET veiculos/specs/{numeroPedido}: the row with the guide (padrao) and the order's options. */
export const SpecDetalhe = Type.Object({ ...SpecLinha.properties, padrao: Type.Array(Opcional), opcionais: Type.Array(Opcional) });
export type SpecDetalhe = Static<typeof SpecDetalhe>;
export const SpecDetalheAnswer = Answer(SpecDetalhe);

// ---- requests

const PaginaQuery = { page: Opt(PageNumber), per_page: Opt(Int(1, 100)) };
/** GET configuracoes/tipo-modelo/listar */
export const TiposModeloQuery = Strict(PaginaQuery);
/** POST configuracoes/tipo-modelo: the name (up to 32 characters, the command says). */
export const NovoTipoModeloBody = Strict({ descricao: Opt(Text(200)) });
/** PUT configuracoes/tipo-modelo/{id} */
export const RenomearTipoModeloBody = Strict({ id: Opt(Ref), descricao: Opt(Text(200)) });
/** POST configuracoes/tipo-modelo/codigo (up to 8 characters, unique) */
export const NovoCodigoBody = Strict({ tipoModeloAgrupadoId: Opt(Ref), codigo: Opt(Text(100)) });
export type NovoCodigoBody = Static<typeof NovoCodigoBody>;
/** What a name or a code saved answers (the kit's Saved): its id and the spec's message. */
export type Gravado = Static<typeof Saved>['data'];

/** The compliance filters: order, chassis, dealer, situação, status. */
const FiltrosSpec = {
  numeroPedido: Opt(Text(40)),
  chassi: Opt(Text(17)),
  concessionariaId: Opt(Ref),
  situacao: Opt(Int(0, 3)),
  status: Opt(Int(0, 2)),
};
/** GET veiculos/specs/exportar */
export const FiltrosSpecQuery = Strict(FiltrosSpec);
export type FiltrosSpecQuery = Static<typeof FiltrosSpecQuery>;
/** GET veiculos/specs/listar */
export const SpecsQuery = Strict({ ...PaginaQuery, ...FiltrosSpec });
/** GET veiculos/specs/{numeroPedido} */
export const NumeroPedidoParams = Strict({ numeroPedido: Type.String({ minLength: 1, maxLength: 40 }) });
