import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { CONFIG_TROCA } from '@portal/contracts/swaps/status';
import { CONF, CONF_VALOR_MEDIO_NA_LISTA, ULTIMA_CONF, validarConfiguracao, validarPrazoKpi, validarValorMedio } from '@portal/contracts/settings/regras';
import type { PrazosDisponibilidade } from '@portal/contracts/settings/disponibilidade';
import { chavePrazoKpi } from '@portal/contracts/prazos/workflows';
import { InvalidInput, MAX_PER_PAGE, emCache, paginate, type Db } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import { definirPrazoDoMesKpi } from '../prazos/index.ts';
import type { Principal } from '../access/index.ts';

/**
 * The general settings store (DECISIONS.md "Settings"): conf1..conf11 are the spec's eleven general settings in order,
 * conf12 the payment mode, conf13 the 14-hour rule, conf14 the average value. Each change is a row (date, value, user)
 * and an audit entry (old → new); the newest row of a type is the value in force. conf10 (the KPI deadline) has a row per
 * month (ano, mes).
 */
export const PADRAO_CONFIGURACAO: Record<number, number> = {
  [CONFIG_TROCA.duracaoTroca]: 5,
  [CONFIG_TROCA.tempoLimiteEstoque]: 180,
  [CONFIG_TROCA.limiteCessoesMes]: 2,
  // availability counts from production, forecast or shipment: the date itself until someone sets them
  [CONF.disponibilidadeNacionais]: 0,
  [CONF.preEmbarque]: 0,
  [CONF.posEmbarque]: 0,
  // billing's three day counts are off (0) until someone sets them
  [CONF.bloqueioAlteracaoFaturamento]: 0,
  [CONF.prorrogacaoMaximaFaturamento]: 0,
  [CONF.bloqueioPopupParados]: 0,
  // a billing request awaiting release is late after 2 business days until someone sets another SLA (0 = no deadline)
  [CONF.slaLiberacaoFaturamento]: 2,
  // and an order's approval step after 2 business days
  [CONF.slaEtapaPedido]: 2,
  // and a commission invoice's approval step after 2 business days
  [CONF.slaEtapaNotaFiscal]: 2,
};

type SettingsCtx = { actor: Principal | Actor; correlationId: string | null };

/** The value of setting `tipo` in force: the last one written for the month (`ano`, `mes`), or with no month (null). */
async function ultimoValor(db: Db, tipo: number, doMes: { ano: number; mes: number } | null): Promise<string | null> {
  const q = db.selectFrom('configuracoes_gerais').select('valor').where('tipo', '=', tipo);
  const row = await (doMes ? q.where('ano', '=', doMes.ano).where('mes', '=', doMes.mes) : q.where('ano', 'is', null))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.valor ?? null;
}

export const valorConfiguracao = (db: Db, tipo: number): Promise<string | null> => ultimoValor(db, tipo, null);

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

/** Several whole-number settings at once, each under its own name (its default when unset or not a whole number ≥ 0). */
async function inteiros<K extends string>(db: Db, tipos: Record<K, number>): Promise<Record<K, number>> {
  const nomes = Object.keys(tipos) as K[];
  const valores = await Promise.all(nomes.map((n) => inteiro(db, tipos[n])));
  return Object.fromEntries(nomes.map((n, i) => [n, valores[i]])) as Record<K, number>;
}

/** The swap settings, kept under the read version of the settings table (read by every swap list request). */
export const configuracoesTroca = (db: Db): Promise<ConfiguracoesTroca> =>
  emCache(db, 'configuracoes/troca', ['configuracoes_gerais'], null, () =>
    inteiros(db, {
      duracaoTrocaDiasUteis: CONFIG_TROCA.duracaoTroca,
      tempoLimiteEstoqueDias: CONFIG_TROCA.tempoLimiteEstoque,
      limiteCessoesMes: CONFIG_TROCA.limiteCessoesMes,
    }),
  );

export interface ConfiguracoesFaturamento {
  /** conf5: a dealer cannot cancel a billing request this many days (or fewer) before its billing date (0 = no block) */
  bloqueioAlteracaoDias: number;
  /** conf6: a vehicle without its own extension date may be billed up to this many days after availability (0 = no limit) */
  prorrogacaoMaximaDias: number;
  /** conf7: days after the extension date before a stalled vehicle blocks the dealer with the pop-up (0 = at once) */
  bloqueioPopupParadosDias: number;
}

