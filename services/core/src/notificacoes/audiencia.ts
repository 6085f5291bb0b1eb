import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import type { FuncaoClaim } from '@portal/contracts/access/functions';

/** Who reads the bell: the signed-in user, with the functions of their profile. */
export interface Leitor extends Actor {
  funcoes: readonly FuncaoClaim[];
}

/**
 * The notifications a user may see, as SQL over `notificacoes n`, by the record screens' rules: a dealer's user those of
 * its dealer (or its group's, with processosGrupo), importer staff those of the importer, anyone those naming their
 * profile group (a comunicado) or themselves (their import), those naming their profile (importer staff) or 'Dealer' of
 * their dealer (an order's or invoice's step they move); a function of their profile the kind needs (if any); never
 * their own act.
 */
export function audienciaDe(leitor: Leitor): RawBuilder<SqlBool> {
  const funcoes = leitor.funcoes.filter((f) => f.r || f.u).map((f) => f.nome as string);
  const lado =
    leitor.grupoPerfil !== GRUPO_PERFIL.Dealer
      ? sql<SqlBool>`n.publico = 'importador'`
      : leitor.processosGrupo && leitor.concessionariaGrupoId !== null
        ? sql<SqlBool>`n.publico = 'dealer' and n.concessionaria_grupo_id = ${leitor.concessionariaGrupoId}`
        : sql<SqlBool>`n.publico = 'dealer' and n.concessionaria_id = ${leitor.concessionariaId ?? -1}`;
  // the profiles that move a step: importer staff by their profile's name, a dealer's user as 'Dealer' of its dealer (or group)
  const papel =
    leitor.grupoPerfil === GRUPO_PERFIL.Administrador
      ? sql<SqlBool>`${leitor.role}::text = any(n.papeis)`
      : leitor.grupoPerfil !== GRUPO_PERFIL.Dealer
        ? sql<SqlBool>`false`
        : leitor.processosGrupo && leitor.concessionariaGrupoId !== null
          ? sql<SqlBool>`'Dealer' = any(n.papeis) and n.concessionaria_grupo_id = ${leitor.concessionariaGrupoId}`
          : sql<SqlBool>`'Dealer' = any(n.papeis) and n.concessionaria_id = ${leitor.concessionariaId ?? -1}`;
  const publico = sql<SqlBool>`((${lado}) or (n.publico = 'perfis' and ${leitor.grupoPerfil}::int = any(n.grupos_perfil))
    or (n.publico = 'usuario' and n.participante_id = ${leitor.userId}::int) or (n.publico = 'papeis' and ${papel}))`;
  return sql<SqlBool>`(${publico} and (n.funcao is null or n.funcao = any(${funcoes}::text[])) and n.ator_id is distinct from ${leitor.userId}::int)`;
}

/**
 * The same rules the other way round, as SQL joining `participantes p` (with `perfis pf`) to `notificacoes n`: the
 * users a notification reaches (the e-mail's recipients).
 */
export const alcancaParticipante = sql<SqlBool>`(
  (n.publico = 'importador' and pf.grupo_perfil_id <> ${GRUPO_PERFIL.Dealer})
  or (n.publico = 'dealer' and pf.grupo_perfil_id = ${GRUPO_PERFIL.Dealer} and (
    (p.processos_grupo and p.concessionaria_grupo_id is not null and p.concessionaria_grupo_id = n.concessionaria_grupo_id)
    or (not (p.processos_grupo and p.concessionaria_grupo_id is not null) and p.concessionaria_id = n.concessionaria_id)))
  or (n.publico = 'perfis' and pf.grupo_perfil_id = any(n.grupos_perfil))
  or (n.publico = 'usuario' and n.participante_id = p.id)
  or (n.publico = 'papeis' and (
    (pf.grupo_perfil_id = ${GRUPO_PERFIL.Administrador} and pf.descricao = any(n.papeis))
    or (pf.grupo_perfil_id = ${GRUPO_PERFIL.Dealer} and 'Dealer' = any(n.papeis) and (
      (p.processos_grupo and p.concessionaria_grupo_id is not null and p.concessionaria_grupo_id = n.concessionaria_grupo_id)
      or (not (p.processos_grupo and p.concessionaria_grupo_id is not null) and p.concessionaria_id = n.concessionaria_id))))))
  and (n.funcao is null or exists (select 1 from perfil_funcoes x join funcoes f on f.id = x.funcao_id
              where x.perfil_id = p.perfil_id and f.codigo = n.funcao and (x.r or x.u)))
  and n.ator_id is distinct from p.id`;

/** The user's channel for the notification's kind (none chosen: both) as SQL, `p` the user's id expression. */
export const canalDe = (participanteId: RawBuilder<number> | number) =>
  sql<string>`coalesce((select pr.canal from notificacoes_preferencias pr where pr.participante_id = ${participanteId} and pr.tipo = n.tipo), 'ambos')`;
