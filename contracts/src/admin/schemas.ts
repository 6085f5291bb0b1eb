import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Page } from '../http/envelope.ts';

/**
 * Answer shapes of the administration calls (spec 000 §3, §7 Administration), shared by the API (response
 * schemas, OpenAPI) and the console (types). Field names are the spec's.
 */
const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

/** GET participantes/todos */
export const UsuarioLinha = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  status: Type.String(),
  perfil: Type.String(),
  email: Type.String(),
  concessionaria: N(Type.String()),
  roleId: Type.Integer(),
  grupoId: Type.Integer(),
  grupoPerfil: Type.String(),
  codigoDealer: N(Type.String()),
  cadastroCompleto: Type.Boolean(),
  bloqueado: Type.Boolean(),
  dataUltimoAcessoUtc: N(Type.String()),
});
export type UsuarioLinha = Static<typeof UsuarioLinha>;

/** GET participantes/{id} */
export const Usuario = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  perfil: Type.String(),
  perfilId: Type.Integer(),
  roleId: Type.Integer(),
  grupoId: Type.Integer(),
  grupoPerfil: Type.String(),
  concessionariaGrupoId: N(Type.Integer()),
  concessionariaId: N(Type.Integer()),
  processosGrupo: Type.Integer(),
  bloquear: Type.Boolean(),
  emailEmplacamento: Type.Boolean(),
  claimsViews: Type.Array(Type.Object({ claimsId: Type.Integer() })),
  dataBloqueioSenhaUtc: N(Type.String()),
  dataBloqueioUtc: N(Type.String()),
  dataUltimoAcessoUtc: N(Type.String()),
  dataTrocaSenhaUtc: N(Type.String()),
  senhaTrocadaPorAdministrador: Type.Boolean(),
  cadastroCompleto: Type.Boolean(),
  status: Type.String(),
});
export type Usuario = Static<typeof Usuario>;

/** GET participantes/grupos/perfils/{groupId}/ */
export const TipoPerfilOpcao = Type.Object({
  id: Type.Integer(),
  roleId: Type.Integer(),
  descricao: Type.String(),
  descricaoRolePerfil: Type.String(),
  grupoId: Type.Integer(),
  ativo: Type.Boolean(),
});

const Cluster = Type.Object({ id: Type.Integer(), nome: Type.String(), active: Type.Boolean() });
/** GET participantes/clusters/{groupId}/{profileId} */
export const Clusters = Type.Object({ claimsPadrao: Type.Array(Cluster), claimsNaoPadrao: Type.Array(Cluster) });

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

/** GET tipo-perfil */
export const TipoPerfilLinha = Type.Object({
  id: Type.Integer(),
  roleId: Type.Integer(),
  descricaoRolePerfil: Type.String(),
  grupoId: Type.Integer(),
  grupoPerfil: Type.String(),
  ativo: Type.Boolean(),
  quantidadeUsuarios: Type.Integer(),
});
/** GET tipo-perfil/menus/{id}: read/edit of a menu are true when all its submenus have them */
export const MenuPermissao = Type.Object({
  menuId: Type.Integer(),
  descricaoMenu: Type.String(),
  read: Type.Boolean(),
  edit: Type.Boolean(),
  subMenu: Type.Array(
    Type.Object({
      subMenuId: Type.Integer(),
      descricaoSubMenu: Type.String(),
      rotaUrl: Type.String(),
      read: Type.Boolean(),
      edit: Type.Boolean(),
      grupoId: Type.Integer(),
    }),
  ),
});
export type MenuPermissao = Static<typeof MenuPermissao>;

/** GET auditoria/registros */
export const AuditoriaLinha = Type.Object({
  id: Type.String(),
  tabela: Type.String(),
  registroId: Type.String(),
  acao: Type.String(),
  antes: Type.Unknown(),
  depois: Type.Unknown(),
  participanteId: N(Type.Integer()),
  participanteNome: N(Type.String()),
  espelhoAdminId: N(Type.Integer()),
  espelhoAdminNome: N(Type.String()),
  correlationId: N(Type.String()),
  em: Type.String(),
});
