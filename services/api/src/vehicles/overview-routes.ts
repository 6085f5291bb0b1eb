import type { FastifyInstance } from 'fastify';
import * as q from '@portal/core/vehicles/queries';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { IdParams, Xlsx } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { FiltrosVeiculoBody, FiltrosVeiculoOpcionais, FiltrosVisaoGeralBody, ListaVeiculos } from '@portal/contracts/vehicles/schemas';
import { listaVeiculos } from './list-route.ts';
import { COLUNAS_LOG, COLUNAS_VEICULO } from './export-columns.ts';
import { permissao, rotas } from '../platform/rota.ts';

async function* deLista<T>(p: Promise<T[]>): AsyncGenerator<T> {
  for (const r of await p) yield r;
}

/** Visão Geral and the vehicle exports (distribution, billing, history log). */
export async function overviewRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const rota = rotas(appBase, ['Visão Geral e relatórios']);
  const { deps } = opts;
  const relatorios = permissao('relatorios', 'r');
  const faturamento = permissao('faturamento', 'r');
  const veiculos = permissao('veiculos', 'r');

  rota.post('/relatorios/visao/geral/listar', {
    config: relatorios,
    summary: 'Visão Geral (status 0-7 e 9-14 por padrão)',
    body: FiltrosVisaoGeralBody,
    answer: ListaVeiculos,
    handler: listaVeiculos(deps, q.listarVisaoGeral),
  });

  rota.post('/relatorios/visao/geral', {
    config: relatorios,
    summary: 'Exportar a Visão Geral (.xlsx)',
    body: FiltrosVisaoGeralBody,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Visao Geral',
        'Visão Geral',
        COLUNAS_VEICULO,
        q.iterarVeiculos(deps.db, principalOf(req), deps.now(), req.body, q.OPCOES.visaoGeral()),
      ),
  });

  rota.get('/relatorios/distribuicao', {
    config: faturamento,
    summary: "Exportar 'Relatorio Distribuicao Aberto/Fechado' (.xlsx) com os filtros do faturamento",
    query: FiltrosVeiculoBody,
    answer: Xlsx,
    handler: async (req, reply) => {
      const fechado = req.query.status?.length === 1 && req.query.status[0] === 2;
      const nome = fechado ? 'Relatorio Distribuicao Fechado' : 'Relatorio Distribuicao Aberto';
      return sendXlsx(
        req,
        reply,
        nome,
        fechado ? 'Fechado' : 'Aberto',
        COLUNAS_VEICULO,
        q.iterarVeiculos(deps.db, principalOf(req), deps.now(), req.query, q.OPCOES.faturamentos()),
      );
    },
  });

  rota.post('/relatorios/faturamentos/listar', {
    config: faturamento,
    summary: 'Exportar a lista de faturamentos (.xlsx)',
    body: FiltrosVeiculoOpcionais,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Relatorio Faturamentos',
        'Faturamentos',
        COLUNAS_VEICULO,
        q.iterarVeiculos(deps.db, principalOf(req), deps.now(), req.body ?? {}, q.OPCOES.faturamentos()),
      ),
  });

  rota.get('/relatorios/log/:id', {
    config: veiculos,
    summary: "Exportar Histórico do veículo ('Historico', .xlsx)",
    params: IdParams,
    answer: Xlsx,
    handler: async (req, reply) => {
      const linhas = await q.logVeiculo(deps.db, principalOf(req), req.params.id);
      return sendXlsx(req, reply, 'Historico', 'Histórico', COLUNAS_LOG, deLista(Promise.resolve(linhas)));
    },
  });
}
