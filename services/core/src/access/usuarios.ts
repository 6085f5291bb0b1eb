import type { Db } from '../kernel/index.ts';

/**
 * The users as their screens read them: each with its profile (`pf`), the profile's group (`gp`), its account (`c`) and
 * its dealer (`d`, none for the portal's own staff). Meu perfil and Administração > Usuários select from it.
 */
export const usuariosComPerfil = (db: Db) =>
  db
    .selectFrom('participantes as p')
    .innerJoin('perfis as pf', 'pf.id', 'p.perfil_id')
    .innerJoin('grupos_perfil as gp', 'gp.id', 'pf.grupo_perfil_id')
    .innerJoin('contas as c', 'c.participante_id', 'p.id')
    .leftJoin('concessionarias as d', 'd.id', 'p.concessionaria_id');
