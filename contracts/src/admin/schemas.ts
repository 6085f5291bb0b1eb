import { Type, type Static } from '@sinclair/typebox';
import { Answer, Flag, Id, N, Opt, PageOf, Ref, Strict, Text } from '../http/schemas.ts';

/**
 * Requests and answers of the administration calls on users and profile types (spec 000 §3, §7 Administration),
 * shared by the API (route schemas, OpenAPI) and the console (types). Field names are the spec's. Dealers, groups and
 * regions: dealers-schemas.ts; the audit of their changes: auditoria/schemas.ts.
 */

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
export const UsuariosPagina = PageOf(UsuarioLinha);

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
export type TipoPerfilOpcao = Static<typeof TipoPerfilOpcao>;

const Cluster = Type.Object({ id: Type.Integer(), nome: Type.String(), active: Type.Boolean() });
/** GET participantes/clusters/{groupId}/{profileId} */
export const Clusters = Type.Object({ claimsPadrao: Type.Array(Cluster), claimsNaoPadrao: Type.Array(Cluster) });
export type Clusters = Static<typeof Clusters>;

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

// ---- users: requests

const ClaimRef = Type.Union([Id, Strict({ claimsId: Id })]);
const usuarioCampos = {
  nome: Opt(Text()),
  email: Opt(Text(320)),
  perfil: Opt(Ref),
  grupoId: Opt(Ref),
  concessionariaGrupoId: Opt(Ref),
  concessionariaId: Opt(Ref),
  processosGrupo: Opt(Flag),
  claimsViews: Opt(Type.Array(ClaimRef, { maxItems: 100 })),
  emailEmplacamento: Opt(Flag),
};
/** POST participantes */
export const NovoUsuario = Strict(usuarioCampos);
/** PUT participantes */
export const UsuarioAlterado = Strict({ id: Id, roleId: Opt(Ref), bloquear: Opt(Flag), ...usuarioCampos });
export type UsuarioAlterado = Static<typeof UsuarioAlterado>;
/** POST participantes/admin */
export const NovoAdministrador = Strict({ nome: Opt(Text()), email: Opt(Text(320)), emailEmplacamento: Opt(Flag) });
/** PUT participantes/admin */
export const AdministradorAlterado = Strict({ id: Id, nome: Opt(Text()), email: Opt(Text(320)), emailEmplacamento: Opt(Flag), bloquear: Opt(Flag) });
export type AdministradorAlterado = Static<typeof AdministradorAlterado>;
/** POST participantes/reenviarEmail */
export const ReenvioEmailQuery = Strict({ email: Type.String({ minLength: 1, maxLength: 320 }) });
/** POST participantes/recuperarSenha */
export const RecuperarSenha = Strict({ id: Id });
export const GrupoPerfilParams = Strict({ groupId: Id });
export const ClustersParams = Strict({ groupId: Id, profileId: Id });
export const ClustersQuery = Strict({ participanteId: Type.Optional(Id) });

// ---- users: answers

export const UsuarioAnswer = Answer(Usuario);
/** GET participantes/grupos */
export const GrupoPerfil = Type.Object({ id: Type.Integer(), nome: Type.String() });
export type GrupoPerfil = Static<typeof GrupoPerfil>;
export const GruposPerfilAnswer = Answer(Type.Array(GrupoPerfil));
export const TiposPerfilDoGrupoAnswer = Answer(Type.Array(TipoPerfilOpcao));
export const ClustersAnswer = Answer(Clusters);

// ---- profile types

export type TipoPerfilLinha = Static<typeof TipoPerfilLinha>;
export const TiposPerfilPagina = PageOf(TipoPerfilLinha);

const tipoPerfilCampos = { roleId: Opt(Ref), descricaoRolePerfil: Opt(Text(120)), grupoId: Opt(Ref), ativo: Opt(Flag) };
/** POST tipo-perfil */
export const NovoTipoPerfil = Strict(tipoPerfilCampos);
/** PUT tipo-perfil */
export const TipoPerfilAlterado = Strict({ ...tipoPerfilCampos, roleId: Id });
export type TipoPerfilAlterado = Static<typeof TipoPerfilAlterado>;
/** PUT tipo-perfil/sub-menu: the Menus do Sistema matrix (no subMenuId: the whole menu) */
export const MatrizMenus = Type.Array(Strict({ roleId: Id, menuId: Id, subMenuId: Opt(Id), read: Type.Boolean(), edit: Type.Boolean(), grupoId: Id }), {
  maxItems: 500,
});
export const RoleParams = Strict({ roleId: Id });
/** POST configuracoes/funcoes */
export const FuncoesTipoPerfil = Strict({
  roleId: Id,
  grupoId: Id,
  funcoes: Type.Array(Strict({ id: Id, nome: Type.Optional(Text()), codigo: Type.Optional(Text()), r: Type.Boolean(), u: Type.Boolean() }), { maxItems: 200 }),
});

/** GET tipo-perfil/{id} */
export const TipoPerfil = Type.Object({ roleId: Type.Integer(), descricaoRolePerfil: Type.String(), grupoId: Type.Integer(), ativo: Type.Boolean() });
export type TipoPerfil = Static<typeof TipoPerfil>;
export const TipoPerfilAnswer = Answer(TipoPerfil);
export const MenusPermissaoAnswer = Answer(Type.Array(MenuPermissao));
/** GET configuracoes/funcoes/{roleId} */
export const FuncaoTipoPerfil = Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String(), r: Type.Boolean(), u: Type.Boolean() });
export type FuncaoTipoPerfil = Static<typeof FuncaoTipoPerfil>;
export const FuncoesTipoPerfilAnswer = Answer(Type.Array(FuncaoTipoPerfil));
