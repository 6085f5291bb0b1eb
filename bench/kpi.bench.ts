/**
 * The KPI summaries (docs/decisions.md "Read models for the lists and reports"): `kpi/resumo/dealer`, `nsc-por-mes`,
 * `nsc-por-dealer` and the BI 'KPI Total' (`bi/KpiApproved`) over a realistic KPI volume — `dealers` dealers × the 12
 * months of the current year × `veiculos` KPI vehicles each (80% with a preparation), the 7 standards, ~20 captações,
 * Outros and an imported monthly retail per model — at `clients` concurrent clients, each call rotating over dealers and
 * months, beside a bare baseline (Fastify + pg `select 1`). The load generator runs in its own process
 * (carga-chamadas.ts). Prints req/s, p50, p99 per call with the read cache off (BENCH_MODOS=sem) or in the three modes.
 * The bulk load also times the read model's upkeep: one statement per table, the commit-time recompute included.
 * Run: pnpm bench:kpi [dealers=60] [veiculos=50] [secondsPerCall=3] [clients=16]
 */
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { bancoDoBench } from './lib.ts';
import { appDoBench } from './app-do-bench.ts';
import { medirEmModos, type Chamada } from './carga-chamadas.ts';

const DEALERS = Number(process.argv[2] ?? 60);
const VEICULOS = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 3);
const CONCURRENCY = Number(process.argv[5] ?? 16);

const s = await bancoDoBench(30);
const tokens = new TokenService(randomBytes(32).toString('hex'));
const now = new Date();
const hoje = dataEmSaoPaulo(now);
const ANO = Number(hoje.slice(0, 4));
const MES = Number(hoje.slice(5, 7));

/** Each load statement timed (its triggers and, in its own transaction, the commit-time recompute of the read model). */
async function carregar(nome: string, q: ReturnType<typeof sql>) {
  const t0 = performance.now();
  const r = await q.execute(s.db);
  console.log(`${nome}: ${r.numAffectedRows ?? 0} linhas em ${Math.round(performance.now() - t0)} ms`);
}

// a kept database (BENCH_DB) is filled on its first run only
if (!(await s.db.selectFrom('participantes').select('id').limit(1).executeTakeFirst())) {
  await seedDemo({ db: s.db, tokens, now: () => now, appUrl: 'http://bench' }, { vehicles: 0 });
  await carregar(
    'concessionárias',
    sql`insert into concessionarias (codigo_dealer, nome, concessionaria_grupo_id, regional_id)
      select 'BKPI' || g, 'Bench KPI ' || g, (select min(id) from concessionaria_grupos), (select min(id) from regionais)
      from generate_series(1, greatest(0, ${DEALERS} - (select count(*) from concessionarias where status = 1))::int) g`,
  );
  const d = sql`(select id, row_number() over (order by id) as i from concessionarias where status = 1 order by id limit ${DEALERS}) d`;
  const m = sql`generate_series(1, 12) m`;
  await carregar(
    'kpi_veiculos',
    sql`insert into kpi_veiculos (id, ano, mes, concessionaria_id, chassi, marca_id, marca_nome, approved, status, valor_venda, depreciacao, contexto, versao, ultima_posicao)
      select nextval('kpi_veiculo_id'), ${ANO}, m, d.id, 'BKPI' || d.id || 'M' || m || 'V' || v, 1 + (v % 2),
             case when v % 2 = 0 then 'Jaguar' else 'Land Rover' end, v % 3 = 0, 'Aprovados', 250000 + v * 1000,
             case when v % 5 <> 0 then 10 + (v % 7) * 1.25 end, '{}'::jsonb, 1, 0
      from ${d}, ${m}, generate_series(1, ${VEICULOS}) v`,
  );
  await carregar(
    'kpi_preparacoes',
    sql`insert into kpi_preparacoes (veiculo_id, custo_preparacao, tempo_preparacao, tempo_publicacao)
      select id, 1500 + (id % 9) * 250, 2 + id % 10, 1 + id % 4 from kpi_veiculos where id % 5 <> 0 and chassi like 'BKPI%'`,
  );
  await carregar(
    'kpi_standards',
    sql`insert into kpi_standards (ano, mes, concessionaria_id, standard_id, cumpriu)
      select ${ANO}, m, d.id, c.id, (d.i + m + c.id) % 3 <> 0 from ${d}, ${m}, kpi_standards_catalogo c
      on conflict do nothing`,
  );
  await carregar(
    'kpi_captacoes',
    sql`insert into kpi_captacoes (ano, mes, concessionaria_id, marca_id, chassi, custo_aquisicao, tipo_aquisicao_id)
      select ${ANO}, m, d.id, 1 + (c % 8), 'CAP' || d.id || 'M' || m || 'C' || c, 150000, 1 + (c % 2)
      from ${d}, ${m}, generate_series(1, 20) c`,
  );
  await carregar(
    'kpi_outros',
    sql`insert into kpi_outros (ano, mes, concessionaria_id, total_venda_veiculos_novos, estoque_ate_30, estoque_31_60, estoque_61_90, estoque_acima_90, total_seminovos_vendidos_nao_jlr)
      select ${ANO}, m, d.id, case when m % 4 <> 0 then 20 + d.i % 15 end, 10, 6, 3, 2, 4 from ${d}, ${m}
      on conflict do nothing`,
  );
  await carregar(
    'varejo_mensal (importada)',
    sql`insert into varejo_mensal (ano, mes, concessionaria_id, modelo_id, canal, quantidade, fonte)
      select ${ANO}, m, d.id, mo.id, 1, 1 + (d.i + mo.id) % 5, 'importacao' from ${d}, ${m}, (select id from modelos order by id limit 10) mo
      on conflict (ano, mes, concessionaria_id, modelo_id, canal) do update set quantidade = excluded.quantidade, fonte = excluded.fonte`,
  );
}
await sql`vacuum analyze`.execute(s.db);
const n = await sql<{ v: number; c: number; d: number }>`
  select (select count(*) from kpi_veiculos)::int v, (select count(*) from kpi_captacoes)::int c,
         (select count(distinct concessionaria_id) from kpi_veiculos)::int d`.execute(s.db);
