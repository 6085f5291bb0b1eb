import { sql } from 'kysely';
import type { LinhaHistorico } from '@portal/contracts/imports/schemas';
import { STATUS_IMPORTACAO as S } from '@portal/contracts/imports/aba';
import { impmsg } from '@portal/contracts/imports/messages';
import { InvalidInput, NotFound, paginate, type Db, type Paginacao, type Pagina } from '../kernel/index.ts';
import { anexarArquivo, type Armazenamento } from '../storage/index.ts';
import type { DefinicaoImportacao, LinhaLida, ParametrosImportacao, ResultadoLinha } from './definicao.ts';
import { lotes, mapaDeColunas } from './verificacao.ts';
import { gravarLoteDaImportacao, type LinhaDoLote } from './lote.ts';
import { avisarFimDaImportacao } from './avisos.ts';

/** Rows written per transaction: a retry redoes at most one batch; the cancel flag is read between batches. */
export const TAMANHO_LOTE = 5000;

export interface NovaImportacao {
  arquivo: number;
  parametros: ParametrosImportacao;
  nomeArquivo: string;
  arquivoId: string;
  total: number;
  usuarioId: number;
  usuarioNome: string;
  agora: Date;
}

/** Records an upload as an import (status 0 Lendo Arquivo; the caller's transaction), the file marked attached. */
export async function registrarImportacao(db: Db, n: NovaImportacao): Promise<number> {
  if (!(await anexarArquivo(db, n.arquivoId, 'importacao'))) throw new NotFound();
  const r = await db
    .insertInto('importacoes')
    .values({
      arquivo: n.arquivo,
      parametros: JSON.stringify(n.parametros),
      nome_arquivo: n.nomeArquivo,
      arquivo_id: n.arquivoId,
      total: n.total,
      usuario_id: n.usuarioId,
      usuario_nome: n.usuarioNome,
      data_importacao: n.agora,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Marks the import as handed to Temporal (the sweep starts those that were not). */
export async function marcarIniciada(db: Db, id: number): Promise<void> {
  await db.updateTable('importacoes').set({ iniciada: true }).where('id', '=', id).execute();
}

/** Imports recorded but never handed to Temporal (Temporal was away), older than `antesDe`. */
export async function importacoesPendentes(db: Db, antesDe: Date): Promise<number[]> {
  const r = await db
    .selectFrom('importacoes')
    .select('id')
    .where('status', '=', S.lendoArquivo)
    .where('iniciada', '=', false)
    .where('cancelar', '=', false)
    .where('data_importacao', '<', antesDe)
    .orderBy('id')
    .limit(100)
    .execute();
  return r.map((x) => x.id);
}

const FINAIS: readonly number[] = [S.ok, S.duplicado, S.erro, S.cancelado, S.aviso];

export interface DepsMotor {
  db: Db;
  armazenamento: Armazenamento;
  definicoes: ReadonlyMap<number, DefinicaoImportacao>;
  now: () => Date;
}

/**
 * Reads the import's file and writes it, one batch of `tamanhoLote` rows per transaction: each row's outcome goes to
 * `importacao_linhas` (unique per import and row number) and the accepted rows of the batch to the tab's read model
 * (`gravarLote`), together with the progress. Restartable: rows already recorded are skipped (a retried activity
 * writes nothing twice). Between batches it reads the cancel flag and stops with 5 Cancelado. Ends with the totals
 * and the final status: 2 OK when every row was accepted, 4 Erro when none was, 7 Aviso otherwise.
 */
export async function processarImportacao(
  deps: DepsMotor,
  id: number,
  opts: {
    tamanhoLote?: number;
    aoLote?: () => void | Promise<void>;
    /**
     * the share of the machine left to the people using the portal: after each batch, a pause of `folga` × the time the
     * batch took (1: the import works at most half the time), one batch at a time (the worker's IMPORTACAO_FOLGA)
     */
    folga?: number;
  } = {},
): Promise<number> {
  const { db } = deps;
  const imp = await db.selectFrom('importacoes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!imp) throw new NotFound(impmsg.importacaoInexistente);
  if (FINAIS.includes(imp.status)) return imp.status;
  if (imp.cancelar) return finalizarCancelada(db, id, deps.now());
  const def = deps.definicoes.get(imp.arquivo);
  if (!def) throw new InvalidInput(impmsg.abaInexistente);
  await db.updateTable('importacoes').set({ status: S.processandoDados, iniciada: true }).where('id', '=', id).execute();
  const arquivo = await db.selectFrom('arquivos').select(['chave', 'nome_original']).where('id', '=', imp.arquivo_id).executeTakeFirstOrThrow();
  const bytes = await lerTudo(await deps.armazenamento.get(arquivo.chave));
  const tipo = bytes[0] === 0x50 && bytes[1] === 0x4b ? 'xlsx' : 'csv';
  const params = imp.parametros as ParametrosImportacao;
  const ctx = await def.carregarContexto(db, params);

  const feitas = await db.selectFrom('importacao_linhas').select(['numero', 'status', 'chave']).where('importacao_id', '=', id).execute();
  const jaFeitas = new Set(feitas.map((f) => f.numero));
  const vistas = new Set(feitas.filter((f) => (f.status === S.ok || f.status === S.aviso) && f.chave).map((f) => f.chave!));
  const tamanho = opts.tamanhoLote ?? TAMANHO_LOTE;
  let colunas: Map<number, string> | null = null;
  let lote: LinhaDoLote[] = [];
  let lidas = feitas.length;

  const folga = Math.max(0, opts.folga ?? 0);
  /** writes the batch (then its pause, with a folga), the heartbeat and the cancel flag: true when a cancel was asked */
  const gravar = async (atual: LinhaDoLote[]) => {
    const inicio = performance.now();
    await gravarLoteDaImportacao(db, def, id, params, atual);
    if (folga > 0) await new Promise((r) => setTimeout(r, (performance.now() - inicio) * folga));
    await opts.aoLote?.();
    const { cancelar } = await db.selectFrom('importacoes').select('cancelar').where('id', '=', id).executeTakeFirstOrThrow();
    return cancelar;
  };
  // a batch in flight while the next is read and validated (the database and this process work at the same time); a tab
  // whose batches touch distinct rows may have more than one in flight (definicao.ts `lotesEmParalelo`), each in its own
  // transaction, using the database's other core; once that many are in flight the oldest must commit, with no cancel
  // asked, before the next is sent, so batches stay whole
  const paralelos = folga > 0 ? 1 : Math.max(1, def.lotesEmParalelo ?? 1);
  const emVoo: Promise<boolean>[] = [];
  const esperar = async () => {
    let cancelar = false;
    while (emVoo.length) if (await emVoo.shift()!) cancelar = true;
    return cancelar;
  };
  const despachar = async () => {
    while (emVoo.length >= paralelos) if (await emVoo.shift()!) return (await esperar()) || true;
    if (lote.length === 0) return false;
    const p = gravar(lote);
    p.catch(() => {}); // awaited by a later despachar/esperar; not an unhandled rejection meanwhile
    emVoo.push(p);
    lote = [];
    return false;
  };

  /** the file's rows in batches (a tab with its own layout gives its rows one by one) */
  async function* lotesDoArquivo(): AsyncGenerator<LinhaLida[]> {
    if (def!.lerLinhas) {
      for await (const l of def!.lerLinhas(bytes, tipo)) yield [l];
      return;
    }
    for await (const brutas of lotes(bytes, tipo)) {
      const lidas: LinhaLida[] = [];
      for (const bruta of brutas) {
        if (!colunas) {
          colunas = mapaDeColunas(bruta, def!);
          continue;
        }
        const celulas: Record<string, string> = {};
        for (const [i, nome] of colunas) celulas[nome] = bruta.valores[i] ?? '';
        lidas.push({ numero: bruta.numero, celulas });
      }
      yield lidas;
    }
  }

  try {
    for await (const linhas of lotesDoArquivo())
      for (const linha of linhas) {
        if (jaFeitas.has(linha.numero)) continue;
        let r: ResultadoLinha<unknown>;
        try {
          r = def.validar(linha, ctx, params, vistas);
        } catch {
          r = { status: 4, mensagem: impmsg.falhaProcessamento };
        }
        if (r.status === S.ok || r.status === S.aviso) {
          vistas.add(r.chave);
          lote.push({ linha, status: r.status, mensagem: r.mensagem ?? null, chave: r.chave, valor: r.valor });
        } else lote.push({ linha, status: r.status, mensagem: r.mensagem ?? null, chave: r.chave ?? null });
        lidas++;
        if (lote.length >= tamanho && (await despachar())) return finalizarCancelada(db, id, deps.now());
      }
    if ((await despachar()) || (await esperar())) return finalizarCancelada(db, id, deps.now());
  } finally {
    // a failure while batches are in flight: let them settle (committed or rolled back) before the activity fails
    await Promise.allSettled(emVoo);
  }
  if (def.concluir) await db.transaction().execute((trx) => def.concluir!(trx, params, id));
  const t = await db.selectFrom('importacoes').select(['ok', 'aviso', 'erro', 'duplicado']).where('id', '=', id).executeTakeFirstOrThrow();
  const status = t.ok + t.aviso === 0 ? S.erro : t.aviso + t.erro + t.duplicado > 0 ? S.aviso : S.ok;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('importacoes').set({ status, total: lidas, concluida_em: deps.now() }).where('id', '=', id).execute();
    await avisarFimDaImportacao(trx, id, deps.now());
  });
  return status;
}

async function finalizarCancelada(db: Db, id: number, agora: Date): Promise<number> {
  await db.updateTable('importacoes').set({ status: S.cancelado, concluida_em: agora }).where('id', '=', id).execute();
  return S.cancelado;
}

/** The import failed for good (the workflow gave up): 4 Erro with the message; rows written so far are kept. */
export async function falharImportacao(db: Db, id: number, agora: Date, mensagem: string = impmsg.falhaProcessamento): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('importacoes')
      .set({ status: S.erro, mensagem, concluida_em: agora })
      .where('id', '=', id)
      .where('status', 'not in', FINAIS as number[])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) await avisarFimDaImportacao(trx, id, agora);
  });
}

