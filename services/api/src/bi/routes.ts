import type { FastifyInstance } from 'fastify';
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
import { permissao, rotas } from '../platform/rota.ts';

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
  const rota = rotas(appBase, ['BI']);
  const { db, now } = opts.deps;
  const biLer = permissao('bi', 'r');

  // Veículo Demo is a tab of /pipeline (001 §2.8): whoever reads the pipeline reads it
  const pipelineLer = permissao('pipeline', 'r');
  for (const [nome, local] of ESTOQUES) {
    const config = local === 'testDrive' ? pipelineLer : biLer;
    rota.get(`/bi/${nome}`, {
      config,
      summary:
        local === 'testDrive'
          ? 'Veículo Demo: veículos Test Drive faturados nos últimos 365 dias por faixa de idade desde o faturamento, por dealer × modelo'
          : `${TITULOS_ESTOQUE[local]}: veículos por faixa de idade (≤ 30, 31–60, 61–90, > 90 dias) por dealer × modelo`,
      query: S.FiltroEstoque,
      answer: S.BiEstoque,
      handler: async (req, reply) => okDoCache(req, reply, await biEstoque(db, principalOf(req), local, req.query, now())),
    });
    rota.get(`/bi/${nome}/exportar`, {
      config,
      summary: `Exportar a tabela de um gráfico do ${TITULOS_ESTOQUE[local]} (.xlsx)`,
      query: S.ExportarEstoqueQuery,
      answer: Xlsx,
      handler: async (req, reply) => {
        const { quadro, ...f } = req.query;
        const q = quadrosEstoque(await biEstoque(db, principalOf(req), local, f, now())).find((x) => x.id === quadro)!;
        return exportarQuadro(req, reply, local === 'testDrive' ? 'Veículo Demo' : 'Aged Stock', q);
      },
    });
  }

  rota.get('/bi/summary', {
    config: biLer,
    summary: 'Summary: os números do mês (faturamento, venda direta, test drive, trocas, pedidos) e o estoque de hoje',
    query: S.FiltroMesBi,
    answer: S.BiSummary,
    handler: async (req, reply) => okDoCache(req, reply, await biSummary(db, principalOf(req), req.query, now())),
  });
  rota.get('/bi/summary/exportar', {
    config: biLer,
    summary: 'Exportar a tabela de um gráfico do Summary (.xlsx)',
    query: S.ExportarSummaryQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosSummary(await biSummary(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, 'Summary', q);
    },
  });
  rota.get('/bi/emplacamento', {
    config: biLer,
    summary: 'Emplacamento: emplacamentos (faturados, como proxy) nos últimos 12 meses e no mês por modelo e dealer',
    query: S.FiltroMesBi,
    answer: S.BiEmplacamento,
    handler: async (req, reply) => okDoCache(req, reply, await biEmplacamento(db, principalOf(req), req.query, now())),
  });
  rota.get('/bi/emplacamento/exportar', {
    config: biLer,
    summary: 'Exportar a tabela de um gráfico do Emplacamento (.xlsx)',
    query: S.ExportarEmplacamentoQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosEmplacamento(await biEmplacamento(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, 'Emplacamento', q);
    },
  });
  // the mobile pages' frame (002 §7.9): tipoReport 1 /mobile/emplacamento, 2 /mobile/summary
  rota.get('/bi', {
    config: biLer,
    summary: 'BI das páginas mobile: tipoReport=1 Emplacamento, tipoReport=2 Summary',
    query: S.BiMobileQuery,
    answer: S.BiMobile,
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
    rota.post(`/bi/${nome}/atualizar`, {
      config: nome === 'TestDrive' ? pipelineLer : biLer,
      summary: `Atualizar o BI ${nome} (os números já são mantidos ao vivo)`,
      answer: S.AtualizacaoBi,
      handler: async () => ok({ mensagem: biMsg.atualizacaoSolicitada, solicitadoEm: now().toISOString() }),
    });
}
