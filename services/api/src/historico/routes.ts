import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Funcao } from '@portal/contracts/access/functions';
import { msg } from '@portal/contracts/messages';
import { HistoricoAnswer, HistoricoParams, type TipoHistorico } from '@portal/contracts/historico/schemas';
import type { Database } from '@portal/core/db/types';
import { can } from '@portal/core/access/index';
import { Forbidden } from '@portal/core/kernel/index';
import { historicoDoRegistro } from '@portal/core/historico/index';
import { ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { permissao, rotas } from '../platform/rota.ts';

/**
 * Who reads a record's history: whoever reads the record (the function its screen needs, any one of them); the record's
 * own visibility check then answers 404 for another dealer's. The state after each event only with `auditoria` read.
 */
export const LEITORES_DO_HISTORICO: Record<TipoHistorico, readonly Funcao[]> = {
  pedido: ['vendaDireta'],
  boleto: ['boletos', 'vendaDireta'],
  'nota-fiscal': ['comissoes'],
  troca: ['trocas'],
  veiculo: ['veiculos'],
  'kpi-veiculo': ['kpi'],
  'plano-producao': ['planoProducao'],
  'order-call': ['orderCall'],
  usuario: ['usuarios'],
  configuracao: ['configuracoes'],
};

/** GET historico/{tipo}/{id}: a record's Histórico for its own readers. */
export async function historicoRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Histórico']);
  const todos = [...new Set(Object.values(LEITORES_DO_HISTORICO).flat())];

  rota.get('/historico/:tipo/:id', {
    config: permissao(todos, 'r'),
    summary: 'Histórico de um registro: cada evento em palavras, quem, quando, o que mudou (de → para); o estado após cada evento para a auditoria',
    description:
      'Tipos: pedido, boleto, nota-fiscal, troca, veiculo, kpi-veiculo, plano-producao, order-call (célula: plano-dealer-modelo-ciclo), usuario, configuracao (o tipo da configuração). Quem vê o registro vê o seu histórico; o de outro dealer responde 404.',
    params: HistoricoParams,
    answer: HistoricoAnswer,
    handler: async (req) => {
      const p = principalOf(req);
      if (!LEITORES_DO_HISTORICO[req.params.tipo].some((f) => can(p, f, 'r'))) throw new Forbidden(msg.semPermissaoFuncionalidade);
      return ok(await historicoDoRegistro(opts.db, p, req.params.tipo, req.params.id, can(p, 'auditoria', 'r')));
    },
  });
}