/**
 * Asks a running import to stop: it stops between batches with 5 Cancelado (batches written stay, each whole).
 * One never handed to Temporal is cancelled at once. A finished import is refused (400).
 */
export async function cancelarImportacao(db: Db, id: number, agora: Date): Promise<{ status: number }> {
  const imp = await db.selectFrom('importacoes').select(['status', 'iniciada']).where('id', '=', id).executeTakeFirst();
  if (!imp) throw new NotFound(impmsg.importacaoInexistente);
  if (FINAIS.includes(imp.status)) throw new InvalidInput(impmsg.naoCancelavel);
  await db.updateTable('importacoes').set({ cancelar: true }).where('id', '=', id).execute();
  if (!imp.iniciada && imp.status === S.lendoArquivo) return { status: await finalizarCancelada(db, id, agora) };
  return { status: imp.status };
}

export type { LinhaHistorico };

const comoHistorico = (r: {
  id: number;
  arquivo: number;
  nome_arquivo: string;
  data_importacao: Date;
  total: number | null;
  ok: number;
  aviso: number;
  erro: number;
  duplicado: number;
  status: number;
  lidas: number;
  mensagem: string | null;
  usuario_nome: string;
}): LinhaHistorico => ({
  id: r.id,
  arquivo: r.arquivo,
  nomeArquivo: r.nome_arquivo,
  dataImportacao: r.data_importacao.toISOString(),
  total: r.total ?? 0,
  ok: r.ok,
  aviso: r.aviso,
  erro: r.erro,
  duplicado: r.duplicado,
  status: r.status,
  lidas: r.lidas,
  percentual: FINAIS.includes(r.status) ? 100 : r.total ? Math.min(100, Math.floor((r.lidas * 100) / r.total)) : 0,
  mensagem: r.mensagem,
  usuarioNome: r.usuario_nome,
});

