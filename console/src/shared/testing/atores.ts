import type { Actor } from '@portal/contracts/access/roles';

/** A signed-in user for the console's unit tests: the role's name as the user's, user 10, no group, no mirror access. */
export const ator = (role: string, grupoPerfil: 1 | 2 | 3 = 1, concessionariaId: number | null = null, extra: Partial<Actor> = {}): Actor => ({
  userId: 10,
  nome: role,
  role,
  grupoPerfil,
  concessionariaId,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
  ...extra,
});
