import type { Visao } from '@portal/contracts/visoes/schemas';
import type { OrdemVisao } from '@portal/contracts/visoes/visao-machine';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { NotFound, type Actor, type Db } from '../kernel/index.ts';

const base = (db: Db) =>
  db
    .selectFrom('visoes as v')
    .innerJoin('participantes as p', 'p.id', 'v.dono_id')
    .select([
      'v.id',
      'v.lista',
      'v.nome',
      'v.filtros',
      'v.colunas',
      'v.ordem',
      'v.por_pagina',
      'v.padrao',
      'v.compartilhada',
      'v.dono_id',
      'v.atualizada_em',
      'p.nome as dono',
    ]);
type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const visaoDe = (ator: Actor, r: Linha): Visao => {
  const propria = r.dono_id === ator.userId;
  return {
    id: r.id,
    lista: r.lista,
    nome: r.nome,
    filtros: r.filtros as Record<string, unknown>,
    colunas: (r.colunas as string[] | null) ?? null,
    ordem: (r.ordem as OrdemVisao | null) ?? null,
    porPagina: r.por_pagina,
    padrao: propria && r.padrao,
    compartilhada: r.compartilhada,
    propria,
    dono: r.dono,
    atualizadaEm: new Date(r.atualizada_em).toISOString(),
  };
};

/**
 * GET visoes?lista=: the user's own views of the list, then those colleagues of the user's profile type (perfil) shared;
 * each by name.
 */
export async function listarVisoes(db: Db, ator: Actor, lista: string): Promise<Visao[]> {
  const rows = await base(db)
    .where('v.lista', '=', lista)
    .where((eb) =>
      eb.or([
        eb('v.dono_id', '=', ator.userId),
        eb.and([eb('v.compartilhada', '=', true), eb('v.perfil_id', '=', eb.selectFrom('participantes').select('perfil_id').where('id', '=', ator.userId))]),
      ]),
    )
    .orderBy((eb) => eb(eb.ref('v.dono_id'), '=', ator.userId), 'desc')
    .orderBy('v.nome')
    .orderBy('v.id')
    .execute();
  return rows.map((r) => visaoDe(ator, r));
}

/** One of the user's own views (the answer of a save). */
export async function obterVisao(db: Db, ator: Actor, id: number): Promise<Visao> {
  const r = await base(db).where('v.id', '=', id).where('v.dono_id', '=', ator.userId).executeTakeFirst();
  if (!r) throw new NotFound(visaoMsg.visaoNaoEncontrada);
  return visaoDe(ator, r);
}
