import { sql, type RawBuilder } from 'kysely';
import { FAIXAS } from '@portal/contracts/bi/estoque';
import type { DadosBiEmplacamento, DadosBiSummary } from '@portal/contracts/bi/summary';
import { STATUS_TROCA } from '@portal/contracts/swaps/status';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { escopoDealers, escopoDoDealer, type Actor, type Db, emCacheDoAtor } from '../kernel/index.ts';
import { conferirDealer, escopoBi, opcoesBi, todas } from './comum.ts';

export interface FiltroBiSummary {
  ano?: number | null;
  mes?: number | null;
  marcaId?: number | null;
  concessionariaId?: number | null;
}

/** The month asked (default: the São Paulo month of `now`) and its first and last day. */
function mesDe(f: FiltroBiSummary, now: Date) {
  const hoje = dataEmSaoPaulo(now);
  const ano = f.ano ?? Number(hoje.slice(0, 4));
  const mes = f.mes ?? Number(hoje.slice(5, 7));
  const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { hoje, ano, mes, dias, ini: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${String(dias).padStart(2, '0')}` };
}

const filtrosBi = (ator: Actor, f: FiltroBiSummary) =>
  todas([escopoBi(ator), f.concessionariaId ? sql`b.concessionaria_id = ${f.concessionariaId}` : null, f.marcaId ? sql`b.marca_id = ${f.marcaId}` : null]);

/**
 * How many vehicles the counter rows `b` that meet the condition hold (`n` each), 0 when none does: over the billing
 * counter (`bi_faturamento_contagens`) and the stock one (`bi_estoque_contagens`), whose columns carry the names of
 * `bi_veiculos`' (docs/decisions.md "Read models for the lists and reports").
 */
const soma = (cond?: RawBuilder<unknown>) => sql`(coalesce(sum(b.n)${cond ? sql` filter (where ${cond})` : sql``}, 0))::int`;

/**
 * GET bi/summary (and bi?tipoReport=2): the month's key figures — billing (all, direct sale, Test Drive), direct-sale
 * orders created, swaps asked and done — with today's stock beside them, billing day by day and per model.
 * Vehicle figures from the counters of bi_veiculos (billing; stock); orders and swaps from their own read models.
 */
export const biSummary = (db: Db, ator: Actor, f: FiltroBiSummary, now: Date): Promise<DadosBiSummary> =>
  emCacheDoAtor(db, 'bi/summary', ator, now, f, () => lerBiSummary(db, ator, f, now));
async function lerBiSummary(db: Db, ator: Actor, f: FiltroBiSummary, now: Date): Promise<DadosBiSummary> {
  await conferirDealer(db, ator, f.concessionariaId);
  const m = mesDe(f, now);
  const onde = filtrosBi(ator, f);
  const noMes = sql`b.data_faturamento between ${m.ini}::date and ${m.fim}::date`;
  const estoque = sql`b.local is not null and b.desde <= ${m.hoje}::date`;
  const acima90 = FAIXAS[FAIXAS.length - 2]!.ate!;
  const dealers = escopoDealers(ator, 'c');
  const dealerIds = dealers ? sql`(select c.id from concessionarias c where ${dealers})` : null;
  const emTroca = (col: string) =>
    todas([dealerIds ? sql`${sql.ref(col)} in ${dealerIds}` : null, f.concessionariaId ? sql`${sql.ref(col)} = ${f.concessionariaId}` : null]);
  const escopoPedido = escopoDoDealer(ator, 'p');
  const spDia = (col: string) => sql`(${sql.ref(col)} at time zone 'America/Sao_Paulo')::date between ${m.ini}::date and ${m.fim}::date`;
  const [fat, est, dia, modelo, trocas, pedidos, opcoes] = await Promise.all([
    sql<{ faturados: number; vd: number; td: number }>`
      select ${soma()} faturados, ${soma(sql`b.venda_direta`)} vd, ${soma(sql`b.test_drive`)} td
      from bi_faturamento_contagens b where ${noMes} and ${onde}`.execute(db),
    sql<{ jlr: number; dealer: number; acima90: number }>`
      select ${soma(sql`b.local = 'jlr'`)} jlr, ${soma(sql`b.local = 'dealer'`)} dealer,
             ${soma(sql`b.local = 'dealer' and b.desde < ${m.hoje}::date - ${acima90}::int`)} acima90
      from bi_estoque_contagens b where ${estoque} and ${onde}`.execute(db),
    sql<{ dia: number; n: number }>`
      select extract(day from b.data_faturamento)::int dia, ${soma()} n from bi_faturamento_contagens b where ${noMes} and ${onde} group by 1`.execute(db),
    // two grouped reads, each over its counter (billing; stock), merged per model below
    sql<{ modelo: string; faturados: number; jlr: number; dealer: number }>`
      with f as (select b.modelo_id, ${soma()} n from bi_faturamento_contagens b where ${noMes} and ${onde} group by 1),
      e as (
        select b.modelo_id, ${soma(sql`b.local = 'jlr'`)} jlr, ${soma(sql`b.local = 'dealer'`)} dealer
        from bi_estoque_contagens b where ${estoque} and ${onde} group by 1)
      select coalesce(mo.descricao, '-') modelo, coalesce(f.n, 0) faturados, coalesce(e.jlr, 0) jlr, coalesce(e.dealer, 0) dealer
      from f full join e on e.modelo_id = f.modelo_id left join modelos mo on mo.id = coalesce(f.modelo_id, e.modelo_id)
      order by 1`.execute(db),
    sql<{ solicitadas: number; efetivadas: number }>`
      select (count(*) filter (where ${spDia('t.solicitado_em')}))::int solicitadas,
             (count(*) filter (where t.status = ${STATUS_TROCA.trocado} and t.respondido_em is not null and ${spDia('t.respondido_em')}))::int efetivadas
      from trocas t where (${emTroca('t.concessionaria_solicitante_id')} or ${emTroca('t.concessionaria_dona_id')})`.execute(db),
    sql<{ n: number }>`
      select count(*)::int n from pedidos p where ${spDia('p.criado_em')} ${escopoPedido ? sql`and ${escopoPedido}` : sql``}
      ${f.concessionariaId ? sql`and p.concessionaria_id = ${f.concessionariaId}` : sql``}`.execute(db),
    opcoesBi(db, ator),
  ]);
  const porDia = new Map(dia.rows.map((r) => [r.dia, r.n]));
  return {
    ano: m.ano,
    mes: m.mes,
    hoje: m.hoje,
    numeros: {
      faturados: fat.rows[0]!.faturados,
      faturadosVendaDireta: fat.rows[0]!.vd,
      faturadosTestDrive: fat.rows[0]!.td,
      pedidosVendaDireta: pedidos.rows[0]!.n,
      trocasSolicitadas: trocas.rows[0]!.solicitadas,
      trocasEfetivadas: trocas.rows[0]!.efetivadas,
      estoqueJlr: est.rows[0]!.jlr,
      estoqueDealer: est.rows[0]!.dealer,
      estoqueDealerAcima90: est.rows[0]!.acima90,
    },
    faturamentoDiario: Array.from({ length: m.dias }, (_, i) => ({ dia: i + 1, faturados: porDia.get(i + 1) ?? 0 })),
    porModelo: modelo.rows.map((r) => ({ modelo: r.modelo, faturados: r.faturados, estoqueJlr: r.jlr, estoqueDealer: r.dealer })),
    opcoes,
  };
}

/**
 * GET bi/emplacamento (and bi?tipoReport=1): registrations — the Emplacamento import's (`emplacamentos`: the
 * registering dealer and date; brand and model from the portal's vehicle of the same chassis) once any was imported,
 * otherwise billed vehicles as a labelled proxy (`fonte` says which; read from the billing counter
 * `bi_faturamento_contagens`) — the 12 months ending in the month asked, and that month per model and dealer. Both
 * sources are read as rows `b` (data_faturamento = the day counted) of `n` vehicles (an import's row: 1), so the filters
 * and the dealer scope are the same.
 */
export const biEmplacamento = (db: Db, ator: Actor, f: FiltroBiSummary, now: Date): Promise<DadosBiEmplacamento> =>
  emCacheDoAtor(db, 'bi/emplacamento', ator, now, f, () => lerBiEmplacamento(db, ator, f, now));
async function lerBiEmplacamento(db: Db, ator: Actor, f: FiltroBiSummary, now: Date): Promise<DadosBiEmplacamento> {
  await conferirDealer(db, ator, f.concessionariaId);
  const m = mesDe(f, now);
  const onde = filtrosBi(ator, f);
  const registrados = (await db.selectFrom('emplacamentos').select('chassi').limit(1).execute()).length > 0;
  const fonte = registrados
    ? sql`(select e.data_emplacamento as data_faturamento, e.concessionaria_id, v.marca_id, v.modelo_id, 1 as n
            from emplacamentos e left join veiculos v on v.chassi = e.chassi)`
    : sql`bi_faturamento_contagens`;
  const t = m.ano * 12 + m.mes - 1;
  const ini12 = `${Math.floor((t - 11) / 12)}-${String(((t - 11) % 12) + 1).padStart(2, '0')}-01`;
  const noMes = sql`b.data_faturamento between ${m.ini}::date and ${m.fim}::date`;
  const [mensal, porModelo, porDealer, opcoes] = await Promise.all([
    sql<{ t: number; n: number }>`
      select (extract(year from b.data_faturamento) * 12 + extract(month from b.data_faturamento) - 1)::int t, ${soma()} n
      from ${fonte} b where b.data_faturamento between ${ini12}::date and ${m.fim}::date and ${onde} group by 1`.execute(db),
    sql<{ rotulo: string; n: number }>`
      select coalesce(mo.descricao, '-') rotulo, ${soma()} n from ${fonte} b left join modelos mo on mo.id = b.modelo_id
      where ${noMes} and ${onde} group by 1 order by 1`.execute(db),
    sql<{ rotulo: string; n: number }>`
      select coalesce(c.codigo_dealer || ' - ' || c.nome, 'Sem dealer') rotulo, ${soma()} n from ${fonte} b
      left join concessionarias c on c.id = b.concessionaria_id where ${noMes} and ${onde} group by 1 order by 1`.execute(db),
    opcoesBi(db, ator),
  ]);
  const porT = new Map(mensal.rows.map((r) => [r.t, r.n]));
  return {
    ano: m.ano,
    mes: m.mes,
    fonte: registrados ? 'emplacamento' : 'faturamento',
    mensal: Array.from({ length: 12 }, (_, i) => {
      const x = t - 11 + i;
      return { ano: Math.floor(x / 12), mes: (x % 12) + 1, quantidade: porT.get(x) ?? 0 };
    }),
    porModelo: porModelo.rows.map((r) => ({ rotulo: r.rotulo, quantidade: r.n })),
    porDealer: porDealer.rows.map((r) => ({ rotulo: r.rotulo, quantidade: r.n })),
    opcoes,
  };
}