console.log('KPI', n.rows[0]);

const { url, bareUrl, entrar, fechar } = await appDoBench(s, tokens);

const admin = await entrar('admin@demo.portal.com.br');
const dealers = (await sql<{ id: number }>`select distinct concessionaria_id as id from kpi_veiculos order by 1`.execute(s.db)).rows.map((x) => x.id);
const api = (p: string) => `${url}/api/v1/${p}`;
const meses = Array.from({ length: MES }, (_, i) => i + 1);
// each call rotates over dealers and months (so no answer is the same request over and over)
const chamadas: Chamada[] = [
  { nome: 'baseline: bare Fastify + pg select 1', url: `${bareUrl}/bare`, token: null },
  {
    nome: 'GET kpi/resumo/dealer',
    url: dealers.map((d, i) => api(`kpi/resumo/dealer?ano=${ANO}&mesId=${meses[i % meses.length]}&concessionariaId=${d}`)),
    token: admin,
  },
  { nome: 'GET kpi/resumo/nsc-por-mes', url: meses.map((m) => api(`kpi/resumo/nsc-por-mes?ano=${ANO}&mesId=${m}`)), token: admin },
  { nome: 'GET kpi/resumo/nsc-por-dealer', url: dealers.map((d) => api(`kpi/resumo/nsc-por-dealer?ano=${ANO}&concessionariaId=${d}`)), token: admin },
  { nome: 'GET bi/KpiApproved', url: [ANO, ANO - 1].map((a) => api(`bi/KpiApproved?ano=${a}`)), token: admin },
];

try {
  // every answer of the calls once, hashed: the old and the new code answer the same bytes over the same database
  const hash = createHash('sha256');
  process.env.PORTAL_SEM_CACHE_DE_LEITURA = '1';
  for (const c of chamadas.slice(1))
    for (const u of [c.url].flat()) hash.update(await (await fetch(u, { headers: { authorization: `Bearer ${admin}` } })).text());
  console.log('hash das respostas', hash.digest('hex'));
  // a write to a KPI table as a dealer's screen makes (what changes the read version)
  await medirEmModos(chamadas, {
    segundos: SECONDS,
    clientes: CONCURRENCY,
    tabela: 'kpi_outros',
    escrever: () =>
      sql`update kpi_outros set estoque_ate_30 = estoque_ate_30 where (ano, mes, concessionaria_id) = (select ano, mes, concessionaria_id from kpi_outros limit 1)`.execute(
        s.db,
      ),
  });
  console.log(
    `KPI: ${dealers.length} dealers × 12 meses × ${VEICULOS} veículos, ${CONCURRENCY} clientes; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await fechar();
  await s.drop();
}