/** conf5, conf6, conf7: the billing settings (docs/decisions.md "Settings, model types and specs compliance"). */
export const configuracoesFaturamento = (db: Db): Promise<ConfiguracoesFaturamento> =>
  inteiros(db, {
    bloqueioAlteracaoDias: CONF.bloqueioAlteracaoFaturamento,
    prorrogacaoMaximaDias: CONF.prorrogacaoMaximaFaturamento,
    bloqueioPopupParadosDias: CONF.bloqueioPopupParados,
  });

/** conf15: business days the back office has to release (or refuse) a billing request awaiting release; 0 = no deadline. */
export const slaLiberacaoFaturamento = (db: Db): Promise<number> => inteiro(db, CONF.slaLiberacaoFaturamento);
/** conf16: business days the importer has for each approval step of a direct-sales order; 0 = no deadline. */
export const slaEtapaPedido = (db: Db): Promise<number> => inteiro(db, CONF.slaEtapaPedido);
/** conf17: business days the importer has for each approval step of a commission invoice; 0 = no deadline. */
export const slaEtapaNotaFiscal = (db: Db): Promise<number> => inteiro(db, CONF.slaEtapaNotaFiscal);

/** conf1, conf2, conf3: the days from production, forecast or shipment to a vehicle's availability (the Vista import). */
export const prazosDisponibilidade = (db: Db): Promise<PrazosDisponibilidade> =>
  inteiros(db, {
    nacionaisAposProducao: CONF.disponibilidadeNacionais,
    importadosPreEmbarque: CONF.preEmbarque,
    importadosPosEmbarque: CONF.posEmbarque,
  });

/** conf13: the 14-hour rule, '14' on, '-1' off (off until someone switches it on). */
export const regra14HorasLigada = async (db: Db): Promise<boolean> => (await valorConfiguracao(db, CONF.regra14Horas)) === '14';

/** conf10 for a month: the KPI Approved deadline (YYYY-MM-DD) in force, or null when none was set. */
export const prazoKpi = (db: Db, ano: number, mes: number): Promise<string | null> => ultimoValor(db, CONF.prazoKpi, { ano, mes });

/** Whether a KPI month is past its deadline at `now` (the day of the deadline still counts); no deadline, not expired. */
export async function prazoKpiVencido(db: Db, ano: number, mes: number, now: Date): Promise<boolean> {
  const prazo = await prazoKpi(db, ano, mes);
  if (!prazo) return false;
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return hoje > prazo;
}

async function gravar(db: Db, ctx: SettingsCtx, linha: { tipo: number; valor: string; ano?: number; mes?: number }, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const antes = linha.ano ? await prazoKpi(trx, linha.ano, linha.mes!) : await valorConfiguracao(trx, linha.tipo);
    const row = await trx
      .insertInto('configuracoes_gerais')
      .values({
        tipo: linha.tipo,
        valor: linha.valor,
        ano: linha.ano ?? null,
        mes: linha.mes ?? null,
        usuario_id: ctx.actor.userId,
        usuario_nome: ctx.actor.nome,
        data_alteracao: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = linha.ano ? { ano: linha.ano, mes: linha.mes } : {};
    await audit(trx, ctx, {
      tabela: 'configuracoes_gerais',
      registroId: row.id,
      acao: 'criar',
      antes: { tipo: linha.tipo, ...ref, valor: antes },
      depois: { tipo: linha.tipo, ...ref, valor: linha.valor },
    });
    // conf10: the month's lock is a deadline like the others (its `prazos` row, reminder and timer), set in this transaction
    if (linha.tipo === CONF.prazoKpi && linha.ano && linha.mes)
      await definirPrazoDoMesKpi(trx, ctx, { ano: linha.ano, mes: linha.mes, prazo: linha.valor }, now);
  });
}

/** POST configuracoes {periodoInformado, tipo}: a new value for conf1..conf13 (validated per type); the history keeps the old ones. */
export async function adicionarConfiguracao(db: Db, ctx: SettingsCtx, input: { tipo: number; periodoInformado?: string | number | null }, now: Date) {
  const v = validarConfiguracao(input.tipo, input.periodoInformado);
  if (!v.ok) throw new InvalidInput(v.erro);
  await gravar(db, ctx, { tipo: input.tipo, valor: v.valor }, now);
}

