import { sql } from 'kysely';
import { idDoArquivo } from '@portal/contracts/uploads/index';
import type { Db } from '../kernel/index.ts';

/** What a file was attached to (table `arquivos_anexados`); `historico` marks files attached before the marks existed. */
export type ContextoAnexo = 'pedido' | 'nota-fiscal' | 'kpi-veiculo' | 'importacao';

const violaChaveEstrangeira = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23503';

/**
 * Records that a command attaches the file (id or address `arquivos/<id>`) — call it in the command's transaction, with
 * the event or row that references the file. The mark's foreign key locks the file's row (FOR KEY SHARE) until that
 * transaction ends, so the sweep of unattached uploads (`varrerArquivosSoltos`) waits for it and then cannot delete the
 * row; once written the mark is never removed (the events keep naming the file). False when the file is not there any
 * more (swept while the user's form was open, or being swept right now): the command refuses it as an unknown file. In a
 * transaction the attempt runs under a savepoint, so a refusal leaves the transaction usable.
 */
export async function anexarArquivo(trx: Db, idOuEndereco: string, contexto: ContextoAnexo): Promise<boolean> {
  const id = idDoArquivo(idOuEndereco);
  if (!id) return false;
  const emTransacaoDoStream = trx.isTransaction;
  if (emTransacaoDoStream) await sql`savepoint anexar_arquivo`.execute(trx);
  try {
    // the row must be there (and stay: the foreign key check locks it); an existing mark is kept as it is
    await sql`
      insert into arquivos_anexados (arquivo_id, contexto)
      select a.id, ${contexto} from arquivos a where a.id = ${id}
      on conflict (arquivo_id) do nothing`.execute(trx);
    if (emTransacaoDoStream) await sql`release savepoint anexar_arquivo`.execute(trx);
  } catch (e) {
    if (!violaChaveEstrangeira(e)) throw e;
    // the sweep deleted the row while this insert waited for it
    if (emTransacaoDoStream) await sql`rollback to savepoint anexar_arquivo`.execute(trx);
    return false;
  }
  const marcado = await trx.selectFrom('arquivos_anexados').select('arquivo_id').where('arquivo_id', '=', id).executeTakeFirst();
  return marcado !== undefined;
}
