import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { PrecoFinalAnswer, PrecoFinalQuery } from '@portal/contracts/direct-sales/schemas';
import type { Db } from '@portal/core/kernel/index';
import { precoFinal } from '@portal/core/direct-sales/lookups/queries';
import { ok } from '../platform/schemas.ts';

/**
 * GET pedidos/preco-final: the price the order screen shows for its vehicle, from the Preço import (docs/decisions.md
 * "The order's price from the Preço import"). Reference data: the same permission as the order screen's other lookups.
 */
export async function precoFinalRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  app.get('/pedidos/preco-final', {
    config: { permissao: { funcoes: ['vendaDireta', 'boletos'] as const, acesso: 'r' as const } },
    schema: {
      tags: ['Venda direta: referências'],
      summary: 'Preço público final em vigor (importação Preço) para o derivativo e o ano-modelo; nulo quando a tabela não tem',
      querystring: PrecoFinalQuery,
      response: { 200: PrecoFinalAnswer },
    },
    handler: async (req) => ok(await precoFinal(deps.db, req.query, dataEmSaoPaulo(deps.now()))),
  });
}
