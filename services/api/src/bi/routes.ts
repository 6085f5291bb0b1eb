import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { biMsg } from '@portal/contracts/order-call/bi';
import { TITULOS_ESTOQUE, quadrosEstoque, type PainelIdade } from '@portal/contracts/bi/estoque';
import * as S from '@portal/contracts/bi/schemas';
import type { Db } from '@portal/core/kernel/index';
import { biEmplacamento, biEstoque, biSummary } from '@portal/core/bi/index';
import { quadrosEmplacamento, quadrosSummary } from '@portal/contracts/bi/summary';
import { Xlsx, ok, okAs } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { exportarQuadro } from '../platform/quadro-xlsx.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';

/** The spec's frame names (002 §7.9) of each dashboard, answered here with the dashboard's figures. */
const ESTOQUES: [string, PainelIdade][] = [
  ['AnaliseEstoqueJlr', 'jlr'],
  ['AnaliseEstoqueDealer', 'dealer'],
  ['TestDrive', 'testDrive'],
];

/**
 * The portal's own BI dashboards (docs/decisions.md "BI dashboards") under the spec's BI frame names: /agedstock's two
 * tabs, each with its chart tables as .xlsx and the 'Atualizar' request (the figures are kept by projections, always current).
 */
export async function biRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['BI'];
  type Ler = { permissao: { funcao: 'bi' | 'pipeline'; acesso: 'r' } };
  const biLer: Ler = { permissao: { funcao: 'bi', acesso: 'r' } };

  // Veículo Demo is a tab of /pipeline (001 §2.8): whoever reads the pipeline reads it
  const pipelineLer: Ler = { permissao: { funcao: 'pipeline', acesso: 'r' } };
  for (const [nome, local] of ESTOQUES) {
    const config = local === 'testDrive' ? pipelineLer : biLer;
    app.get(`/bi/${nome}`, {
      config,
      schema: {
        tags,
        summary:
          local === 'testDrive'
            ? 'Veículo Demo: veículos Test Drive faturados nos últimos 365 dias por faixa de idade desde o faturamento, por dealer × modelo'
            : `${TITULOS_ESTOQUE[local]}: veículos por faixa de idade (≤ 30, 31–60, 61–90, > 90 dias) por dealer × modelo`,
        querystring: S.FiltroEstoque,
        response: { 200: S.BiEstoque },
      },
      handler: async (req, reply) => okDoCache(req, reply, await biEstoque(db, principalOf(req), local, req.query, now())),
    });
    app.get(`/bi/${nome}/exportar`, {
      config,
      schema: {
        tags,
        summary: `Exportar a tabela de um gráfico do ${TITULOS_ESTOQUE[local]} (.xlsx)`,
        querystring: S.ExportarEstoqueQuery,
        response: Xlsx,
      },
      handler: async (req, reply) => {
        const { quadro, ...f } = req.query;
        const q = quadrosEstoque(await biEstoque(db, principalOf(req), local, f, now())).find((x) => x.id === quadro)!;
        return exportarQuadro(req, reply, local === 'testDrive' ? 'Veículo Demo' : 'Aged Stock', q);
      },
    });
  }

  app.get('/bi/summary', {
    config: biLer,
    schema: {
      tags,
      summary: 'Summary: os números do mês (faturamento, venda direta, test drive, trocas, pedidos) e o estoque de hoje',
      querystring: S.FiltroMesBi,
      response: { 200: S.BiSummary },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biSummary(db, principalOf(req), req.query, now())),
  });
  app.get('/bi/summary/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do Summary (.xlsx)',
      querystring: S.ExportarSummaryQuery,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosSummary(await biSummary(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, 'Summary', q);
    },
  });
  app.get('/bi/emplacamento', {
    config: biLer,
    schema: {
      tags,
      summary: 'Emplacamento: emplacamentos (faturados, como proxy) nos últimos 12 meses e no mês por modelo e dealer',
      querystring: S.FiltroMesBi,
      response: { 200: S.BiEmplacamento },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biEmplacamento(db, principalOf(req), req.query, now())),
  });
  app.get('/bi/emplacamento/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do Emplacamento (.xlsx)',
      querystring: S.ExportarEmplacamentoQuery,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosEmplacamento(await biEmplacamento(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, 'Emplacamento', q);
    },
  });
  // the mobile pages' frame (002 §7.9): tipoReport 1 /mobile/emplacamento, 2 /mobile/summary
  app.get('/bi', {
    config: biLer,
    schema: {
      tags,
      summary: 'BI das páginas mobile: tipoReport=1 Emplacamento, tipoReport=2 Summary',
      querystring: S.BiMobileQuery,
      response: { 200: S.BiMobile },
    },
    handler: async (req) => {
      const { tipoReport, ...f } = req.query;
      const a = principalOf(req);
      return okAs(
        S.BiMobile,
        tipoReport === 1 ? { tipoReport, emplacamento: await biEmplacamento(db, a, f, now()) } : { tipoReport, summary: await biSummary(db, a, f, now()) },
      );
    },
  });

  // 'Atualizar' (002 §7.9): the figures are kept by projections as events arrive, so there is nothing to rebuild.
  for (const nome of ['AnaliseEstoqueJlr', 'AnaliseEstoqueDealer', 'summary', 'emplacamento', 'TestDrive', 'mobile'])
    app.post(`/bi/${nome}/atualizar`, {
      config: nome === 'TestDrive' ? pipelineLer : biLer,
      schema: { tags, summary: `Atualizar o BI ${nome} (os números já são mantidos ao vivo)`, response: { 200: S.AtualizacaoBi } },
      handler: async () => ok({ mensagem: biMsg.atualizacaoSolicitada, solicitadoEm: now().toISOString() }),
    });
}
