import type { FastifyInstance } from 'fastify';
import { hmsg } from '@portal/contracts/reports/home';
import * as s from '@portal/contracts/reports/schemas';
import * as home from '@portal/core/reports/home';
import * as pipeline from '@portal/core/reports/pipeline';
import * as totais from '@portal/core/reports/totais';
import type { LinhaVeiculo } from '@portal/core/reports/linhas';
import type { Db } from '@portal/core/kernel/index';
import { Xlsx } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { colunasIniciaisDoVeiculo } from '../platform/colunas-veiculo.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { permissao, rotas } from '../platform/rota.ts';

const t = (k: keyof LinhaVeiculo) => (r: LinhaVeiculo) => r[k];
/** The vehicle columns of the report exports. */
const COLUNAS: XlsxColumn<LinhaVeiculo>[] = [
  ...colunasIniciaisDoVeiculo(t, { marca: 'marca', descricao: 'descricao' }),
  { header: 'Dealer', width: 30, value: t('dealer') },
  { header: 'Região', width: 18, value: t('regional') },
  { header: 'Grupo', width: 20, value: t('grupo') },
  { header: 'Tipo de Venda', value: t('tipoVenda') },
  { header: 'Tipo de Pagamento', value: t('tipoPagamento') },
  { header: 'Data Disponibilidade', value: t('dataDisponibilidade') },
  { header: 'Solicitação Faturamento', value: t('dataSolicitacaoFaturamento') },
  { header: 'Data Faturamento', value: t('dataFaturamento') },
  { header: 'Nota Fiscal', value: t('notaFiscal') },
];

/** Home reports (relatorios-home/*, Administrador and Regionais) and pipeline analysis (/pipeline). */
export async function reportRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rotaHome = rotas(appBase, ['Relatórios (home)']);
  const rota = rotas(appBase, ['Análise de Pipeline']);
  const { db, now } = opts.deps;
  const relatorios = {
    ...permissao('relatorios', 'r'),
    somentePerfis: { perfis: ['Administrador', 'Regionais'], mensagem: hmsg.somenteAdministradorRegionais },
  };
  const abas = [
    ['confirmacao-por-dealer', 'Aba Dealer: regiões, grupos e dealers com os 18 indicadores', s.PorDealer, home.confirmacaoPorDealer],
    ['confirmacao-por-modelo', 'Aba Model: marcas e modelos', s.PorModelo, home.confirmacaoPorModelo],
    ['faturamento-por-modelo', 'Aba Faturamento: faturamento e confirmações por modelo', s.PorModelo, home.faturamentoPorModelo],
    ['estoque-dealer-por-modelo', 'Aba Dealer Stock: estoque dos dealers por modelo e ano-modelo', s.EstoquePorAno, home.estoqueDealerPorModelo],
    ['estoque-nsc-por-modelo', 'Aba NSC Stock: Bolsão NSC por modelo e ano-modelo', s.EstoquePorAno, home.estoqueNscPorModelo],
    ['estoque-consignado', 'Painel Estoque Consignado: consignados por dealer e modelo', s.EstoqueConsignado, home.estoqueConsignado],
  ] as const;
  for (const [path, summary, response, fn] of abas) {
    rotaHome.get(`/relatorios-home/${path}`, {
      config: relatorios,
      summary,
      query: s.FiltroHome,
      answer: response,
      handler: async (req, reply) => okDoCache(req, reply, await fn(db, principalOf(req), now(), req.query)),
    });
  }
  rotaHome.get('/relatorios-home/exportar/:column', {
    config: relatorios,
    summary: 'Exportar os veículos de uma coluna (salvo como {column}.xlsx)',
    params: s.ColunaParams,
    query: s.FiltroExportacao,
    answer: Xlsx,
    handler: async (req, reply) => {
      const rows = home.exportarColuna(db, principalOf(req), now(), req.params.column, req.query);
      return sendXlsx(req, reply, req.params.column, req.params.column, COLUNAS, rows, { semPrefixo: true });
    },
  });

  // ---- pipeline analysis
  const ler = permissao('pipeline', 'r');
  rota.post('/veiculos/pipeline', {
    config: ler,
    summary: 'Tabela do pipeline por modelo (saldo anterior, dias 01–31, Total) e sua distribuição',
    body: s.PipelineCorpo,
    answer: s.Pipeline,
    handler: async (req, reply) => okDoCache(req, reply, await pipeline.pipeline(db, principalOf(req), now(), req.body ?? {})),
  });
  rota.get('/veiculos/pipeline/detalhe/dia', {
    config: ler,
    summary: 'Veículos de uma célula do dia (ou do saldo anterior com totalAtual)',
    query: s.FiltroDia,
    answer: s.Detalhe,
    handler: async (req, reply) => okDoCache(req, reply, await pipeline.detalheDia(db, principalOf(req), req.query)),
  });
  rota.get('/veiculos/pipeline/detalhe/modelo', {
    config: ler,
    summary: 'Veículos de um modelo no mês',
    query: s.FiltroModelo,
    answer: s.Detalhe,
    handler: async (req, reply) => okDoCache(req, reply, await pipeline.detalheModelo(db, principalOf(req), now(), req.query)),
  });
  rota.get('/relatorios/pipeline/detalhe/dia', {
    config: ler,
    summary: 'Exportar o detalhe do dia (.xlsx)',
    query: s.FiltroDia,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(req, reply, 'Pipeline Detalhe Dia', 'Detalhe', COLUNAS, await pipeline.exportarDia(db, principalOf(req), req.query)),
  });
  rota.get('/relatorios/pipeline/detalhe/modelo', {
    config: ler,
    summary: 'Exportar o detalhe do modelo (.xlsx)',
    query: s.FiltroModelo,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(req, reply, 'Pipeline Detalhe Modelo', 'Detalhe', COLUNAS, await pipeline.exportarModelo(db, principalOf(req), now(), req.query)),
  });
  rota.post('/veiculos/faturamentos/veiculos/totalStatus', {
    config: ler,
    summary: 'Veículos disponibilizados no mês por status',
    body: s.TotaisCorpo,
    answer: s.TotalStatus,
    handler: async (req, reply) => okDoCache(req, reply, await totais.totalStatus(db, principalOf(req), now(), req.body ?? {})),
  });
  rota.post('/veiculos/faturamentos/veiculos/preExportacao', {
    config: ler,
    summary: 'Quantos veículos cada exportação do modal levaria',
    body: s.TotaisCorpo,
    answer: s.PreExportacao,
    handler: async (req, reply) => okDoCache(req, reply, await totais.preExportacao(db, principalOf(req), now(), req.body ?? {})),
  });
  rota.post('/relatorios/faturamentos/detalhe/modelos', {
    config: ler,
    summary: 'Exportar os veículos do mês (Jaguar, Land Rover, tipo de venda, ambas) (.xlsx)',
    body: s.TotaisCorpo,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(req, reply, 'Pipeline Detalhe Modelos', 'Veículos', COLUNAS, totais.exportarDetalheModelos(db, principalOf(req), now(), req.body ?? {})),
  });
}
