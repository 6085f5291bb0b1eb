import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as cmd from '@portal/core/vehicles/commands';
import * as q from '@portal/core/vehicles/queries';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { ok, okAs, ResultadosAnswer, Xlsx } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { DisponibilizarBody, FiltrosBolsao, FiltrosBolsaoOpcionais, ListaVeiculos, NscBody } from '@portal/contracts/vehicles/schemas';
import { ADMINISTRADOR } from '@portal/contracts/access/roles';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { listaVeiculos } from './list-route.ts';
import { COLUNAS_VEICULO } from './export-columns.ts';

/** Pipeline Futuro / Pocket / Bolsão (NSC) / Consignado. */
export async function pipelineRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const ler = { permissao: { funcao: 'pipeline' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'pipeline' as const, acesso: 'u' as const } };
  const ctx = (r: { id: string }) => ({ correlationId: r.id });
  const tags = ['Pipeline Futuro'];

  listaVeiculos(app, deps, '/veiculos/bolsao/listar', {
    ...ler,
    tags,
    summary: 'Pipeline Futuro (administrador: Pocket, Pipeline Futuro, Bolsão, Consignado; dealer: o seu e o Bolsão)',
    filtros: FiltrosBolsao,
    listar: (db, a, now, f) => q.listarBolsao(db, a, now, f),
  });

  app.post('/veiculos/bolsao/listar/todos', {
    config: ler,
    schema: {
      tags,
      summary: 'Pipeline Futuro sem paginação (até 10.000 veículos)',
      body: FiltrosBolsaoOpcionais,
      response: { 200: ListaVeiculos },
    },
    handler: async (req) =>
      okAs(ListaVeiculos, await q.listarBolsao(deps.db, principalOf(req), deps.now(), { ...(req.body ?? {}), per_page: 10_000, page: 1 }, true)),
  });

  app.post('/veiculos/bolsao/disponibilizar', {
    config: editar,
    schema: {
      tags,
      summary: 'Disponibilizar veículos do pipeline a um dealer',
      body: DisponibilizarBody,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await cmd.disponibilizar(deps, principalOf(req), req.body, ctx(req))),
  });

  app.put('/veiculos/bolsao/nsc', {
    config: editar,
    schema: {
      tags,
      summary: 'Bolsão NSC: status 1 põe, 0 tira',
      body: NscBody,
      response: { 200: ResultadosAnswer },
    },
    handler: async (req) => ok(await cmd.alterarNsc(deps, principalOf(req), req.body, ctx(req))),
  });

  // the spec's 'Exportar (admin)': Administrador only, as the screen offers it (docs/decisions.md "Pipeline Futuro export")
  app.post('/relatorios/pipeline-futuro', {
    config: { ...ler, somentePerfis: { perfis: [ADMINISTRADOR], mensagem: vmsg.somenteAdministrador } },
    schema: { tags, summary: "Exportar 'Relatorio Pipeline Futuro' (.xlsx)", body: FiltrosBolsaoOpcionais, response: Xlsx },
    handler: async (req, reply) => {
      const a = principalOf(req);
      const f = req.body ?? {};
      return sendXlsx(
        req,
        reply,
        'Relatorio Pipeline Futuro',
        'Pipeline Futuro',
        COLUNAS_VEICULO,
        q.iterarVeiculos(deps.db, a, deps.now(), f, q.OPCOES.bolsao(a, f)),
      );
    },
  });
}
