import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { smsg } from '@portal/contracts/swaps/messages';
import { CONFIG_TROCA } from '@portal/contracts/swaps/status';
import { InvalidInput, MAX_PER_PAGE, paginate, type Db } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import type { Principal } from '../access/index.ts';

/**
 * The general settings store (DECISIONS.md "Settings"): conf1..conf11 are the spec's eleven general settings in order,
 * conf12 the payment mode, conf13 the 14-hour rule, conf14 the average value. Each change is a row (date, value, user);
 * the newest row of a type is the value in force.
 */
export const TIPOS_PERIODO = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11] as const;
/** Types read as whole numbers (days or a count): the ones the swaps use. */
const TIPOS_INTEIROS = new Set<number>([CONFIG_TROCA.duracaoTroca, CONFIG_TROCA.tempoLimiteEstoque, CONFIG_TROCA.limiteCessoesMes]);
export const PADRAO_CONFIGURACAO: Record<number, number> = {
  [CONFIG_TROCA.duracaoTroca]: 5,
  [CONFIG_TROCA.tempoLimiteEstoque]: 180,
  [CONFIG_TROCA.limiteCessoesMes]: 2,
};

export async function valorConfiguracao(db: Db, tipo: number): Promise<string | null> {
  const row = await db.selectFrom('configuracoes_gerais').select('valor').where('tipo', '=', tipo).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.valor ?? null;
}

async function inteiro(db: Db, tipo: number): Promise<number> {
  const v = await valorConfiguracao(db, tipo);
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) && n >= 0 ? n : PADRAO_CONFIGURACAO[tipo]!;
}

export interface ConfiguracoesTroca {
  /** business days a request waits for an answer */
  duracaoTrocaDiasUteis: number;
  /** days in stock after which swaps are automatic (0 = never) */
  tempoLimiteEstoqueDias: number;
  /** cessions a dealer may make per month (0 = no cession) */
  limiteCessoesMes: number;
}

export async function configuracoesTroca(db: Db): Promise<ConfiguracoesTroca> {
  const [d, t, l] = await Promise.all([
    inteiro(db, CONFIG_TROCA.duracaoTroca),
    inteiro(db, CONFIG_TROCA.tempoLimiteEstoque),
    inteiro(db, CONFIG_TROCA.limiteCessoesMes),
  ]);
  return { duracaoTrocaDiasUteis: d, tempoLimiteEstoqueDias: t, limiteCessoesMes: l };
}

/** POST configuracoes {periodoInformado, tipo}: a new value for a period type (and 12, the payment mode); the history keeps the old ones. */
export async function adicionarConfiguracao(
  db: Db,
  ctx: { actor: Principal | Actor; correlationId: string | null },
  input: { tipo: number; periodoInformado: string | number },
  now: Date,
): Promise<void> {
  const tipo = input.tipo;
  const valor = String(input.periodoInformado).trim();
  if (!(TIPOS_PERIODO as readonly number[]).includes(tipo) && tipo !== 12) throw new InvalidInput(smsg.tipoConfiguracaoInvalido);
  if (valor === '' || valor.length > 32) throw new InvalidInput(smsg.periodoInvalido);
  if (TIPOS_INTEIROS.has(tipo) && !/^\d{1,6}$/.test(valor)) throw new InvalidInput(smsg.periodoInvalido);
  if (tipo === 12 && valor !== '0' && valor !== '1') throw new InvalidInput(smsg.tipoConfiguracaoInvalido);
  await db.transaction().execute(async (trx) => {
    const antes = await valorConfiguracao(trx, tipo);
    const row = await trx
      .insertInto('configuracoes_gerais')
      .values({
        tipo,
        valor: TIPOS_INTEIROS.has(tipo) ? String(Number(valor)) : valor,
        usuario_id: ctx.actor.userId,
        usuario_nome: ctx.actor.nome,
        data_alteracao: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      { actor: ctx.actor as Principal, correlationId: ctx.correlationId },
      { tabela: 'configuracoes_gerais', registroId: row.id, acao: 'criar', antes: { tipo, valor: antes }, depois: { tipo, valor } },
    );
  });
}

export interface LinhaConfiguracao {
  dataAlteracao: string;
  periodoInformado: string;
  usuario: string;
}
export interface TabelaConfiguracao {
  rows: LinhaConfiguracao[];
  page: number;
  total: number;
  /** the value in force (newest row), or null when never set */
  ativo: string | null;
}

/** GET configuracoes?page&per_page: conf1..conf14, each a page of its history (newest first) and the value in force. */
export async function listarConfiguracoes(db: Db, q: { page?: number; per_page?: number }): Promise<Record<string, TabelaConfiguracao>> {
  const { page, perPage } = paginate(q, { perPage: 20, max: MAX_PER_PAGE });
  const rows = await sql<{ tipo: number; valor: string; usuario_nome: string; data_alteracao: Date; n: number; total: number }>`
    select tipo, valor, usuario_nome, data_alteracao, n, total from (
      select c.*, row_number() over (partition by tipo order by id desc)::int as n, count(*) over (partition by tipo)::int as total
      from configuracoes_gerais c
    ) t where n = 1 or (n > ${(page - 1) * perPage} and n <= ${page * perPage})
    order by tipo, n`.execute(db);
  const out: Record<string, TabelaConfiguracao> = {};
  for (let tipo = 1; tipo <= 14; tipo++) out[`conf${tipo}`] = { rows: [], page, total: 0, ativo: null };
  for (const r of rows.rows) {
    const t = out[`conf${r.tipo}`]!;
    t.total = r.total;
    if (r.n === 1) t.ativo = r.valor;
    if (r.n > (page - 1) * perPage && r.n <= page * perPage) {
      t.rows.push({ dataAlteracao: r.data_alteracao.toISOString(), periodoInformado: r.valor, usuario: r.usuario_nome });
    }
  }
  return out;
}