const COLUNAS = [
  'id',
  'arquivo',
  'nome_arquivo',
  'data_importacao',
  'total',
  'ok',
  'aviso',
  'erro',
  'duplicado',
  'status',
  'lidas',
  'mensagem',
  'usuario_nome',
] as const;

/** The history of one tab, newest first (002 §7.4 `GET importacoes?arquivo`). */
export async function listarImportacoes(db: Db, arquivos: readonly number[], p: Paginacao): Promise<Pagina<LinhaHistorico>> {
  const { page, perPage, offset } = paginate(p, { perPage: 10, max: 100 });
  const rows = await db
    .selectFrom('importacoes')
    .select(COLUNAS)
    .select(sql<number>`count(*) over ()`.as('qtd'))
    .where('arquivo', 'in', arquivos as number[])
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset(offset)
    .execute();
  let total = rows.length ? Number(rows[0]!.qtd) : 0;
  if (!rows.length && offset > 0)
    total = Number(
      (
        await db
          .selectFrom('importacoes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('arquivo', 'in', arquivos as number[])
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return { rows: rows.map(comoHistorico), page, total } as Pagina<LinhaHistorico>;
}

/** One import's progress and totals. */
export async function lerImportacao(db: Db, id: number): Promise<LinhaHistorico | null> {
  const r = await db.selectFrom('importacoes').select(COLUNAS).where('id', '=', id).executeTakeFirst();
  return r ? comoHistorico(r) : null;
}

/** The rows of an import with one status, in file order, streamed in pages (the result report). */
export async function* linhasComStatus(db: Db, id: number, status: number): AsyncGenerator<{ numero: number; chave: string | null; mensagem: string | null }> {
  let depois = 0;
  for (;;) {
    const page = await db
      .selectFrom('importacao_linhas')
      .select(['numero', 'chave', 'mensagem'])
      .where('importacao_id', '=', id)
      .where('status', '=', status)
      .where('numero', '>', depois)
      .orderBy('numero')
      .limit(1000)
      .execute();
    for (const r of page) yield r;
    if (page.length < 1000) return;
    depois = page[page.length - 1]!.numero;
  }
}

async function lerTudo(s: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const c of s) partes.push(Buffer.from(c));
  return Buffer.concat(partes);
}
