import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RoutePermission } from '@portal/contracts/access/functions';
import type { Principal } from '@portal/core/access/index';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { Strict } from '../platform/schemas.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { principalOf } from '../platform/auth.ts';
import { ListaVeiculos } from '@portal/contracts/vehicles/schemas';

type Filtros = Parameters<typeof Strict>[0];
/** What a list's body holds: its filters, as the route's Strict schema of them reads them. */
type Corpo<F extends Filtros> = ReturnType<typeof Strict<F>>['static'];

export interface ListaVeiculosRota<F extends Filtros> {
  permissao: RoutePermission;
  tags: string[];
  summary: string;
  /** the list's filters (the body) */
  filtros: F;
  listar: (db: VehicleDeps['db'], actor: Principal, now: Date, filtros: Corpo<F>) => Promise<object>;
}

/** POST `url`: a page of vehicle rows (ListaVeiculos) for the body's filters; the pedidos, faturamentos, bolsão and Visão Geral lists. */
export function listaVeiculos<F extends Filtros>(appBase: FastifyInstance, deps: VehicleDeps, url: string, r: ListaVeiculosRota<F>) {
  appBase.withTypeProvider<TypeBoxTypeProvider>().post(url, {
    config: { permissao: r.permissao },
    schema: { tags: r.tags, summary: r.summary, body: Strict(r.filtros), response: { 200: ListaVeiculos } },
    handler: async (req, reply) => okDoCache(req, reply, await r.listar(deps.db, principalOf(req), deps.now(), req.body as Corpo<F>)),
  });
}
