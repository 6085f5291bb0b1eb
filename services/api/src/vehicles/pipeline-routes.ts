import type { FastifyInstance } from 'fastify';
import * as cmd from '@portal/core/vehicles/commands';
import * as q from '@portal/core/vehicles/queries';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { ok, okAs, ResultadosAnswer, Xlsx, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { DisponibilizarBody, FiltrosBolsaoBody, FiltrosBolsaoOpcionais, ListaVeiculos, NscBody } from '@portal/contracts/vehicles/schemas';
import { ADMINISTRADOR } from '@portal/contracts/access/roles';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { listaVeiculos } from './list-route.ts';
import { COLUNAS_VEICULO } from './export-columns.ts';
import { acessosDe, rotas } from '../platform/rota.ts';

/** Pipeline Futuro / Pocket / Bolsão (NSC) / Consignado. */
export async function pipelineRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const rota = rotas(appBase, ['Pipeline Futuro']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('pipeline');

  rota.post('/veiculos/bolsao/listar', {
    config: ler,
    summary: 'Pipeline Futuro (administrador: Pocket, Pipeline Futuro, Bolsão, Consignado; dealer: o seu e o Bolsão)',
    body: FiltrosBolsaoBody,
    answer: ListaVeiculos,
    handler: listaVeiculos(deps, (db, a, now, f) => q.listarBolsao(db, a, now, f)),
  });

  rota.post('/veiculos/bolsao/listar/todos', {
    config: ler,
    summary: 'Pipeline Futuro sem paginação (até 10.000 veículos)',
    body: FiltrosBolsaoOpcionais,
    answer: ListaVeiculos,
    handler: async (req) =>
      okAs(ListaVeiculos, await q.listarBolsao(deps.db, principalOf(req), deps.now(), { ...(req.body ?? {}), per_page: 10_000, page: 1 }, true)),
  });

  rota.post('/veiculos/bolsao/disponibilizar', {
    config: editar,
    summary: 'Disponibilizar veículos do pipeline a um dealer',
    body: DisponibilizarBody,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await cmd.disponibilizar(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.put('/veiculos/bolsao/nsc', {
    config: editar,
    summary: 'Bolsão NSC: status 1 põe, 0 tira',
    body: NscBody,
    answer: ResultadosAnswer,
    handler: async (req) => ok(await cmd.alterarNsc(deps, principalOf(req), req.body, correlacao(req))),
  });

  // the spec's 'Exportar (admin)': Administrador only, as the screen offers it (docs/decisions.md "Pipeline Futuro export")
  rota.post('/relatorios/pipeline-futuro', {
    config: { ...ler, somentePerfis: { perfis: [ADMINISTRADOR], mensagem: vmsg.somenteAdministrador } },
    summary: "Exportar 'Relatorio Pipeline Futuro' (.xlsx)",
    body: FiltrosBolsaoOpcionais,
    answer: Xlsx,
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
