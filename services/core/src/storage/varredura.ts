import { sql } from 'kysely';
import type { Db } from '../kernel/index.ts';
import type { Armazenamento } from './armazenamento.ts';

/** 24 hours: an upload nothing attached by then is removed (docs/decisions.md "Files and uploads"). */
export const CARENCIA_ARQUIVO_SOLTO_MS = 24 * 60 * 60 * 1000;

export interface VarreduraDeps {
  db: Db;
  armazenamento: Armazenamento;
  now: () => Date;
}

export interface OpcoesVarredura {
  /** how old an unattached upload must be to go; default `CARENCIA_ARQUIVO_SOLTO_MS` */
  carenciaMs?: number;
  /** rows read at a time; default 200 */
  lote?: number;
  /** the most files one pass removes (the next pass goes on); default 5000 */
  maximo?: number;
  /** called after each batch (the activity heartbeats) */
  aoLote?: () => void;
}

export interface ResultadoVarredura {
  /** files removed by this pass (row and bytes) */
  removidos: number;
  /** keys a previous pass left between the row and the bytes, whose bytes this pass removed */
  retomados: number;
}

const violaChaveEstrangeira = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23503';

/**
 * Deletes the file's metadata row when it is still unattached and uploaded before `limite`, and queues its key in
 * `arquivos_descartados` — one statement, so both or neither. A command attaching the file at the same moment either
 * holds the row (FOR KEY SHARE, `anexarArquivo`) and this waits for it, then fails the foreign key of its mark (null: kept),
 * or comes second and finds no row (it refuses the file). Null when the file is attached, recent or gone. Run it on its
 * own (outside a transaction) or as a transaction's last statement: a foreign-key refusal aborts the transaction.
 */
export async function descartarArquivo(db: Db, id: string, limite: Date): Promise<string | null> {
  try {
    const r = await sql<{ chave: string }>`
      with d as (
        delete from arquivos a
        where a.id = ${id} and a.enviado_em < ${limite}
          and not exists (select 1 from arquivos_anexados x where x.arquivo_id = a.id)
          and not exists (select 1 from importacoes i where i.arquivo_id = a.id)
        returning a.chave
      )
      insert into arquivos_descartados (chave) select chave from d returning chave`.execute(db);
    return r.rows[0]?.chave ?? null;
  } catch (e) {
    if (violaChaveEstrangeira(e)) return null;
    throw e;
  }
}

/** Removes the bytes of a discarded file, then its key from the queue (both idempotent). */
async function apagarBytes(deps: VarreduraDeps, chave: string): Promise<void> {
  await deps.armazenamento.delete(chave);
  await deps.db.deleteFrom('arquivos_descartados').where('chave', '=', chave).execute();
}

/**
 * The sweep of uploads never attached: each file uploaded more than `carenciaMs` ago that no command attached
 * (no `arquivos_anexados` mark, no import) loses its metadata row, then its bytes. The row goes first, so a file is never
 * listed without its bytes; a pass that stops between the two leaves the key in `arquivos_descartados` and the next pass
 * removes the bytes first. Idempotent: running it twice, or two at once, removes each file once.
 */
export async function varrerArquivosSoltos(deps: VarreduraDeps, opcoes: OpcoesVarredura = {}): Promise<ResultadoVarredura> {
  const lote = opcoes.lote ?? 200;
  const maximo = opcoes.maximo ?? 5000;
  const limite = new Date(deps.now().getTime() - (opcoes.carenciaMs ?? CARENCIA_ARQUIVO_SOLTO_MS));
  let retomados = 0;
  for (;;) {
    const pendentes = await deps.db.selectFrom('arquivos_descartados').select('chave').orderBy('descartado_em').orderBy('chave').limit(lote).execute();
    for (const { chave } of pendentes) await apagarBytes(deps, chave);
    retomados += pendentes.length;
    opcoes.aoLote?.();
    if (pendentes.length < lote) break;
  }
  let removidos = 0;
  let depois: { enviadoEm: Date; id: string } | null = null;
  while (removidos < maximo) {
    let q = deps.db
      .selectFrom('arquivos as a')
      .select(['a.id', 'a.enviado_em'])
      .where('a.enviado_em', '<', limite)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('arquivos_anexados as x').select('x.arquivo_id').whereRef('x.arquivo_id', '=', 'a.id'))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('importacoes as i').select('i.id').whereRef('i.arquivo_id', '=', 'a.id'))))
      .orderBy('a.enviado_em')
      .orderBy('a.id')
      .limit(Math.min(lote, maximo - removidos));
    if (depois) {
      const d = depois;
      q = q.where((eb) => eb.or([eb('a.enviado_em', '>', d.enviadoEm), eb.and([eb('a.enviado_em', '=', d.enviadoEm), eb('a.id', '>', d.id)])]));
    }
    const candidatos = await q.execute();
    for (const c of candidatos) {
      const chave = await descartarArquivo(deps.db, c.id, limite);
      if (chave === null) continue;
      await apagarBytes(deps, chave);
      removidos++;
    }
    opcoes.aoLote?.();
    const ultimo = candidatos.at(-1);
    if (!ultimo || candidatos.length < lote) break;
    depois = { enviadoEm: ultimo.enviado_em as Date, id: ultimo.id };
  }
  return { removidos, retomados };
}
