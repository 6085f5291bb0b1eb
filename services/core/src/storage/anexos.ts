import { sql } from 'kysely';
import { idDoArquivo } from '@portal/contracts/uploads/index';
import type { Db } from '../kernel/index.ts';

/** What a file was attached to (table `arquivos_anexados`); `historico` marks files attached before the marks existed. */
export type ContextoAnexo = 'pedido' | 'nota-fiscal' | 'kpi-veiculo' | 'importacao';

/**
 * Records that a command attaches the file (id or address `arquivos/<id>`) — call it in the command's transaction, with
 * the event or row that references the file. The file's row is locked (FOR KEY SHARE) until that transaction ends, so the
 * sweep of unattached uploads (`varrerArquivosSoltos`) waits for it and then finds the mark; once written the mark is never
 * removed (the events keep naming the file). False when the file is not there any more (swept while the user's form was
 * open): the command refuses it as an unknown file.
 */
export async function anexarArquivo(trx: Db, idOuEndereco: string, contexto: ContextoAnexo): Promise<boolean> {
  const id = idDoArquivo(idOuEndereco);
  if (!id) return false;
  const r = await sql<{ id: string }>`select id from arquivos where id = ${id} for key share`.execute(trx);
  if (r.rows.length === 0) return false;
  await trx
    .insertInto('arquivos_anexados')
    .values({ arquivo_id: id, contexto })
    .onConflict((oc) => oc.column('arquivo_id').doNothing())
    .execute();
  return true;
}
