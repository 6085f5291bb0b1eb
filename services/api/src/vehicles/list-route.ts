import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TProperties } from '@sinclair/typebox';
import type { RoutePermission } from '@portal/contracts/access/functions';
import type { Principal } from '@portal/core/access/index';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { Strict } from '../platform/schemas.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { principalOf } from '../platform/auth.ts';
import { ListaVeiculos } from './schemas.ts';

export interface ListaVeiculosRota<F extends TProperties> {
  permissao: RoutePermission;
  tags: string[];
  summary: string;
  /** the list's filters (the body) */
  filtros: F;
  listar: (db: VehicleDeps['db'], actor: Principal, now: Date, filtros: Static<ReturnType<typeof Strict<F>>>) => Promise<object>;
}

/** POST `url`: a page of vehicle rows (ListaVeiculos) for the body's filters; the pedidos, faturamentos, bolsão and Visão Geral lists. */
export function listaVeiculos<F extends TProperties>(appBase: FastifyInstance, deps: VehicleDeps, url: string, r: ListaVeiculosRota<F>) {
  appBase.withTypeProvider<TypeBoxTypeProvider>().post(url, {
    config: { permissao: r.permissao },
    schema: { tags: r.tags, summary: r.summary, body: Strict(r.filtros), response: { 200: ListaVeiculos } },
    handler: async (req, reply) =>
      okDoCache(req, reply, await r.listar(deps.db, principalOf(req), deps.now(), req.body as Static<ReturnType<typeof Strict<F>>>)),
  });
}
