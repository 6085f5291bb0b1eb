import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Db } from '@portal/core/kernel/index';
import { STATUS_IMPORTACAO } from '@portal/contracts/imports/aba';
import { precosDeBench } from '../imports-dados.ts';
import { multipart, type Api, type WriteRecord } from './client.ts';

const FINAIS: number[] = [STATUS_IMPORTACAO.ok, STATUS_IMPORTACAO.duplicado, STATUS_IMPORTACAO.erro, STATUS_IMPORTACAO.aviso];

export interface ArquivoDoDrill {
  nome: string;
  linhas: number;
  conteudo: Buffer;
}

/** A Preço CSV of `n` distinct valid rows (bench/imports-dados.ts), named uniquely so its imports can be counted. */
export async function arquivoDePrecos(db: Db, n: number): Promise<ArquivoDoDrill> {
  const { arquivo } = await precosDeBench(db, n);
  return { nome: `drill-precos-${randomBytes(4).toString('hex')}.csv`, linhas: n, conteudo: arquivo };
}

/** `POST importacoes/preco-final` (the Preço tab's own path; `importacoes?arquivo=…` runs the same handler) with its Idempotency-Key */
export const enviarImportacao = (http: Api, admin: string, a: ArquivoDoDrill): Promise<WriteRecord> =>
  http.write('importacao', 'admin', admin, 'POST', 'importacoes/preco-final', multipart(a.nome, 'text/csv', a.conteudo));

/** where the import stands (status, rows read) — logged at the faults it should cross */
export async function progresso(q: pg.Pool, a: ArquivoDoDrill): Promise<string> {
  const r = await q
    .query<{ id: number; status: number; lidas: number; total: number | null }>(
      `select id, status, lidas, total from importacoes where nome_arquivo = $1 order by id`,
      [a.nome],
    )
    .catch(() => null);
  if (!r) return 'importação: banco indisponível';
  if (!r.rows.length) return 'importação: ainda não registrada';
  return r.rows.map((x) => `importação ${x.id}: status ${x.status}, ${x.lidas} de ${x.total ?? '?'} linhas lidas`).join('; ');
}

/** true once every import of the file reached a final status (the settle waits for it) */
export async function terminou(q: pg.Pool, a: ArquivoDoDrill): Promise<boolean> {
  const r = await q.query<{ status: number }>(`select status from importacoes where nome_arquivo = $1`, [a.nome]);
  return r.rows.every((x) => FINAIS.includes(x.status) || x.status === STATUS_IMPORTACAO.cancelado);
}

/**
 * The import crossed the faults and finished exactly once: one `importacoes` row for the acknowledged upload, a final
 * status, every row of the file read once (`importacao_linhas` one per row number, totals adding up to the file) and
 * every row written once (`precos_finais` of the import = the rows recorded as ok).
 */
export async function conferirImportacao(q: pg.Pool, a: ArquivoDoDrill, recs: WriteRecord[]): Promise<{ ok: boolean; linhas: string[] }> {
  const out: string[] = [];
  const problemas: string[] = [];
  const confirmada = recs.some((r) => r.outcome === 'acknowledged' || r.outcome === 'processed-answer-lost');
  const imps = (
    await q.query<{ id: number; status: number; lidas: number; total: number; ok: number; aviso: number; erro: number; duplicado: number; concluida: boolean }>(
      `select id, status, lidas, total, ok, aviso, erro, duplicado, concluida_em is not null as concluida from importacoes where nome_arquivo = $1 order by id`,
      [a.nome],
    )
  ).rows;
  if (confirmada && imps.length === 0) problemas.push('envio confirmado sem importação registrada (perdida)');
  if (imps.length > 1) problemas.push(`${imps.length} importações para um envio (duplicada)`);
  for (const i of imps) {
    const l = (
      await q.query<{ n: string; numeros: string; max: number | null }>(
        `select count(*) as n, count(distinct numero) as numeros, max(numero) as max from importacao_linhas where importacao_id = $1`,
        [i.id],
      )
    ).rows[0]!;
    const precos = (await q.query<{ n: string }>(`select count(*) as n from precos_finais where importacao_id = $1`, [i.id])).rows[0]!.n;
    const soma = i.ok + i.aviso + i.erro + i.duplicado;
    out.push(
      `  importação ${i.id} (${a.linhas} linhas): status ${i.status}${i.concluida ? ' concluída' : ''}; lidas ${i.lidas}/${i.total}; ok ${i.ok}, aviso ${i.aviso}, erro ${i.erro}, duplicado ${i.duplicado}; ` +
        `resultados por linha ${l.n} (${l.numeros} números distintos); preços gravados ${precos}`,
    );
    if (!FINAIS.includes(i.status) || !i.concluida) problemas.push(`importação ${i.id} não terminou (status ${i.status})`);
    if (i.total !== a.linhas || i.lidas !== a.linhas || soma !== a.linhas)
      problemas.push(`importação ${i.id}: totais ${soma}/${i.lidas}/${i.total} ≠ ${a.linhas} linhas`);
    if (Number(l.n) !== a.linhas || Number(l.numeros) !== a.linhas) problemas.push(`importação ${i.id}: ${l.n} resultados de linha para ${a.linhas} linhas`);
    if (i.ok !== a.linhas) problemas.push(`importação ${i.id}: ${i.ok} linhas ok de ${a.linhas} válidas e distintas`);
    if (Number(precos) !== i.ok + i.aviso) problemas.push(`importação ${i.id}: ${precos} preços gravados para ${i.ok + i.aviso} linhas aceitas`);
  }
  out.unshift(`\nimportação em curso durante as falhas: ${imps.length} registrada(s), terminada uma vez: ${problemas.length === 0 ? 'sim' : 'NÃO'}`);
  for (const p of problemas) out.push(`  problema: ${p}`);
  return { ok: problemas.length === 0, linhas: out };
}
