import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import * as nf from '@portal/core/comissoes/index';
import type { Db } from '@portal/core/kernel/index';
import type { Armazenamento } from '@portal/core/storage/index';
import {
  AlterarStepsBody,
  AtrelarNotaBody,
  ComentariosDaNota,
  ExportarProvisaoBody,
  ListarComissoesBody,
  ListarNotasBody,
  NotaAtrelada,
  PaginaComissoes,
  PaginaNotas,
  PaginaProvisao,
  PedidosDaNota,
  StepsAlterados,
} from '@portal/contracts/comissoes/schemas';
import { IdParams, Xlsx, comPorPagina, ok, okAs, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { chavePrazo } from '@portal/contracts/prazos/workflows';
import { acompanharPrazo } from '../prazos/index.ts';

export interface ComissoesRoutesOptions {
  deps: { db: Db; now: () => Date };
  armazenamento: Armazenamento;
}

const COLUNAS: XlsxColumn<nf.LinhaProvisao>[] = [
  { header: 'Dealer', value: (r) => r.dealerComissao, width: 32 },
  { header: 'Nota Fiscal', value: (r) => r.numeroNotaFiscal },
  { header: 'Data Emissão', value: (r) => r.dataEmissao ?? '---' },
  { header: 'Pedidos', value: (r) => r.pedidos, width: 30 },
  { header: 'Status', value: (r) => r.step, width: 28 },
  { header: 'Data Provisionamento', value: (r) => r.dataProvisionamento },
  { header: 'Valor Provisionado', value: (r) => r.valorProvisionado },
  { header: 'Valor Pago', value: (r) => r.valorPago },
  { header: 'Data Pagamento', value: (r) => r.dataPagamento ?? '---' },
  { header: 'Saldo a Pagar', value: (r) => r.saldo },
];

/**
 * A null field of the body reads as absent: the API's Ajv would coerce it into the first type of a nullable field (0, ''), and
 * a value of 0 is not "no value" (the attach would report a value mismatch instead of asking for the value).
 */
const nuloEhAusente = async (req: FastifyRequest) => {
  const b = req.body;
  if (b !== null && typeof b === 'object' && !Array.isArray(b)) req.body = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== null));
};

async function* deArray<T>(rows: Promise<T[]>): AsyncGenerator<T> {
  for (const r of await rows) yield r;
}

/** Commissions and invoices (spec 001 §2.10, §4.3, §7 "Commissions and invoices"): the three tabs, attach, steps, export. */
export async function comissoesRoutes(appBase: FastifyInstance, opts: ComissoesRoutesOptions) {
  const rota = rotas(appBase, ['Comissões e notas fiscais']);
  const { deps } = opts;
  const { ler, editar } = acessosDe('comissoes');

  rota.post('/notas/fiscais/comissoes/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    summary: 'Aba Comissões: comissões dos pedidos de venda direta, com a nota fiscal atual',
    body: ListarComissoesBody,
    answer: PaginaComissoes,
    handler: async (req) => okAs(PaginaComissoes, await nf.listarComissoes(deps.db, principalOf(req), comPorPagina(req.body))),
  });

  rota.post('/notas/fiscais/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    summary: 'Aba Notas Fiscais: notas fiscais de comissão, com o Prazo da etapa de aprovação',
    body: ListarNotasBody,
    answer: PaginaNotas,
    handler: async (req) => okAs(PaginaNotas, await nf.listarNotas(deps.db, principalOf(req), comPorPagina(req.body), deps.now())),
  });

  rota.post('/notas/fiscais/provisaoPagamento/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    summary: 'Aba Relatório de Provisão vs. Pagamento: provisionado, pago e saldo por nota fiscal',
    body: ListarComissoesBody,
    answer: PaginaProvisao,
    handler: async (req) => okAs(PaginaProvisao, await nf.listarProvisao(deps.db, principalOf(req), comPorPagina(req.body))),
  });

  rota.post('/notas/fiscais/provisaoPagamento/exportar', {
    config: ler,
    preValidation: nuloEhAusente,
    summary: 'Relatório de Provisão vs. Pagamento (xlsx), filtros da tela',
    body: ExportarProvisaoBody,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Relatorio_Provisao_vs_Pagamento',
        'Provisão vs. Pagamento',
        COLUNAS,
        deArray(nf.linhasProvisao(deps.db, principalOf(req), req.body)),
      ),
  });

  rota.get('/notas/fiscais/pedidos/:id', {
    config: ler,
    summary: 'Pedidos da nota fiscal (modal de detalhe)',
    params: IdParams,
    answer: PedidosDaNota,
    handler: async (req) => ok(await nf.pedidosDaNota(deps.db, principalOf(req), req.params.id)),
  });

  rota.get('/notas/fiscais/comentarios/:id', {
    config: ler,
    summary: 'Motivos de reprovação da nota fiscal, o mais recente primeiro (data[0].comentario)',
    params: IdParams,
    answer: ComentariosDaNota,
    handler: async (req) => ok(await nf.comentariosDaNota(deps.db, principalOf(req), req.params.id)),
  });

  rota.put('/notas/fiscais/alterar/steps', {
    config: editar,
    preValidation: nuloEhAusente,
    summary:
      'Avançar em lote (2 Aprovação de Vendas, 3 Aprovação de Diretoria, 4 Pagamento Realizado) notas do mesmo step, ou reprovar uma (5, com comentário)',
    body: AlterarStepsBody,
    answer: StepsAlterados,
    handler: async (req) => {
      const r = await nf.alterarSteps({ ...deps, armazenamento: opts.armazenamento }, principalOf(req), req.body, correlacao(req));
      // each invoice's approval-step deadline follows the move (conf17): the next step's run starts, a paid or rejected one's ends
      for (const id of r.ids) await acompanharPrazo(req, deps.db, deps.now, chavePrazo('nota-fiscal', id));
      return ok({ ...r, mensagem: r.step === 5 ? nfMsg.reprovada : nfMsg.stepAprovado });
    },
  });

  rota.post('/notas/fiscais', {
    config: editar,
    preValidation: nuloEhAusente,
    summary:
      'Atrelar nota fiscal às comissões dos pedidos (pedidos e arquivo obrigatórios; valor numérico ≥ -100; divergências do XML, da soma das comissões e do CNPJ do dealer voltam em avisos)',
    body: AtrelarNotaBody,
    status: 201,
    answer: NotaAtrelada,
    handler: async (req) => {
      const { steps: _s, notaFiscalSteps: _n, ...corpo } = req.body;
      const r = await nf.atrelarNotaFiscal({ ...deps, armazenamento: opts.armazenamento }, principalOf(req), corpo, correlacao(req));
      await acompanharPrazo(req, deps.db, deps.now, chavePrazo('nota-fiscal', r.id));
      return ok({ id: r.id, mensagem: nfMsg.atrelada, avisos: r.avisos });
    },
  });
}
