import type { FastifyInstance } from 'fastify';
import { BI_TITULOS, biMsg, quadrosOrderCall, quadrosPlanoAnual } from '@portal/contracts/order-call/bi';
import * as S from '@portal/contracts/order-call/bi-schemas';
import type { Db } from '@portal/core/kernel/index';
import { biOrderCall, biPlanoAnual } from '@portal/core/order-call/index';
import { Xlsx, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { exportarQuadro } from '../platform/quadro-xlsx.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { permissao, rotas } from '../platform/rota.ts';

/**
 * The BI Order Call and BI Plano Anual pages (/biordercall, /biplanoanual): the portal's own dashboards of the order call
 * and the annual plan (docs/decisions.md "BI Order Call and BI Plano Anual"), with the spec's refresh calls (002 §7.9).
 */
export async function biOrderCallRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['BI Order Call e Plano Anual']);
  const { db, now } = opts.deps;
  const biLer = permissao('bi', 'r');

  rota.get('/bi/order-call', {
    config: biLer,
    summary: 'BI Order Call: planejado × calculado × distribuído por tipo de modelo e ciclo, e por dealer (o último Order Call sem orderCallId)',
    query: S.FiltroBiOrderCall,
    answer: S.BiOrderCall,
    handler: async (req, reply) => okDoCache(req, reply, await biOrderCall(db, principalOf(req), req.query)),
  });

  rota.get('/bi/order-call/exportar', {
    config: biLer,
    summary: 'Exportar a tabela de um gráfico do BI Order Call (.xlsx)',
    query: S.ExportarBiOrderCallQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosOrderCall(await biOrderCall(db, principalOf(req), f)).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.orderCall, q);
    },
  });

  rota.get('/bi/plano-anual', {
    config: biLer,
    summary: 'BI Plano Anual: plano anual por dealer × tipo de modelo com o varejo do mesmo ano fiscal ao lado, e o varejo mês a mês',
    query: S.FiltroBiPlanoAnual,
    answer: S.BiPlanoAnual,
    handler: async (req, reply) => okDoCache(req, reply, await biPlanoAnual(db, principalOf(req), req.query, now())),
  });

  rota.get('/bi/plano-anual/exportar', {
    config: biLer,
    summary: 'Exportar a tabela de um gráfico do BI Plano Anual (.xlsx)',
    query: S.ExportarBiPlanoAnualQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosPlanoAnual(await biPlanoAnual(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.planoAnual, q);
    },
  });

  // spec 002 §7.9: the refresh requests. The figures are read live from the read models, so there is nothing to rebuild:
  // the answer says when it was asked and the page refetches.
  for (const pagina of ['OrderCall', 'PlanoAnual'] as const)
    rota.post(`/bi/${pagina}/atualizar`, {
      config: biLer,
      summary: `Atualizar o BI ${pagina === 'OrderCall' ? 'Order Call' : 'Plano Anual'} (os números já são lidos ao vivo)`,
      answer: S.AtualizacaoBi,
      handler: async () => ok({ mensagem: biMsg.atualizacaoSolicitada, solicitadoEm: now().toISOString() }),
    });
}
