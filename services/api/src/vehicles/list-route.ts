import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '@portal/core/access/index';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { principalOf } from '../platform/auth.ts';

/**
 * The handler of a vehicle list (the pedidos, faturamentos, bolsão and Visão Geral lists): a page of rows (ListaVeiculos)
 * for the body's filters, answered through the body cache.
 */
export const listaVeiculos =
  <F>(deps: VehicleDeps, listar: (db: VehicleDeps['db'], actor: Principal, now: Date, filtros: F) => Promise<object>) =>
  async (req: FastifyRequest<{ Body: F }>, reply: FastifyReply) =>
    okDoCache(req, reply, await listar(deps.db, principalOf(req), deps.now(), req.body as F));
