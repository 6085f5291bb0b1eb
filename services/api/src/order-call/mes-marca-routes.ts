import type { FastifyInstance } from 'fastify';
import { MESES } from '@portal/contracts/vehicles/status';
import { MarcasAnswer, MesesAnswer } from '@portal/contracts/order-call/lookups-schemas';
import type { Db } from '@portal/core/kernel/index';
import { listarMarcas } from '@portal/core/order-call/index';
import { ok } from '../platform/schemas.ts';
import { autenticada, rotas } from '../platform/rota.ts';

/**
 * GET mes and GET marca (spec 002 §7.7: the order call's Mês and Marca filters; shape not stated, answered `{ id, nome }`):
 * reference lists any signed-in user reads. Months are 1-12 (DECISIONS [8]); brands are the vehicle data's.
 */
export async function mesMarcaRoutes(appBase: FastifyInstance, opts: { deps: { db: Db } }) {
  const rota = rotas(appBase, ['Order Call']);
  rota.get('/mes', {
    config: autenticada,
    summary: 'Meses (1 a 12) com o nome em português',
    answer: MesesAnswer,
    handler: async () => ok(MESES.map((nome, i) => ({ id: i + 1, nome }))),
  });
  rota.get('/marca', {
    config: autenticada,
    summary: 'Marcas dos veículos',
    answer: MarcasAnswer,
    handler: async () => ok(await listarMarcas(opts.deps.db)),
  });
}
