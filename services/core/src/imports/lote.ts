import { sql } from 'kysely';
import { STATUS_IMPORTACAO as S } from '@portal/contracts/imports/aba';
import type { Db } from '../kernel/index.ts';
import type { DefinicaoImportacao, LinhaLida, ParametrosImportacao, StatusLinha } from './definicao.ts';

/** One row of a batch, validated: its outcome, and for an accepted row the key and value the tab writes. */
export interface LinhaDoLote {
  linha: LinhaLida;
  status: StatusLinha;
  mensagem: string | null;
  chave: string | null;
  valor?: unknown;
}

/**
 * Writes one batch in one transaction: every row's outcome into `importacao_linhas` (one statement, the columns as
 * arrays through unnest; on conflict do nothing, so rows already recorded by an earlier attempt are skipped), the
 * accepted rows among those newly recorded through the tab's `gravarLote`, the rows it refused turned into Erro (one
 * statement), and the counters (one statement).
 */
export async function gravarLoteDaImportacao(db: Db, def: DefinicaoImportacao, id: number, params: ParametrosImportacao, atual: readonly LinhaDoLote[]) {
  await db.transaction().execute(async (trx) => {
    const inseridas = await sql<{ numero: number }>`
      insert into importacao_linhas (importacao_id, numero, status, mensagem, chave)
      select ${id}::int, u.* from unnest(${atual.map((l) => l.linha.numero)}::int[], ${atual.map((l) => l.status)}::smallint[],
        ${atual.map((l) => l.mensagem)}::text[], ${atual.map((l) => l.chave)}::text[]) as u
      on conflict (importacao_id, numero) do nothing
      returning numero`.execute(trx);
    const novas = new Set(inseridas.rows.map((r) => r.numero));
    const aceitas = atual.filter((l) => novas.has(l.linha.numero) && (l.status === S.ok || l.status === S.aviso));
    let recusas: ReadonlyMap<number, string> | void = undefined;
    if (aceitas.length > 0)
      recusas = await def.gravarLote(
        trx,
        aceitas.map((l) => ({ numero: l.linha.numero, chave: l.chave!, valor: l.valor })),
        params,
        id,
      );
    const cont = { ok: 0, aviso: 0, erro: 0, duplicado: 0 };
    for (const l of atual) {
      if (!novas.has(l.linha.numero)) continue;
      if (recusas?.has(l.linha.numero)) cont.erro++;
      else if (l.status === S.ok) cont.ok++;
      else if (l.status === S.aviso) cont.aviso++;
      else if (l.status === S.erro) cont.erro++;
      else cont.duplicado++;
    }
    if (recusas && recusas.size > 0)
      await sql`
        update importacao_linhas l set status = ${S.erro}, mensagem = u.mensagem
        from unnest(${[...recusas.keys()]}::int[], ${[...recusas.values()]}::text[]) as u (numero, mensagem)
        where l.importacao_id = ${id} and l.numero = u.numero`.execute(trx);
    await trx
      .updateTable('importacoes')
      .set((eb) => ({
        lidas: eb('lidas', '+', novas.size),
        ok: eb('ok', '+', cont.ok),
        aviso: eb('aviso', '+', cont.aviso),
        erro: eb('erro', '+', cont.erro),
        duplicado: eb('duplicado', '+', cont.duplicado),
      }))
      .where('id', '=', id)
      .execute();
  });
}
