import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { aplicarFlag, flagsDe, type Faixas, type FlagLinha } from '@portal/contracts/settings/regras';
import { InvalidInput, NotFound, type Db } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import type { Principal } from '../access/index.ts';

/**
 * Vehicle-monitoring flags (/settings/2): the two thresholds the vehicle lists read (`configuracoes_portal`
 * faixaUsoVerdeAte / faixaUsoAmareloAte, defaults 30 and 60), shown as the three flags of the spec. Each change is
 * audited (tabela 'configuracoes_flag', the flag's id) and those entries are the edit view's LOGS.
 */
const CHAVES = { verdeAte: 'faixaUsoVerdeAte', amareloAte: 'faixaUsoAmareloAte' } as const;
const PADRAO: Faixas = { verdeAte: 30, amareloAte: 60 };

export async function faixasDeUso(db: Db): Promise<Faixas> {
  const rows = await db.selectFrom('configuracoes_portal').select(['chave', 'valor']).where('chave', 'in', Object.values(CHAVES)).execute();
  const get = (k: keyof Faixas) => {
    const n = Number(rows.find((r) => r.chave === CHAVES[k])?.valor);
    return Number.isFinite(n) && n > 0 ? n : PADRAO[k];
  };
  return { verdeAte: get('verdeAte'), amareloAte: get('amareloAte') };
}

export interface FlagLog {
  data: string;
  usuario: string | null;
  deAnterior: number | null;
  ateAnterior: number | null;
  de: number | null;
  ate: number | null;
}

/** GET configuracoes/flag/{id}: the flag and its LOGS (newest first). */
export async function obterFlag(db: Db, id: number): Promise<FlagLinha & { logs: FlagLog[] }> {
  const flag = flagsDe(await faixasDeUso(db)).find((f) => f.id === id);
  if (!flag) throw new NotFound();
  const logs = await db
    .selectFrom('auditoria as a')
    .leftJoin('participantes as p', 'p.id', 'a.participante_id')
    .select(['a.em', 'p.nome', 'a.antes', 'a.depois'])
    .where('a.tabela', '=', 'configuracoes_flag')
    .where('a.registro_id', '=', String(id))
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  const num = (o: unknown, k: string) => {
    const v = (o as Record<string, unknown> | null)?.[k];
    return typeof v === 'number' ? v : null;
  };
  return {
    ...flag,
    logs: logs.map((l) => ({
      data: new Date(l.em).toISOString(),
      usuario: l.nome,
      deAnterior: num(l.antes, 'de'),
      ateAnterior: num(l.antes, 'ate'),
      de: num(l.depois, 'de'),
      ate: num(l.depois, 'ate'),
    })),
  };
}

/** PUT configuracoes/flag {id, de, ate, tipo}: new thresholds, kept contiguous (the neighbouring flags follow). */
export async function alterarFlag(
  db: Db,
  ctx: { actor: Principal | Actor; correlationId: string | null },
  input: { id: number; tipo: number; de?: unknown; ate?: unknown },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('configuracoes_flag'))`.execute(trx);
    const atual = await faixasDeUso(trx);
    const r = aplicarFlag(atual, input);
    if (!r.ok) throw new InvalidInput(r.erro);
    for (const k of ['verdeAte', 'amareloAte'] as const)
      await trx
        .insertInto('configuracoes_portal')
        .values({ chave: CHAVES[k], valor: String(r.valor[k]) })
        .onConflict((oc) => oc.column('chave').doUpdateSet({ valor: String(r.valor[k]) }))
        .execute();
    const antes = flagsDe(atual).find((f) => f.id === input.id)!;
    const depois = flagsDe(r.valor).find((f) => f.id === input.id)!;
    await audit(trx, ctx, {
      tabela: 'configuracoes_flag',
      registroId: input.id,
      acao: 'alterar',
      antes: { de: antes.de, ate: antes.ate },
      depois: { de: depois.de, ate: depois.ate },
    });
  });
}
