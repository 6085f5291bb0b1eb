import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESES } from '@portal/contracts/vehicles/status';
import { MarcasAnswer, MesesAnswer } from '@portal/contracts/order-call/lookups-schemas';
import type { Db } from '@portal/core/kernel/index';
import { listarMarcas } from '@portal/core/order-call/index';
import { ok } from '../platform/schemas.ts';

/**
 * GET mes and GET marca (spec 002 §7.7: the order call's Mês and Marca filters; shape not stated, answered `{ id, nome }`):
 * reference lists any signed-in user reads. Months are 1-12 (DECISIONS [8]); brands are the vehicle data's.
 */
export async function mesMarcaRoutes(appBase: FastifyInstance, opts: { deps: { db: Db } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const config = { permissao: { autenticada: true as const } };
  const tags = ['Order Call'];
  app.get('/mes', {
    config,
    schema: { tags, summary: 'Meses (1 a 12) com o nome em português', response: { 200: MesesAnswer } },
    handler: async () => ok(MESES.map((nome, i) => ({ id: i + 1, nome }))),
  });
  app.get('/marca', {
    config,
    schema: { tags, summary: 'Marcas dos veículos', response: { 200: MarcasAnswer } },
    handler: async () => ok(await listarMarcas(opts.deps.db)),
  });
}
