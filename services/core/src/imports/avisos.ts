import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { STATUS_IMPORTACAO as S } from '@portal/contracts/imports/aba';
import { metadataFor, SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe, registrarAvisos, type Aviso, type FonteDeAvisos } from '../notificacoes/index.ts';

/**
 * An import finished with errors: the imports are kept as rows (`importacoes`), not events, so its end, when it has
 * refused rows or failed, also appends the plain event `ImportacaoComErros` on `importacao-<id>` (once), in the
 * transaction that writes the final status. The notification is built from that event alone (the rebuild folds it), for
 * the one user who ran the import, on the imports screen. The event's actor is the system: the user is told of it.
 */
export const IMPORTACAO_STREAM_TYPE = 'importacao';
export const IMPORTACAO_COM_ERROS = 'ImportacaoComErros';

export function avisoDaImportacao(e: Pick<StoredEvent, 'data'>): Aviso | null {
  const usuario = Number(e.data.usuarioId);
  if (!Number.isInteger(usuario) || usuario <= 0) return null;
  const arquivo = String(e.data.nomeArquivo ?? '');
  const erros = Number(e.data.erro ?? 0);
  return {
    tipo: 'importacaoComErros',
    publico: 'usuario',
    concessionariaId: null,
    concessionariaGrupoId: null,
    participanteId: usuario,
    texto: Number(e.data.status) === S.erro && erros === 0 ? notifMsg.importacaoFalhou(arquivo) : notifMsg.importacaoComErros(arquivo, erros),
    link: '/imports',
  };
}

export const avisosDaImportacao: FonteDeAvisos<true> = {
  contextoApos: () => true,
  avisos: { [IMPORTACAO_COM_ERROS]: (_c, e) => avisoDaImportacao(e) },
};
notificacoesDe(IMPORTACAO_STREAM_TYPE, avisosDaImportacao);

/**
 * In the transaction of the import's final status: when it ended with refused rows or in Erro, appends its one
 * `ImportacaoComErros` (a re-run appends nothing).
 */
export async function avisarFimDaImportacao(trx: Db, id: number, agora: Date): Promise<void> {
  const imp = await trx
    .selectFrom('importacoes')
    .select(['status', 'erro', 'total', 'nome_arquivo', 'usuario_id', 'mensagem', 'arquivo'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!imp || (imp.status !== S.erro && imp.erro === 0)) return;
  await registrarAvisos(
    trx,
    `${IMPORTACAO_STREAM_TYPE}-${id}`,
    IMPORTACAO_STREAM_TYPE,
    [
      {
        type: IMPORTACAO_COM_ERROS,
        data: {
          importacaoId: id,
          arquivo: imp.arquivo,
          nomeArquivo: imp.nome_arquivo,
          usuarioId: imp.usuario_id,
          status: imp.status,
          erro: imp.erro,
          total: imp.total,
          mensagem: imp.mensagem,
          at: agora.toISOString(),
        },
        metadata: metadataFor(SYSTEM_ACTOR, null, agora),
      },
    ],
    true,
  );
}
