import type { FastifyInstance } from 'fastify';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import * as S from '@portal/contracts/kpi/schemas';
import * as B from '@portal/contracts/kpi/body-schemas';
import { InvalidInput } from '@portal/core/kernel/index';
import * as kpi from '@portal/core/kpi/index';
import { IdParams, Xlsx, correlacao, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { exportarQuadro } from '../platform/quadro-xlsx.ts';
import { quadrosKpiTotal, type DadosBiKpi } from '@portal/contracts/kpi/bi';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { acessosDe, permissao, rotas, type Gravacao } from '../platform/rota.ts';

const mensagem = (m: string) => ok({ mensagem: m });

/** The KPI Approved programme and KPI NSC (spec 002 §2.8, §2.9, §7.6): the 28 calls of the catalogue's `kpi` area and `bi/KpiApproved`. */
export async function kpiRoutes(appBase: FastifyInstance, opts: { deps: kpi.KpiDeps }) {
  const rota = rotas(appBase, ['KPI']);
  const rotaBi = rotas(appBase, ['BI']);
  const lerBiOuKpi = permissao(['bi', 'kpi'], 'r');
  const deps = opts.deps;
  const { db, now } = deps;
  const { ler, editar } = acessosDe('kpi');
  /** A KPI command on the record `:id` (by the user, under the request's correlation id): the route answers `Saved` with the id. */
  const noRegistro = (
    summary: string,
    salvo: string,
    comando: (d: kpi.KpiDeps, ator: ReturnType<typeof principalOf>, id: number, c: ReturnType<typeof correlacao>) => Promise<unknown>,
  ): Gravacao<typeof IdParams, undefined, undefined> => ({
    config: editar,
    summary,
    params: IdParams,
    salvo,
    handler: async (req) => {
      await comando(deps, principalOf(req), req.params.id, correlacao(req));
      return req.params.id;
    },
  });

  rota.get('/kpi/anos-meses', {
    config: ler,
    summary: 'Anos e meses do KPI, com o prazo de cada mês (vencido, situação e tempo restante)',
    answer: S.AnosMeses,
    handler: async () => ok(await kpi.anosMeses(db, now())),
  });

  // ------------------------------------------------------------ vehicles
  rota.get('/kpi/veiculos-jlr', {
    config: ler,
    summary: 'Veículos JLR do KPI de um dealer e mês, com o Prazo do mês dos em auditoria (filtro Chassi: só Administrador; filtro Prazo)',
    query: B.VeiculosQuery,
    answer: S.VeiculosKpi,
    handler: async (req) => ok(await kpi.listarVeiculosKpi(db, principalOf(req), now(), { ...req.query, chassi: req.query.chassi?.trim() || undefined })),
  });
  rota.get('/kpi/veiculos-jlr/:id', {
    config: ler,
    summary: 'Veículo JLR do KPI, com o histórico',
    params: IdParams,
    answer: S.VeiculoKpiAnswer,
    handler: async (req) => ok(await kpi.obterVeiculoKpi(db, principalOf(req), req.params.id)),
  });
  rota.post('/kpi/veiculos-jlr', {
    config: editar,
    summary: "Cadastrar veículo JLR do KPI ('Em Auditoria'; Aprovados para o dealer próprio)",
    body: B.VeiculoCorpo,
    salvo: kpiMsg.veiculoCadastrado,
    handler: async (req) => (await kpi.cadastrarVeiculoKpi(deps, principalOf(req), req.body as kpi.EntradaVeiculoKpi, correlacao(req))).id,
  });
  rota.put('/kpi/veiculos-jlr/:id', {
    config: editar,
    summary: 'Alterar veículo JLR do KPI',
    params: IdParams,
    body: B.VeiculoCorpo,
    salvo: kpiMsg.veiculoAlterado,
    handler: async (req) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput(kpiMsg.acaoNaoPermitida);
      await kpi.alterarVeiculoKpi(deps, principalOf(req), req.params.id, req.body as kpi.EntradaVeiculoKpi, correlacao(req));
      return req.params.id;
    },
  });
  rota.put(
    '/kpi/veiculos-jlr/:id/aprovar',
    noRegistro('Aprovar veículo JLR do KPI (Administrador): Em Auditoria → Aprovados', kpiMsg.veiculoAprovado, kpi.aprovarVeiculoKpi),
  );
  rota.delete('/kpi/veiculos-jlr/:id', noRegistro('Excluir veículo JLR do KPI', kpiMsg.veiculoExcluido, kpi.excluirVeiculoKpi));

  // ------------------------------------------------------------ reference lists
  rota.get('/kpi/marcas/jlr', {
    config: ler,
    summary: 'Marcas JLR (formulário do veículo)',
    answer: S.IdNomes,
    handler: async () => ok(await kpi.marcasJlr(db)),
  });
  rota.get('/kpi/marcas', {
    config: ler,
    summary: 'Marcas da captação (data.data)',
    answer: S.MarcasCaptacao,
    handler: async () => ok({ data: await kpi.marcas(db) }),
  });
  rota.get('/kpi/tipos-aquisicao', {
    config: ler,
    summary: 'Tipos de aquisição (Troca, Compra)',
    answer: S.IdNomes,
    handler: async () => ok(await kpi.tiposAquisicao(db)),
  });
  rota.get('/kpi/modelo-jlr-incentivo/:marcaId', {
    config: ler,
    summary: 'Modelos de incentivo da marca',
    params: B.MarcaParams,
    answer: S.IdNomes,
    handler: async (req) => ok(await kpi.modelosIncentivo(db, req.params.marcaId)),
  });
  rota.get('/kpi/versao-jlr-incentivo/:modeloId', {
    config: ler,
    summary: 'Versões de incentivo do modelo',
    params: B.ModeloParams,
    answer: S.IdNomes,
    handler: async (req) => ok(await kpi.versoesIncentivo(db, req.params.modeloId)),
  });
  rota.get('/kpi/versao-jlr-politica/:anoPolitica/:marcaNome', {
    config: ler,
    summary: 'Políticas de incentivo de um ano para a marca (cada uma com a sua versão)',
    params: B.PoliticaParams,
    answer: S.Politicas,
    handler: async (req) => ok(await kpi.politicas(db, req.params.anoPolitica, req.params.marcaNome)),
  });
  rota.get('/kpi/anos-politica/:marcaNome', {
    config: ler,
    summary: 'Anos de política de incentivo da marca',
    params: B.MarcaNomeParams,
    answer: S.AnosPolitica,
    handler: async (req) => ok(await kpi.anosPolitica(db, req.params.marcaNome)),
  });

  // ------------------------------------------------------------ monthly tabs
  rota.get('/kpi/preparacao-veiculos', {
    config: ler,
    summary: 'Preparação dos veículos do mês',
    query: B.FiltroMes,
    answer: S.Preparacoes,
    handler: async (req) => ok(await kpi.listarPreparacoes(db, principalOf(req), req.query)),
  });
  rota.post('/kpi/preparacao-veiculos', {
    config: editar,
    summary: 'Salvar a preparação de veículos (dias em inteiros)',
    body: B.PreparacaoCorpo,
    answer: S.Mensagem,
    handler: async (req) => {
      await kpi.salvarPreparacoes(deps, principalOf(req), req.body, correlacao(req));
      return mensagem(kpiMsg.registroAtualizado);
    },
  });
  rota.get('/kpi/standards', {
    config: ler,
    summary: 'Standards do programa no mês',
    query: B.FiltroMes,
    answer: S.Standards,
    handler: async (req) => ok(await kpi.listarStandards(db, principalOf(req), req.query)),
  });
  rota.post('/kpi/standards', {
    config: editar,
    summary: "Salvar um standard do mês (cumpriu 'null' é nulo)",
    body: B.StandardsCorpo,
    answer: S.Mensagem,
    handler: async (req) => {
      await kpi.salvarStandard(deps, principalOf(req), req.body as kpi.EntradaStandards, correlacao(req));
      return mensagem(kpiMsg.standardAtualizado);
    },
  });
  rota.get('/kpi/captacao', {
    config: ler,
    summary: 'Captações do mês',
    query: B.FiltroMes,
    answer: S.Captacoes,
    handler: async (req) => ok(await kpi.listarCaptacoes(db, principalOf(req), req.query)),
  });
  rota.get('/kpi/captacao/:id', {
    config: ler,
    summary: 'Captação',
    params: IdParams,
    answer: S.CaptacaoAnswer,
    handler: async (req) => ok(await kpi.obterCaptacao(db, principalOf(req), req.params.id)),
  });
  rota.post('/kpi/captacao', {
    config: editar,
    summary: 'Cadastrar captação',
    body: B.CaptacaoCorpo,
    salvo: kpiMsg.registroAtualizado,
    handler: async (req) => (await kpi.criarCaptacao(deps, principalOf(req), req.body as kpi.EntradaCaptacao, correlacao(req))).id,
  });
  rota.put('/kpi/captacao/:id', {
    config: editar,
    summary: 'Alterar captação',
    params: IdParams,
    body: B.CaptacaoCorpo,
    salvo: kpiMsg.registroAtualizado,
    handler: async (req) => {
      await kpi.alterarCaptacao(deps, principalOf(req), req.params.id, req.body as kpi.EntradaCaptacao, correlacao(req));
      return req.params.id;
    },
  });
  rota.delete('/kpi/captacao/:id', noRegistro('Excluir captação', kpiMsg.captacaoExcluida, kpi.excluirCaptacao));
  rota.get('/kpi/outros', {
    config: ler,
    summary: 'Outros (números do mês; os somente leitura são calculados)',
    query: B.FiltroMes,
    answer: S.OutrosAnswer,
    handler: async (req) => ok(await kpi.obterOutros(db, principalOf(req), req.query)),
  });
  rota.post('/kpi/outros', {
    config: editar,
    summary: 'Salvar Outros do mês',
    body: B.OutrosCorpo,
    answer: S.Mensagem,
    handler: async (req) => {
      await kpi.salvarOutros(deps, principalOf(req), req.body as kpi.EntradaOutros, correlacao(req));
      return mensagem(kpiMsg.outrosAtualizado);
    },
  });

  // ------------------------------------------------------------ summaries
  rota.get('/kpi/resumo/dealer', {
    config: ler,
    summary: 'KPIs do dealer no mês (aba KPIs)',
    query: B.FiltroMes,
    answer: S.ResumoDealerAnswer,
    handler: async (req, reply) => okDoCache(req, reply, await kpi.resumoDealer(db, principalOf(req), req.query)),
  });
  rota.get('/kpi/resumo/nsc-por-mes', {
    config: ler,
    summary: "KPI NSC 'Visão mensal': dealers do mês, Total e Média",
    query: B.NscPorMesQuery,
    answer: S.NscPorMesAnswer,
    handler: async (req, reply) => okDoCache(req, reply, await kpi.nscPorMes(db, principalOf(req), req.query)),
  });
  rota.get('/kpi/resumo/nsc-por-dealer', {
    config: ler,
    summary: "KPI NSC 'Visão por Dealer': meses do ano (até o atual) de um dealer, Total e Média",
    query: B.NscPorDealerQuery,
    answer: S.NscPorDealerAnswer,
    handler: async (req, reply) => okDoCache(req, reply, await kpi.nscPorDealer(db, principalOf(req), req.query, now())),
  });
  rotaBi.get('/bi/KpiApproved', {
    config: lerBiOuKpi,
    summary: "Painel 'KPI Total': valores da rede por mês do ano e por dealer",
    query: B.AnoQuery,
    answer: S.BiKpiApprovedAnswer,
    handler: async (req, reply) => okDoCache(req, reply, await kpi.biKpiApproved(db, principalOf(req), req.query, now())),
  });

  rotaBi.get('/bi/KpiApproved/exportar', {
    config: lerBiOuKpi,
    summary: "Exportar a tabela de um gráfico do painel 'KPI Total' (.xlsx)",
    query: B.ExportarKpiTotalQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const dados = (await kpi.biKpiApproved(db, principalOf(req), req.query, now())) as DadosBiKpi;
      const q = quadrosKpiTotal(dados).find((x) => x.id === req.query.quadro)!;
      return exportarQuadro(req, reply, 'KPI Total', q);
    },
  });
}
