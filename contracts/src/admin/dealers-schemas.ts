import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../http/envelope.ts';
import { Answer, Id, Int, N, Opt, PageOf, PageParams, PageQuery, Ref, Strict, Text } from '../http/schemas.ts';

/** Requests and answers of the administration calls on dealers, their groups and the regions (spec 000 §7 Administration). */
/** GET concessionarias */
export const DealerLinha = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  codigoDealer: Type.String(),
  status: Type.Integer(),
  concessionariaGrupoId: Type.Integer(),
  grupo: Type.String(),
  regionalId: Type.Integer(),
  regional: Type.String(),
  cnpjs: Type.Array(Type.String()),
});
export type DealerLinha = Static<typeof DealerLinha>;

/** GET concessionarias/{id} */
export const Dealer = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  codigoDealer: Type.String(),
  concessionariaGrupoId: Type.Integer(),
  regionalId: Type.Integer(),
  status: Type.Integer(),
  cnpjs: Type.Array(Type.String()),
  cep: N(Type.String()),
  numero: N(Type.String()),
  logradouro: N(Type.String()),
  bairro: N(Type.String()),
  cidadeId: N(Type.Integer()),
  ufId: N(Type.Integer()),
  nomeCidade: N(Type.String()),
  nomeUf: N(Type.String()),
});
export type Dealer = Static<typeof Dealer>;

/** GET grupos/concessionaria */
export const GrupoLinha = Type.Object({ id: Type.Integer(), nome: Type.String(), status: Type.Integer(), quantidadeDealers: Type.Integer() });
/** GET grupos/concessionaria/obter */
export const GrupoComDealers = Type.Object({
  grupo: Type.Object({ id: Type.Integer(), nome: Type.String(), status: Type.Integer() }),
  concessionaria: Page(Type.Object({ id: Type.Integer(), codigoDealer: Type.String(), nome: Type.String(), status: Type.Integer() })),
});

/** GET participantes/regional/paginar */
export const RegiaoLinha = Type.Object({ id: Type.Integer(), descricao: Type.String(), dataCadastro: Type.String() });
export const Responsavel = Type.Object({ userId: Type.Integer(), nome: Type.String(), role: Type.String() });
/** GET participantes/regional/{id} */
export const Regiao = Type.Object({ id: Type.Integer(), descricao: Type.String(), dataCadastro: Type.String(), responsaveis: Type.Array(Responsavel) });
export type GrupoLinha = Static<typeof GrupoLinha>;
export const GruposPagina = PageOf(GrupoLinha);
export type GrupoComDealers = Static<typeof GrupoComDealers>;
export type RegiaoLinha = Static<typeof RegiaoLinha>;
export const RegioesPagina = PageOf(RegiaoLinha);
export type Regiao = Static<typeof Regiao>;

// ---- dealers

export const DealersPagina = PageOf(DealerLinha);

/** a dealer's or group's status: 1 active, 0 inactive (or a boolean) */
const Status = Type.Union([Int(0, 1), Type.Boolean()]);
const dealerCampos = {
  nome: Opt(Text()),
  codigoDealer: Opt(Text(30)),
  cep: Opt(Text(9)),
  numero: Opt(Text(20)),
  logradouro: Opt(Text()),
  bairro: Opt(Text(120)),
  cidadeId: Opt(Ref),
  ufId: Opt(Ref),
  nomeCidade: Opt(Text(120)),
  nomeUf: Opt(Text(60)),
  concessionariaGrupoId: Opt(Ref),
  regionalId: Opt(Ref),
  status: Opt(Status),
  cnpjs: Opt(Type.Array(Type.Union([Type.String({ maxLength: 20 }), Type.Null()]), { maxItems: 50 })),
};
/** POST concessionarias */
export const NovoDealer = Strict(dealerCampos);
/** PUT concessionarias/{id} */
export const DealerAlterado = Strict({ id: Opt(Id), ...dealerCampos });
export type DealerAlterado = Static<typeof DealerAlterado>;
/** GET concessionarias */
export const DealersQuery = Strict({ ...PageQuery.properties, regionalId: Type.Optional(Id), concessionariaGrupoId: Type.Optional(Id) });
/** GET concessionarias/todas */
export const DealersDoGrupoQuery = Strict({ concessionariaGrupoId: Type.Optional(Id) });
export const GrupoDealersParams = Strict({ groupId: Id });

/** A dealer to select (the selects of users, orders, filters). */
export const DealerOpcao = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  codigoDealer: Type.String(),
  concessionariaGrupoId: Type.Integer(),
  status: Type.Integer(),
});
export type DealerOpcao = Static<typeof DealerOpcao>;
export const DealerOpcoesAnswer = Answer(Type.Array(DealerOpcao));
export const DealerAnswer = Answer(Dealer);

// ---- groups of dealers

/** POST grupos/concessionaria */
export const NovoGrupo = Strict({ nome: Opt(Text()), status: Opt(Status) });
/** PUT grupos/concessionaria/{id} */
export const GrupoAlterado = Strict({ id: Opt(Id), nome: Opt(Text()), status: Opt(Status) });
/** GET grupos/concessionaria/obter */
export const GrupoObterQuery = Strict({ id: Id, ...PageParams });
/** GET grupos/concessionaria/todos */
export const GrupoOpcao = Type.Object({ id: Type.Integer(), nome: Type.String(), status: Type.Integer() });
export type GrupoOpcao = Static<typeof GrupoOpcao>;
export const GrupoOpcoesAnswer = Answer(Type.Array(GrupoOpcao));
export const GrupoComDealersAnswer = Answer(GrupoComDealers);

// ---- regions

/** PUT participantes/regional/{id}: one responsável as the form sends it */
const ResponsavelEnviado = Strict({ userId: Opt(Ref), nome: Opt(Text()), role: Opt(Text()), email: Opt(Text(320)) });
/** POST participantes/regional */
export const NovaRegiao = Strict({ descricao: Opt(Text()) });
export const RegiaoAlterada = Strict({ id: Opt(Ref), descricao: Opt(Text()), responsaveis: Opt(Type.Array(N(ResponsavelEnviado), { maxItems: 200 })) });
export type RegiaoAlterada = Static<typeof RegiaoAlterada>;
/** GET participantes/regional */
export const RegiaoOpcao = Type.Object({ id: Type.Integer(), descricao: Type.String() });
export type RegiaoOpcao = Static<typeof RegiaoOpcao>;
export const RegiaoOpcoesAnswer = Answer(Type.Array(RegiaoOpcao));
/** GET participantes/regional/possivel-responsavel */
export const PossivelResponsavel = Type.Object({ userId: Type.Integer(), nome: Type.String(), role: Type.String(), email: Type.String() });
export type PossivelResponsavel = Static<typeof PossivelResponsavel>;
export const PossiveisResponsaveisAnswer = Answer(Type.Array(PossivelResponsavel));
export const RegiaoAnswer = Answer(Regiao);
