import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import * as nf from '@portal/core/comissoes/index';
import type { Db } from '@portal/core/kernel/index';
import type { Armazenamento } from '@portal/core/storage/index';
import { Answer, Id, IdParams, Int, Linhas, Opt, Paginacao, Strict, Text, Xlsx, N, ok, okAs, PageOf, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';

export interface ComissoesRoutesOptions {
  deps: { db: Db; now: () => Date };
  armazenamento: Armazenamento;
}

const StepId = Int(1, 6);
const Filtros = {
  dataDe: Opt(Text(30)),
  dataAte: Opt(Text(30)),
  steps: Opt(Type.Union([StepId, Type.Array(StepId, { maxItems: 6 })])),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
  numeroNotaFiscal: Opt(Type.Union([Type.String({ maxLength: 20 }), Int(0, 999_999_999)])),
};
const ListarBody = Strict({ ...Paginacao, ...Filtros });
const ExportarBody = Strict({ ...Filtros });

const LinhaComissao = Type.Object({
  id: Type.Integer(),
  codigoPedido: N(Type.String()),
  numeroPedidoVD: Type.String(),
  chassi: N(Type.String()),
  modelo: N(Type.String()),
  derivativo: N(Type.String()),
  descricao: N(Type.String()),
  dealerComissao: Type.String(),
  tipoComissao: N(Type.String()),
  precoEspecial: N(Type.Number()),
  valorComissao: Type.Number(),
  dataFaturamento: N(Type.String()),
  status: Type.String(),
  stepId: Type.Integer(),
  nfeComissao: N(Type.String()),
  notaFiscalId: N(Type.Integer()),
  tipoVenda: N(Type.String()),
  tipoVendaId: Type.Integer(),
  nomeCliente: N(Type.String()),
  concessionariaId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  dataCadastro: Type.String(),
});
const LinhaNota = Type.Object({
  id: Type.Integer(),
  step: Type.String(),
  stepId: Type.Integer(),
  dataEmissao: N(Type.String()),
  numeroNotaFiscal: Type.String(),
  valorComissao: Type.Number(),
  valorNotaFiscal: N(Type.Number()),
  dealerComissao: Type.String(),
  urlNotaFiscal: Type.String(),
  concessionariasId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  pedidosId: Type.Array(Type.Integer()),
  comentario: N(Type.String()),
  cnpjEmitente: Type.String(),
  versao: Type.Integer(),
  dataAtrelamento: Type.String(),
  dataPagamento: N(Type.String()),
  avisos: Type.Array(Type.String()),
});
const LinhaProvisao = Type.Object({
  id: Type.Integer(),
  dealerComissao: Type.String(),
  numeroNotaFiscal: Type.String(),
  dataEmissao: N(Type.String()),
  pedidos: Type.String(),
  step: Type.String(),
  stepId: Type.Integer(),
  dataProvisionamento: Type.String(),
  valorProvisionado: Type.Number(),
  valorPago: Type.Number(),
  dataPagamento: N(Type.String()),
  saldo: Type.Number(),
});
const PaginaProvisao = Answer(
  Type.Object({
    rows: Type.Array(LinhaProvisao),
    page: Type.Integer(),
    total: Type.Integer(),
    totais: Type.Object({ provisionado: Type.Number(), pago: Type.Number(), saldo: Type.Number() }),
  }),
);
/** spec §5: numeric, minimum -100; checked by the attach (its pt-BR message), so a text or a lower figure gets there */
const Valor = Type.Union([Type.Number(), Type.String({ maxLength: 30 })]);
const AtrelarBody = Strict({
  numeroNotaFiscal: Opt(Type.Union([Type.String({ maxLength: 20 }), Int(0, 999_999_999)])),
  concessionariasId: Opt(Id),
  urlNotaFiscal: Opt(Text(200)),
  valorComissao: Opt(Valor),
  valorNotaFiscal: Opt(Valor),
  dataEmissao: Opt(Text(30)),
  cnpjEmitente: Opt(Text(30)),
  notaFiscalSteps: Opt(Type.Array(Int(0, 6), { maxItems: 10 })),
  pedidosId: Opt(Type.Array(Id, { maxItems: 200 })),
  steps: Opt(Type.Union([StepId, Strict({ id: Opt(StepId), nomeAmigavel: Opt(Text(60)) })])),
});
const AlterarBody = Strict({
  ids: Type.Array(Id, { maxItems: 500 }),
  steps: Int(1, 6),
  comentario: Opt(Type.String({ maxLength: 8000 })),
});
/** `avisos`: what the attach accepted although it disagrees (typed vs XML, value vs commissions, issuer vs dealer) */
const Atrelada = Answer(Type.Object({ id: Type.Integer(), mensagem: Type.String(), avisos: Type.Array(Type.String()) }));
const Alterada = Answer(Type.Object({ ids: Type.Array(Type.Integer()), step: Type.Integer(), mensagem: Type.String() }));
const Comentarios = Answer(
  Type.Array(Type.Object({ comentario: Type.String(), nomeUsuario: Type.String(), dataComentario: Type.String(), step: Type.String() })),
);

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
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;
  const ler = { permissao: { funcao: 'comissoes' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'comissoes' as const, acesso: 'u' as const } };
  const tags = ['Comissões e notas fiscais'];
  const filtro = (b: { page?: number | null; per_page?: number | null; pageSize?: number | null }) => ({ ...b, per_page: b.per_page ?? b.pageSize });

  app.post('/notas/fiscais/comissoes/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    schema: {
      tags,
      summary: 'Aba Comissões: comissões dos pedidos de venda direta, com a nota fiscal atual',
      body: ListarBody,
      response: { 200: PageOf(LinhaComissao) },
    },
    handler: async (req) => okAs(PageOf(LinhaComissao), await nf.listarComissoes(deps.db, principalOf(req), filtro(req.body))),
  });

  app.post('/notas/fiscais/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    schema: { tags, summary: 'Aba Notas Fiscais: notas fiscais de comissão', body: ListarBody, response: { 200: PageOf(LinhaNota) } },
    handler: async (req) => okAs(PageOf(LinhaNota), await nf.listarNotas(deps.db, principalOf(req), filtro(req.body))),
  });

  app.post('/notas/fiscais/provisaoPagamento/listar', {
    config: ler,
    preValidation: nuloEhAusente,
    schema: {
      tags,
      summary: 'Aba Relatório de Provisão vs. Pagamento: provisionado, pago e saldo por nota fiscal',
      body: ListarBody,
      response: { 200: PaginaProvisao },
    },
    handler: async (req) => okAs(PaginaProvisao, await nf.listarProvisao(deps.db, principalOf(req), filtro(req.body))),
  });

  app.post('/notas/fiscais/provisaoPagamento/exportar', {
    config: ler,
    preValidation: nuloEhAusente,
    schema: { tags, summary: 'Relatório de Provisão vs. Pagamento (xlsx), filtros da tela', body: ExportarBody, response: Xlsx },
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

  app.get('/notas/fiscais/pedidos/:id', {
    config: ler,
    schema: { tags, summary: 'Pedidos da nota fiscal (modal de detalhe)', params: IdParams, response: { 200: Answer(Type.Array(LinhaComissao)) } },
    handler: async (req) => ok(await nf.pedidosDaNota(deps.db, principalOf(req), req.params.id)),
  });

  app.get('/notas/fiscais/comentarios/:id', {
    config: ler,
    schema: {
      tags,
      summary: 'Motivos de reprovação da nota fiscal, o mais recente primeiro (data[0].comentario)',
      params: IdParams,
      response: { 200: Comentarios },
    },
    handler: async (req) => ok(await nf.comentariosDaNota(deps.db, principalOf(req), req.params.id)),
  });

  app.put('/notas/fiscais/alterar/steps', {
    config: editar,
    preValidation: nuloEhAusente,
    schema: {
      tags,
      summary:
        'Avançar em lote (2 Aprovação de Vendas, 3 Aprovação de Diretoria, 4 Pagamento Realizado) notas do mesmo step, ou reprovar uma (5, com comentário)',
      body: AlterarBody,
      response: { 200: Alterada },
    },
    handler: async (req) => {
      const r = await nf.alterarSteps({ ...deps, armazenamento: opts.armazenamento }, principalOf(req), req.body, correlacao(req));
      return ok({ ...r, mensagem: r.step === 5 ? nfMsg.reprovada : nfMsg.stepAprovado });
    },
  });

  app.post('/notas/fiscais', {
    config: editar,
    preValidation: nuloEhAusente,
    schema: {
      tags,
      summary:
        'Atrelar nota fiscal às comissões dos pedidos (pedidos e arquivo obrigatórios; valor numérico ≥ -100; divergências do XML, da soma das comissões e do CNPJ do dealer voltam em avisos)',
      body: AtrelarBody,
      response: { 201: Atrelada },
    },
    handler: async (req, reply) => {
      const { steps: _s, notaFiscalSteps: _n, ...corpo } = req.body;
      const r = await nf.atrelarNotaFiscal({ ...deps, armazenamento: opts.armazenamento }, principalOf(req), corpo, correlacao(req));
      return reply.code(201).send(ok({ id: r.id, mensagem: nfMsg.atrelada, avisos: r.avisos }));
    },
  });
}
