import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as q from '@portal/core/vehicles/queries';
import type { VehicleDeps } from '@portal/core/vehicles/commands';
import { IdParams, Xlsx } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { FiltrosVeiculoBody, FiltrosVeiculoOpcionais, FiltrosVisaoGeral, FiltrosVisaoGeralBody } from '@portal/contracts/vehicles/schemas';
import { listaVeiculos } from './list-route.ts';
import { COLUNAS_LOG, COLUNAS_VEICULO } from './export-columns.ts';

async function* deLista<T>(p: Promise<T[]>): AsyncGenerator<T> {
  for (const r of await p) yield r;
}

/** Visão Geral and the vehicle exports (distribution, billing, history log). */
export async function overviewRoutes(appBase: FastifyInstance, opts: { deps: VehicleDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const relatorios = { permissao: { funcao: 'relatorios' as const, acesso: 'r' as const } };
  const faturamento = { permissao: { funcao: 'faturamento' as const, acesso: 'r' as const } };
  const veiculos = { permissao: { funcao: 'veiculos' as const, acesso: 'r' as const } };
  const tags = ['Visão Geral e relatórios'];

  listaVeiculos(app, deps, '/relatorios/visao/geral/listar', {
    ...relatorios,
    tags,
    summary: 'Visão Geral (status 0-7 e 9-14 por padrão)',
    filtros: FiltrosVisaoGeral,
    listar: q.listarVisaoGeral,
  });

  app.post('/relatorios/visao/geral', {
    config: relatorios,
    schema: { tags, summary: 'Exportar a Visão Geral (.xlsx)', body: FiltrosVisaoGeralBody, response: Xlsx },
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

  app.get('/relatorios/distribuicao', {
    config: faturamento,
    schema: {
      tags,
      summary: "Exportar 'Relatorio Distribuicao Aberto/Fechado' (.xlsx) com os filtros do faturamento",
      querystring: FiltrosVeiculoBody,
      response: Xlsx,
    },
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

  app.post('/relatorios/faturamentos/listar', {
    config: faturamento,
    schema: { tags, summary: 'Exportar a lista de faturamentos (.xlsx)', body: FiltrosVeiculoOpcionais, response: Xlsx },
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

  app.get('/relatorios/log/:id', {
    config: veiculos,
    schema: { tags, summary: "Exportar Histórico do veículo ('Historico', .xlsx)", params: IdParams, response: Xlsx },
    handler: async (req, reply) => {
      const linhas = await q.logVeiculo(deps.db, principalOf(req), req.params.id);
      return sendXlsx(req, reply, 'Historico', 'Histórico', COLUNAS_LOG, deLista(Promise.resolve(linhas)));
    },
  });
}
