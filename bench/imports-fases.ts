/**
 * Where the time of a 100,000-row Preço import goes, in one process (no Temporal: the activity's body alone), on a
 * scratch PostgreSQL: the upload check (`verificarArquivo`), reading/parsing the CSV, parsing + validating, then the
 * whole `processarImportacao` with each statement's time summed by what it writes (Kysely's query log) and the
 * per-batch callback (the activity's heartbeat) counted. Run: pnpm bench:imports-fases [rows per batch]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { createPool } from '@portal/core/db/connect';
import type { Database } from '@portal/core/db/types';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { DEFINICOES_POR_ARQUIVO, processarImportacao, registrarImportacao, TAMANHO_LOTE, verificarArquivo } from '@portal/core/imports/index';
import { linhas as linhasDoArquivo, mapaDeColunas } from '@portal/core/imports/verificacao';
import { definicaoPreco } from '@portal/core/imports/tipos/preco';
import { precosDeBench } from './imports-dados.ts';
import { scratchDb } from './lib.ts';

const N = 100_000;
const lote = Number(process.argv[2] ?? TAMANHO_LOTE);
const s = await scratchDb(4);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-fases-'));
const ms = (a: number) => `${(a / 1000).toFixed(2)} s`;
try {
  await seedDemo({ db: s.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => new Date(), appUrl: 'http://bench' }, { vehicles: 0 });
  const { arquivo } = await precosDeBench(s.db, N);

  let t = performance.now();
  await verificarArquivo(arquivo, 'precos.csv', definicaoPreco);
  const verificacao = performance.now() - t;

  t = performance.now();
  let n = 0;
  for await (const _ of linhasDoArquivo(arquivo, 'csv')) n++;
  const leitura = performance.now() - t;

  t = performance.now();
  const ctx = await definicaoPreco.carregarContexto(s.db, {});
  const vistas = new Set<string>();
  let colunas: Map<number, string> | null = null;
  let ok = 0;
  for await (const bruta of linhasDoArquivo(arquivo, 'csv')) {
    if (!colunas) {
      colunas = mapaDeColunas(bruta, definicaoPreco);
      continue;
    }
    const celulas: Record<string, string> = {};
    for (const [i, nome] of colunas) celulas[nome] = bruta.valores[i] ?? '';
    const r = definicaoPreco.validar({ numero: bruta.numero, celulas }, ctx, {}, vistas);
    if (r.status === 2) {
      vistas.add(r.chave);
      ok++;
    }
  }
  const validacao = performance.now() - t;

  // the whole activity body, each statement timed by what it touches
  const porAlvo = new Map<string, { n: number; ms: number }>();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(s.url, 4) }),
    log(e) {
      const q = e.query.sql.replace(/\s+/g, ' ').toLowerCase();
      const alvo = /^(insert into|update|select [^]*? from|delete from) "?([a-z_]+)/.exec(q);
      const k = alvo ? `${alvo[1]!.split(' ')[0]} ${alvo[2]}` : q.slice(0, 40);
      const a = porAlvo.get(k) ?? { n: 0, ms: 0 };
      a.n++;
      a.ms += e.queryDurationMillis;
      porAlvo.set(k, a);
    },
  });
  const arm = await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos'));
  const g = await arm.put(
    (async function* () {
      yield arquivo;
    })(),
    { tamanhoMaximo: 1e8 },
  );
  const arquivoId = randomUUID();
  await db
    .insertInto('arquivos')
    .values({
      id: arquivoId,
      chave: g.chave,
      nome_original: 'precos.csv',
      tipo_conteudo: 'text/csv',
      tamanho: g.tamanho,
      sha256: g.sha256,
      enviado_por_id: 1,
      enviado_por_nome: 'A',
      espelho_admin_id: null,
      concessionaria_id: null,
      enviado_em: new Date(),
      finalidade: 'importacao',
    })
    .execute();
  const id = await registrarImportacao(db, {
    arquivo: 3,
    parametros: {},
    nomeArquivo: 'precos.csv',
    arquivoId,
    total: N,
    usuarioId: 1,
    usuarioNome: 'A',
    agora: new Date(),
  });
  porAlvo.clear();
  let lotes = 0;
  let rssPico = process.memoryUsage().rss;
  t = performance.now();
  const status = await processarImportacao({ db, armazenamento: arm, definicoes: DEFINICOES_POR_ARQUIVO, now: () => new Date() }, id, {
    tamanhoLote: lote,
    aoLote: () => {
      lotes++;
      rssPico = Math.max(rssPico, process.memoryUsage().rss);
    },
  });
  const total = performance.now() - t;
  const fim = await db.selectFrom('importacoes').select(['ok', 'erro', 'duplicado', 'lidas']).where('id', '=', id).executeTakeFirstOrThrow();
  await db.destroy();

  console.log(`fases de uma importação Preço de ${N} linhas (CSV ${(arquivo.length / 1e6).toFixed(1)} MB), lotes de ${lote}, num só processo`);
  console.log(`  verificação do envio (estrutura, UTF-8, contagem): ${ms(verificacao)}`);
  console.log(`  leitura do CSV (${n} registros): ${ms(leitura)}`);
  console.log(`  leitura + validação (${ok} aceitas): ${ms(validacao)}`);
  console.log(
    `  processarImportacao: ${ms(total)} → ${Math.round(N / (total / 1000))} linhas/s; status ${status}, ${JSON.stringify(fim)}; ${lotes} lotes; pico RSS ${(rssPico / 1048576).toFixed(0)} MB`,
  );
  for (const [k, v] of [...porAlvo].sort((a, b) => b[1].ms - a[1].ms)) console.log(`    ${k}: ${v.n}× ${ms(v.ms)}`);
} finally {
  await s.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
