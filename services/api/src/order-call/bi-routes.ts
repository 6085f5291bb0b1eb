import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BI_TITULOS, biMsg, quadrosOrderCall, quadrosPlanoAnual } from '@portal/contracts/order-call/bi';
import * as S from '@portal/contracts/order-call/bi-schemas';
import type { Db } from '@portal/core/kernel/index';
import { biOrderCall, biPlanoAnual } from '@portal/core/order-call/index';
import { Xlsx, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { exportarQuadro } from '../platform/quadro-xlsx.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';

/**
 * The BI Order Call and BI Plano Anual pages (/biordercall, /biplanoanual): the portal's own dashboards of the order call
 * and the annual plan (docs/decisions.md "BI Order Call and BI Plano Anual"), with the spec's refresh calls (002 §7.9).
 */
export async function biOrderCallRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['BI Order Call e Plano Anual'];
  const biLer = { permissao: { funcao: 'bi' as const, acesso: 'r' as const } };

  app.get('/bi/order-call', {
    config: biLer,
    schema: {
      tags,
      summary: 'BI Order Call: planejado × calculado × distribuído por tipo de modelo e ciclo, e por dealer (o último Order Call sem orderCallId)',
      querystring: S.FiltroBiOrderCall,
      response: { 200: S.BiOrderCall },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biOrderCall(db, principalOf(req), req.query)),
  });

  app.get('/bi/order-call/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do BI Order Call (.xlsx)',
      querystring: S.ExportarBiOrderCallQuery,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosOrderCall(await biOrderCall(db, principalOf(req), f)).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.orderCall, q);
    },
  });

  app.get('/bi/plano-anual', {
    config: biLer,
    schema: {
      tags,
      summary: 'BI Plano Anual: plano anual por dealer × tipo de modelo com o varejo do mesmo ano fiscal ao lado, e o varejo mês a mês',
      querystring: S.FiltroBiPlanoAnual,
      response: { 200: S.BiPlanoAnual },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biPlanoAnual(db, principalOf(req), req.query, now())),
  });

  app.get('/bi/plano-anual/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do BI Plano Anual (.xlsx)',
      querystring: S.ExportarBiPlanoAnualQuery,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosPlanoAnual(await biPlanoAnual(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.planoAnual, q);
    },
  });

  // spec 002 §7.9: the refresh requests. The figures are read live from the read models, so there is nothing to rebuild:
  // the answer says when it was asked and the page refetches.
  for (const pagina of ['OrderCall', 'PlanoAnual'] as const)
    app.post(`/bi/${pagina}/atualizar`, {
      config: biLer,
      schema: {
        tags,
        summary: `Atualizar o BI ${pagina === 'OrderCall' ? 'Order Call' : 'Plano Anual'} (os números já são lidos ao vivo)`,
        response: { 200: S.AtualizacaoBi },
      },
      handler: async () => ok({ mensagem: biMsg.atualizacaoSolicitada, solicitadoEm: now().toISOString() }),
    });
}
