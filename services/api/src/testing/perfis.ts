import type { Db } from '@portal/core/kernel/index';

/** Gives a demo profile the read right of a function it lacks (e.g. Dealer and `bi`), to check a dealer's scope on its screens. */
export async function concederLeitura(db: Db, perfil: string, funcao: string) {
  const p = await db.selectFrom('perfis').select('id').where('descricao', '=', perfil).executeTakeFirstOrThrow();
  const f = await db.selectFrom('funcoes').select('id').where('codigo', '=', funcao).executeTakeFirstOrThrow();
  await db.insertInto('perfil_funcoes').values({ perfil_id: p.id, funcao_id: f.id, r: true, u: false }).execute();
}
