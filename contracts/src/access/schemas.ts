import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, N, Strict } from '../http/schemas.ts';
import { FUNCOES, type Funcao } from './functions.ts';

/**
 * Requests and answers of the access calls (spec 000 §3 Access): sign-in, password links, registration, acesso espelho,
 * the session and Meu perfil. session.ts names the session's types (LoginData, UserClaims, Menu) after these schemas.
 */
const Senha = Type.String({ maxLength: 200 });
const Email = Type.String({ maxLength: 320 });
const Token = Type.String({ maxLength: 200 });
const TokenDeUsoUnico = Type.String({ minLength: 1, maxLength: 200 });

// ---- the session

export const SubMenu = Type.Object({
  subMenuId: Type.Integer(),
  descricaoSubMenu: Type.String(),
  rotaUrl: Type.String(),
  read: Type.Boolean(),
  edit: Type.Boolean(),
  visivel: Type.Boolean(),
});
/** A menu of the profile: only the submenus it may read; `viewer` when visible and holding one. */
export const Menu = Type.Object({
  menuId: Type.Integer(),
  descricaoMenu: Type.String(),
  icone: Type.String(),
  viewer: Type.Boolean(),
  subMenu: Type.Array(SubMenu),
});
/** A function the profile may read (r) or update (u). */
export const FuncaoClaim = Type.Object({
  nome: Type.Union((Object.keys(FUNCOES) as Funcao[]).map((f) => Type.Literal(f))),
  r: Type.Boolean(),
  u: Type.Boolean(),
});
export const UserClaims = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  grupoPerfil: Type.Integer(),
  dataExpiraSenhaUtc: N(Type.String()),
  claims: Type.Array(Type.Object({ type: Type.Literal('role'), value: Type.String(), menus: Type.Array(Menu) })),
  concessionariaId: N(Type.Integer()),
  concessionariaGrupoId: N(Type.Integer()),
  processosGrupo: Type.Boolean(),
  funcoes: Type.Array(FuncaoClaim),
  /** set when this session is an acesso espelho */
  espelho: N(Type.Object({ adminId: Type.Integer(), adminNome: Type.String() })),
});
export const LoginData = Type.Object({
  accessToken: Type.String(),
  userClaims: UserClaims,
  senhaTrocadaPorAdministrador: Type.Boolean(),
  /** true when the password expired or an administrator set it: only the password change is allowed */
  trocaSenhaObrigatoria: Type.Boolean(),
});
export const LoginAnswer = Answer(LoginData);
/** GET participantes/sessao */
export const Sessao = Type.Object({ userClaims: UserClaims });
export type Sessao = Static<typeof Sessao>;
export const SessaoAnswer = Answer(Sessao);

/** GET participantes/meu-perfil */
export const MeuPerfil = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  perfil: Type.String(),
  grupoPerfil: Type.String(),
  concessionaria: N(Type.String()),
  codigoDealer: N(Type.String()),
  concessionariaGrupo: N(Type.String()),
  dataUltimoAcessoUtc: N(Type.String()),
  dataTrocaSenhaUtc: N(Type.String()),
});
export type MeuPerfil = Static<typeof MeuPerfil>;
export const MeuPerfilAnswer = Answer(MeuPerfil);

// ---- sign-in and passwords

/** POST participantes/entrar */
export const Entrar = Strict({ email: Email, password: Senha });
export type Entrar = Static<typeof Entrar>;
/** POST participantes/entrar-redirecionar, entrar-redirecionar-parceiro */
export const EntrarComToken = Strict({ token: TokenDeUsoUnico });
/** POST participantes/alterarSenha */
export const AlterarSenha = Strict({ currentPassword: Senha, newPassword: Senha, confirmNewPassword: Senha });
export type AlterarSenha = Static<typeof AlterarSenha>;
/** POST participantes/gerarLinkSenha/publico */
export const GerarLinkSenha = Strict({ email: Email });
/** POST participantes/alterarsenha/publico */
export const AlterarSenhaPublico = Strict({ id: Id, newPassword: Senha, confirmNewPassword: Senha, token: Token });
export type AlterarSenhaPublico = Static<typeof AlterarSenhaPublico>;
/** PUT participantes/admin/alterarSenha */
export const SenhaPeloAdministrador = Strict({ id: Id, newPassword: Senha, confirmNewPassword: Senha });
export type SenhaPeloAdministrador = Static<typeof SenhaPeloAdministrador>;

// ---- registration

/** GET participantes/cadastro/{id} */
export const CadastroQuery = Strict({ token: Token });
export const Cadastro = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  perfil: Type.String(),
  concessionaria: N(Type.String()),
  grupoConcessionaria: N(Type.String()),
});
export type Cadastro = Static<typeof Cadastro>;
export const CadastroAnswer = Answer(Cadastro);
/** PATCH participantes/completarCadastro */
export const CompletarCadastro = Strict({
  id: Id,
  nome: Type.String({ maxLength: 200 }),
  email: Email,
  password: Senha,
  confirmPassword: Senha,
  token: Token,
});
export type CompletarCadastro = Static<typeof CompletarCadastro>;

// ---- one-use links

/** POST participantes/espelho/{id}, participantes/link-acesso: a one-use token for /login-redirect */
export const TokenDeAcesso = Type.Object({ token: Type.String() });
export type TokenDeAcesso = Static<typeof TokenDeAcesso>;
export const TokenAnswer = Answer(TokenDeAcesso);
