import type { FastifyInstance } from 'fastify';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { PrecoFinalAnswer, PrecoFinalQuery } from '@portal/contracts/direct-sales/schemas';
import type { Db } from '@portal/core/kernel/index';
import { precoFinal } from '@portal/core/direct-sales/lookups/queries';
import { ok } from '../platform/schemas.ts';
import { permissao, rotas } from '../platform/rota.ts';

/**
 * GET pedidos/preco-final: the price the order screen shows for its vehicle, from the Preço import (docs/decisions.md
 * "The order's price from the Preço import"). Reference data: the same permission as the order screen's other lookups.
 */
export async function precoFinalRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['Venda direta: referências']);
  const { deps } = opts;
  rota.get('/pedidos/preco-final', {
    config: permissao(['vendaDireta', 'boletos'], 'r'),
    summary: 'Preço público final em vigor (importação Preço) para o derivativo e o ano-modelo; nulo quando a tabela não tem',
    query: PrecoFinalQuery,
    answer: PrecoFinalAnswer,
    handler: async (req) => ok(await precoFinal(deps.db, req.query, dataEmSaoPaulo(deps.now()))),
  });
}