/** POST configuracoes/media-faturamento {valor}: conf14, the average billing value in BRL. */
export async function adicionarValorMedio(db: Db, ctx: SettingsCtx, input: { valor?: unknown }, now: Date) {
  const v = validarValorMedio(input.valor);
  if (!v.ok) throw new InvalidInput(v.erro);
  await gravar(db, ctx, { tipo: CONF.valorMedio, valor: v.valor }, now);
}

/**
 * POST configuracoes/prazo-kpi {ano, mesId, prazo}: conf10 for one month; never on a Saturday or Sunday. Answers the key
 * of the month's deadline (`kpi-<ano>-<mes>`), whose timer the API starts after the commit.
 */
export async function definirPrazoKpi(db: Db, ctx: SettingsCtx, input: { ano?: unknown; mesId?: unknown; prazo?: unknown }, now: Date): Promise<string> {
  const v = validarPrazoKpi(input);
  if (!v.ok) throw new InvalidInput(v.erro);
  await gravar(db, ctx, { tipo: CONF.prazoKpi, valor: v.valor.prazo, ano: v.valor.ano, mes: v.valor.mes }, now);
  return chavePrazoKpi(v.valor.ano, v.valor.mes);
}

export interface LinhaConfiguracao {
  dataAlteracao: string;
  periodoInformado: string;
  usuario: string;
  /** conf10: the month of the deadline (1-12) and its year */
  mes?: number;
  ano?: number;
  /** conf14: the value, its date and user (the spec's names) */
  valor?: string;
  dataCriacao?: string;
}
export interface TabelaConfiguracao {
  rows: LinhaConfiguracao[];
  page: number;
  total: number;
  /** the value in force (newest row), or null when never set */
  ativo: string | null;
  /** conf11 (the average value, as conf14): the action the screen offers */
  acao?: string;
}

/** GET configuracoes?page&per_page: conf1..conf15, each a page of its history (newest first) and the value in force. */
export async function listarConfiguracoes(db: Db, q: { page?: number; per_page?: number }): Promise<Record<string, TabelaConfiguracao>> {
  const { page, perPage } = paginate(q, { perPage: 20, max: MAX_PER_PAGE });
  const rows = await sql<{
    tipo: number;
    valor: string;
    usuario_nome: string;
    data_alteracao: Date;
    ano: number | null;
    mes: number | null;
    n: number;
    total: number;
  }>`
    select tipo, valor, usuario_nome, data_alteracao, ano, mes, n, total from (
      select c.*, row_number() over (partition by tipo order by id desc)::int as n, count(*) over (partition by tipo)::int as total
      from configuracoes_gerais c
    ) t where n = 1 or (n > ${(page - 1) * perPage} and n <= ${page * perPage})
    order by tipo, n`.execute(db);
  const out: Record<string, TabelaConfiguracao> = {};
  for (let tipo = 1; tipo <= ULTIMA_CONF; tipo++) out[`conf${tipo}`] = { rows: [], page, total: 0, ativo: null };
  for (const r of rows.rows) {
    const t = out[`conf${r.tipo}`]!;
    t.total = r.total;
    if (r.n === 1) t.ativo = r.valor;
    if (r.n > (page - 1) * perPage && r.n <= page * perPage) {
      const linha: LinhaConfiguracao = { dataAlteracao: r.data_alteracao.toISOString(), periodoInformado: r.valor, usuario: r.usuario_nome };
      if (r.tipo === CONF.prazoKpi && r.mes !== null && r.ano !== null) Object.assign(linha, { mes: r.mes, ano: r.ano });
      if (r.tipo === CONF.valorMedio) Object.assign(linha, { valor: r.valor, dataCriacao: linha.dataAlteracao });
      t.rows.push(linha);
    }
  }
  // the spec's eleventh general setting is the average value: conf11 answers conf14's table, with the screen's action
  out[`conf${CONF_VALOR_MEDIO_NA_LISTA}`] = { ...out[`conf${CONF.valorMedio}`]!, acao: 'Adicionar' };
  return out;
}
