import { sql } from 'kysely';
import { nomeMes } from '@portal/contracts/kpi/messages';
import type { PrazoDaLinha } from '@portal/contracts/prazos/schemas';
import type { Db } from '../kernel/index.ts';
import { comPrazo, feriadosDaTabela, fimDoPrazoKpi } from '../prazos/index.ts';

/** The KPI deadline setting (conf10, settings store). */
const TIPO_PRAZO_KPI = 10;
const hojeSp = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

export interface AnoMesesKpi {
  ano: number;
  meses: { id: number; nome: string; prazoVencido: boolean; prazo: string | null; prazoDoMes: PrazoDaLinha }[];
}

/**
 * GET kpi/anos-meses: the months the programme offers, from the earliest month with KPI data (or twelve months back, if
 * later) to the current month, by year; each month says whether its deadline (settings conf10) has passed, and where
 * the lock stands as a deadline ('2 dias úteis', 'Vence hoje', 'Atrasado há 3 dias').
 */
export async function anosMeses(db: Db, now: Date): Promise<AnoMesesKpi[]> {
  const hoje = hojeSp(now);
  const atual = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1;
  const { min } = (
    await sql<{ min: number | null }>`
      select min(ano * 12 + mes - 1)::int as min from (
        select ano, mes from kpi_veiculos union all select ano, mes from kpi_captacoes
        union all select ano, mes from kpi_outros union all select ano, mes from kpi_standards) m`.execute(db)
  ).rows[0]!;
  const inicio = Math.min(min ?? atual, atual - 11);
  const prazos = await sql<{ ano: number; mes: number; valor: string }>`
    select distinct on (ano, mes) ano, mes, valor from configuracoes_gerais
    where tipo = ${TIPO_PRAZO_KPI} and ano is not null and mes is not null order by ano, mes, id desc`.execute(db);
  const prazo = new Map(prazos.rows.map((p) => [`${p.ano}-${p.mes}`, p.valor]));
  const feriados = prazos.rows.length ? await feriadosDaTabela(db) : new Set<string>();
  const out: AnoMesesKpi[] = [];
  for (let m = inicio; m <= atual; m++) {
    const ano = Math.floor(m / 12);
    const mes = (m % 12) + 1;
    let grupo = out[out.length - 1];
    if (!grupo || grupo.ano !== ano) out.push((grupo = { ano, meses: [] }));
    const p = prazo.get(`${ano}-${mes}`) ?? null;
    // the lock as the lists show a deadline: its instant (the end of the day in Brasília) and the time left
    const prazoDoMes = p === null ? null : comPrazo({ prazoVenceEm: fimDoPrazoKpi(p) }, now, feriados).prazo;
    grupo.meses.push({ id: mes, nome: nomeMes(mes), prazoVencido: p !== null && hoje > p, prazo: p, prazoDoMes });
  }
  return out;
}

export type IdNome = { id: number; nome: string };

/** GET kpi/marcas/jlr: the JLR brands (the vehicle form). */
export const marcasJlr = (db: Db): Promise<IdNome[]> => db.selectFrom('kpi_marcas').select(['id', 'nome']).where('jlr', '=', true).orderBy('id').execute();
/** GET kpi/marcas: every brand a captação may have. */
export const marcas = (db: Db): Promise<IdNome[]> => db.selectFrom('kpi_marcas').select(['id', 'nome']).orderBy('id').execute();
/** GET kpi/tipos-aquisicao: Troca, Compra. */
export const tiposAquisicao = (db: Db): Promise<IdNome[]> => db.selectFrom('kpi_tipos_aquisicao').select(['id', 'nome']).orderBy('id').execute();
/** GET kpi/modelo-jlr-incentivo/{marcaId}. */
export const modelosIncentivo = (db: Db, marcaId: number): Promise<IdNome[]> =>
  db.selectFrom('kpi_modelos_incentivo').select(['id', 'nome']).where('marca_id', '=', marcaId).orderBy('nome').execute();
/** GET kpi/versao-jlr-incentivo/{modeloId}. */
export const versoesIncentivo = (db: Db, modeloId: number): Promise<IdNome[]> =>
  db.selectFrom('kpi_versoes_incentivo').select(['id', 'nome']).where('modelo_id', '=', modeloId).orderBy('nome').execute();

/** The incentive policies (`p`) with their version (`v`), model (`m`) and brand (`ma`). */
export const politicasComMarca = (db: Db) =>
  db
    .selectFrom('kpi_politicas as p')
    .innerJoin('kpi_versoes_incentivo as v', 'v.id', 'p.versao_id')
    .innerJoin('kpi_modelos_incentivo as m', 'm.id', 'v.modelo_id')
    .innerJoin('kpi_marcas as ma', 'ma.id', 'm.marca_id');

/** GET kpi/anos-politica/{marcaNome}: the policy years of a brand, newest first. */
export async function anosPolitica(db: Db, marcaNome: string): Promise<number[]> {
  const rows = await politicasComMarca(db)
    .select('p.ano_politica')
    .distinct()
    .where(sql`lower(ma.nome)`, '=', marcaNome.trim().toLowerCase())
    .orderBy('p.ano_politica', 'desc')
    .execute();
  return rows.map((r) => r.ano_politica);
}

export interface PoliticaIncentivo extends IdNome {
  versaoId: number;
  modeloId: number;
  anoPolitica: number;
  bonus: number;
}

/** GET kpi/versao-jlr-politica/{anoPolitica}/{marcaNome}: the policies of a year for a brand, with the version each is for. */
export async function politicas(db: Db, anoPolitica: number, marcaNome: string): Promise<PoliticaIncentivo[]> {
  const rows = await politicasComMarca(db)
    .select(['p.id', 'p.nome', 'p.versao_id', 'v.modelo_id', 'p.ano_politica', 'p.bonus'])
    .where('p.ano_politica', '=', anoPolitica)
    .where(sql`lower(ma.nome)`, '=', marcaNome.trim().toLowerCase())
    .orderBy('p.nome')
    .execute();
  return rows.map((r) => ({ id: r.id, nome: r.nome, versaoId: r.versao_id, modeloId: r.modelo_id, anoPolitica: r.ano_politica, bonus: Number(r.bonus) }));
}
