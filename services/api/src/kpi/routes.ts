import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import * as S from '@portal/contracts/kpi/schemas';
import * as B from '@portal/contracts/kpi/body-schemas';
import { InvalidInput } from '@portal/core/kernel/index';
import * as kpi from '@portal/core/kpi/index';
import { IdParams, Saved, Xlsx, correlacao, ok, saved } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { quadrosKpiTotal, type DadosBiKpi, type Quadro } from '@portal/contracts/kpi/bi';
import { okDoCache } from '../platform/corpo-em-cache.ts';

const mensagem = (m: string) => ok({ mensagem: m });

/** The KPI Approved programme and KPI NSC (spec 002 §2.8, §2.9, §7.6): the 28 calls of the catalogue's `kpi` area and `bi/KpiApproved`. */
export async function kpiRoutes(appBase: FastifyInstance, opts: { deps: kpi.KpiDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const deps = opts.deps;
  const { db, now } = deps;
  const tags = ['KPI'];
  const ler = { permissao: { funcao: 'kpi' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'kpi' as const, acesso: 'u' as const } };

  app.get('/kpi/anos-meses', {
    config: ler,
    schema: { tags, summary: 'Anos e meses do KPI, com o prazo vencido de cada mês', response: { 200: S.AnosMeses } },
    handler: async () => ok(await kpi.anosMeses(db, now())),
  });

  // ------------------------------------------------------------ vehicles
  app.get('/kpi/veiculos-jlr', {
    config: ler,
    schema: {
      tags,
      summary: 'Veículos JLR do KPI de um dealer e mês (filtro Chassi: só Administrador)',
      querystring: B.VeiculosQuery,
      response: { 200: S.VeiculosKpi },
    },
    handler: async (req) => ok(await kpi.listarVeiculosKpi(db, principalOf(req), { ...req.query, chassi: req.query.chassi?.trim() || undefined })),
  });
  app.get('/kpi/veiculos-jlr/:id', {
    config: ler,
    schema: { tags, summary: 'Veículo JLR do KPI, com o histórico', params: IdParams, response: { 200: S.VeiculoKpiAnswer } },
    handler: async (req) => ok(await kpi.obterVeiculoKpi(db, principalOf(req), req.params.id)),
  });
  app.post('/kpi/veiculos-jlr', {
    config: editar,
    schema: { tags, summary: "Cadastrar veículo JLR do KPI ('Em Auditoria'; Aprovados para o dealer próprio)", body: B.VeiculoCorpo, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await kpi.cadastrarVeiculoKpi(deps, principalOf(req), req.body as kpi.EntradaVeiculoKpi, correlacao(req));
      return saved(id, kpiMsg.veiculoCadastrado);
    },
  });
  app.put('/kpi/veiculos-jlr/:id', {
    config: editar,
    schema: { tags, summary: 'Alterar veículo JLR do KPI', params: IdParams, body: B.VeiculoCorpo, response: { 200: Saved } },
    handler: async (req) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput(kpiMsg.acaoNaoPermitida);
      await kpi.alterarVeiculoKpi(deps, principalOf(req), req.params.id, req.body as kpi.EntradaVeiculoKpi, correlacao(req));
      return saved(req.params.id, kpiMsg.veiculoAlterado);
    },
  });
  app.put('/kpi/veiculos-jlr/:id/aprovar', {
    config: editar,
    schema: { tags, summary: 'Aprovar veículo JLR do KPI (Administrador): Em Auditoria → Aprovados', params: IdParams, response: { 200: Saved } },
    handler: async (req) => {
      await kpi.aprovarVeiculoKpi(deps, principalOf(req), req.params.id, correlacao(req));
      return saved(req.params.id, kpiMsg.veiculoAprovado);
    },
  });
  app.delete('/kpi/veiculos-jlr/:id', {
    config: editar,
    schema: { tags, summary: 'Excluir veículo JLR do KPI', params: IdParams, response: { 200: Saved } },
    handler: async (req) => {
      await kpi.excluirVeiculoKpi(deps, principalOf(req), req.params.id, correlacao(req));
      return saved(req.params.id, kpiMsg.veiculoExcluido);
    },
  });

  // ------------------------------------------------------------ reference lists
  app.get('/kpi/marcas/jlr', {
    config: ler,
    schema: { tags, summary: 'Marcas JLR (formulário do veículo)', response: { 200: S.IdNomes } },
    handler: async () => ok(await kpi.marcasJlr(db)),
  });
  app.get('/kpi/marcas', {
    config: ler,
    schema: { tags, summary: 'Marcas da captação (data.data)', response: { 200: S.MarcasCaptacao } },
    handler: async () => ok({ data: await kpi.marcas(db) }),
  });
  app.get('/kpi/tipos-aquisicao', {
    config: ler,
    schema: { tags, summary: 'Tipos de aquisição (Troca, Compra)', response: { 200: S.IdNomes } },
    handler: async () => ok(await kpi.tiposAquisicao(db)),
  });
  app.get('/kpi/modelo-jlr-incentivo/:marcaId', {
    config: ler,
    schema: { tags, summary: 'Modelos de incentivo da marca', params: B.MarcaParams, response: { 200: S.IdNomes } },
    handler: async (req) => ok(await kpi.modelosIncentivo(db, req.params.marcaId)),
  });
  app.get('/kpi/versao-jlr-incentivo/:modeloId', {
    config: ler,
    schema: { tags, summary: 'Versões de incentivo do modelo', params: B.ModeloParams, response: { 200: S.IdNomes } },
    handler: async (req) => ok(await kpi.versoesIncentivo(db, req.params.modeloId)),
  });
  app.get('/kpi/versao-jlr-politica/:anoPolitica/:marcaNome', {
    config: ler,
    schema: {
      tags,
      summary: 'Políticas de incentivo de um ano para a marca (cada uma com a sua versão)',
      params: B.PoliticaParams,
      response: { 200: S.Politicas },
    },
    handler: async (req) => ok(await kpi.politicas(db, req.params.anoPolitica, req.params.marcaNome)),
  });
  app.get('/kpi/anos-politica/:marcaNome', {
    config: ler,
    schema: {
      tags,
      summary: 'Anos de política de incentivo da marca',
      params: B.MarcaNomeParams,
      response: { 200: S.AnosPolitica },
    },
    handler: async (req) => ok(await kpi.anosPolitica(db, req.params.marcaNome)),
  });

  // ------------------------------------------------------------ monthly tabs
  app.get('/kpi/preparacao-veiculos', {
    config: ler,
    schema: { tags, summary: 'Preparação dos veículos do mês', querystring: B.FiltroMes, response: { 200: S.Preparacoes } },
    handler: async (req) => ok(await kpi.listarPreparacoes(db, principalOf(req), req.query)),
  });
  app.post('/kpi/preparacao-veiculos', {
    config: editar,
    schema: { tags, summary: 'Salvar a preparação de veículos (dias em inteiros)', body: B.PreparacaoCorpo, response: { 200: S.Mensagem } },
    handler: async (req) => {
      await kpi.salvarPreparacoes(deps, principalOf(req), req.body, correlacao(req));
      return mensagem(kpiMsg.registroAtualizado);
    },
  });
  app.get('/kpi/standards', {
    config: ler,
    schema: { tags, summary: 'Standards do programa no mês', querystring: B.FiltroMes, response: { 200: S.Standards } },
    handler: async (req) => ok(await kpi.listarStandards(db, principalOf(req), req.query)),
  });
  app.post('/kpi/standards', {
    config: editar,
    schema: { tags, summary: "Salvar um standard do mês (cumpriu 'null' é nulo)", body: B.StandardsCorpo, response: { 200: S.Mensagem } },
    handler: async (req) => {
      await kpi.salvarStandard(deps, principalOf(req), req.body as kpi.EntradaStandards, correlacao(req));
      return mensagem(kpiMsg.standardAtualizado);
    },
  });
  app.get('/kpi/captacao', {
    config: ler,
    schema: { tags, summary: 'Captações do mês', querystring: B.FiltroMes, response: { 200: S.Captacoes } },
    handler: async (req) => ok(await kpi.listarCaptacoes(db, principalOf(req), req.query)),
  });
  app.get('/kpi/captacao/:id', {
    config: ler,
    schema: { tags, summary: 'Captação', params: IdParams, response: { 200: S.CaptacaoAnswer } },
    handler: async (req) => ok(await kpi.obterCaptacao(db, principalOf(req), req.params.id)),
  });
  app.post('/kpi/captacao', {
    config: editar,
    schema: { tags, summary: 'Cadastrar captação', body: B.CaptacaoCorpo, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await kpi.criarCaptacao(deps, principalOf(req), req.body as kpi.EntradaCaptacao, correlacao(req));
      return saved(id, kpiMsg.registroAtualizado);
    },
  });
  app.put('/kpi/captacao/:id', {
    config: editar,
    schema: { tags, summary: 'Alterar captação', params: IdParams, body: B.CaptacaoCorpo, response: { 200: Saved } },
    handler: async (req) => {
      await kpi.alterarCaptacao(deps, principalOf(req), req.params.id, req.body as kpi.EntradaCaptacao, correlacao(req));
      return saved(req.params.id, kpiMsg.registroAtualizado);
    },
  });
  app.delete('/kpi/captacao/:id', {
    config: editar,
    schema: { tags, summary: 'Excluir captação', params: IdParams, response: { 200: Saved } },
    handler: async (req) => {
      await kpi.excluirCaptacao(deps, principalOf(req), req.params.id, correlacao(req));
      return saved(req.params.id, kpiMsg.captacaoExcluida);
    },
  });
  app.get('/kpi/outros', {
    config: ler,
    schema: { tags, summary: 'Outros (números do mês; os somente leitura são calculados)', querystring: B.FiltroMes, response: { 200: S.OutrosAnswer } },
    handler: async (req) => ok(await kpi.obterOutros(db, principalOf(req), req.query)),
  });
  app.post('/kpi/outros', {
    config: editar,
    schema: { tags, summary: 'Salvar Outros do mês', body: B.OutrosCorpo, response: { 200: S.Mensagem } },
    handler: async (req) => {
      await kpi.salvarOutros(deps, principalOf(req), req.body as kpi.EntradaOutros, correlacao(req));
      return mensagem(kpiMsg.outrosAtualizado);
    },
  });

  // ------------------------------------------------------------ summaries
  app.get('/kpi/resumo/dealer', {
    config: ler,
    schema: { tags, summary: 'KPIs do dealer no mês (aba KPIs)', querystring: B.FiltroMes, response: { 200: S.ResumoDealerAnswer } },
    handler: async (req, reply) => okDoCache(req, reply, await kpi.resumoDealer(db, principalOf(req), req.query)),
  });
  app.get('/kpi/resumo/nsc-por-mes', {
    config: ler,
    schema: {
      tags,
      summary: "KPI NSC 'Visão mensal': dealers do mês, Total e Média",
      querystring: B.NscPorMesQuery,
      response: { 200: S.NscPorMesAnswer },
    },
    handler: async (req, reply) => okDoCache(req, reply, await kpi.nscPorMes(db, principalOf(req), req.query)),
  });
  app.get('/kpi/resumo/nsc-por-dealer', {
    config: ler,
    schema: {
      tags,
      summary: "KPI NSC 'Visão por Dealer': meses do ano (até o atual) de um dealer, Total e Média",
      querystring: B.NscPorDealerQuery,
      response: { 200: S.NscPorDealerAnswer },
    },
    handler: async (req, reply) => okDoCache(req, reply, await kpi.nscPorDealer(db, principalOf(req), req.query, now())),
  });
  app.get('/bi/KpiApproved', {
    config: { permissao: { funcoes: ['bi', 'kpi'] as const, acesso: 'r' as const } },
    schema: {
      tags: ['BI'],
      summary: "Painel 'KPI Total': valores da rede por mês do ano e por dealer",
      querystring: B.AnoQuery,
      response: { 200: S.BiKpiApprovedAnswer },
    },
    handler: async (req, reply) => okDoCache(req, reply, await kpi.biKpiApproved(db, principalOf(req), req.query, now())),
  });

  app.get('/bi/KpiApproved/exportar', {
    config: { permissao: { funcoes: ['bi', 'kpi'] as const, acesso: 'r' as const } },
    schema: {
      tags: ['BI'],
      summary: "Exportar a tabela de um gráfico do painel 'KPI Total' (.xlsx)",
      querystring: B.ExportarKpiTotalQuery,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const dados = (await kpi.biKpiApproved(db, principalOf(req), req.query, now())) as DadosBiKpi;
      const q = quadrosKpiTotal(dados).find((x) => x.id === req.query.quadro)!;
      const colunas = [
        { header: q.dimensao, value: (l: Quadro['linhas'][number]) => l.rotulo },
        ...q.series.map((s, i) => ({ header: s, value: (l: Quadro['linhas'][number]) => l.valores[i] ?? null })),
      ];
      return sendXlsx(
        req,
        reply,
        `KPI Total - ${q.titulo}`,
        q.id,
        colunas,
        (async function* () {
          yield* q.linhas;
        })(),
      );
    },
  });
}
