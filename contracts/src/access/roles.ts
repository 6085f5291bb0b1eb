/** Profile groups (grupoPerfil). Ids are fixed: the spec says they are hard-coded for admin, dealer and manufacturer. */
export const GRUPO_PERFIL = {
  Administrador: 1,
  Dealer: 2,
  Montadora: 3,
} as const;
export type GrupoPerfilId = (typeof GRUPO_PERFIL)[keyof typeof GRUPO_PERFIL];

export const GRUPO_PERFIL_NOME: Record<GrupoPerfilId, string> = {
  1: 'Administrador',
  2: 'Dealer',
  3: 'Montadora',
};

/** Role names as the role claim carries them. */
export const PERFIS_IMPORTADOR = [
  'Administrador',
  'Regionais',
  'Financeiro',
  'Venda Direta',
  'Faturamento',
  'Logística',
  'Dashboard',
  'Montadora',
  'Gerente de Vendas',
] as const;

export const ADMINISTRADOR = 'Administrador';

/** The acting user, as commands and machines see it. */
export interface Actor {
  userId: number;
  nome: string;
  role: string;
  grupoPerfil: GrupoPerfilId;
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  processosGrupo: boolean;
  /** id of the administrator behind an impersonated session (acesso espelho) */
  espelhoAdminId: number | null;
  /** that administrator's name, for the screens and messages (not stored in events: `actorOf` keeps only the fields above) */
  espelhoAdminNome?: string | null;
}

export const isDealerUser = (a: Pick<Actor, 'grupoPerfil'>) => a.grupoPerfil === GRUPO_PERFIL.Dealer;
export const isAdministrador = (a: Pick<Actor, 'role'>) => a.role === ADMINISTRADOR;
