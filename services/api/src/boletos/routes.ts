import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bmsg } from '@portal/contracts/boletos/messages';
import { STATUS_BOLETO } from '@portal/contracts/boletos/status';
import { SINAIS_BOLETO } from '@portal/contracts/boletos/workflows';
import { cleanCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';
import { isValidCpf } from '@portal/contracts/br/cpf';
import * as b from '@portal/core/boletos/index';
import type { BancoBoletos } from '@portal/core/boletos/index';
import { BancoSandbox } from '@portal/core/boletos/bank/sandbox';
import { dadosImpressao, gerarPdfBoleto } from '@portal/core/boletos/bank/pdf';
import { DomainError, NotFound, Refused, type Db } from '@portal/core/kernel/index';
import { msg } from '@portal/contracts/messages';
import { normalizarCodigoAcesso } from '@portal/contracts/boletos/codigo-acesso';
import { Answer, Id, IdParams, Int, Linhas, MessageAnswer, Opt, Paginacao, Strict, Text, Xlsx, N, ok, okAs, PageOf, correlacao } from '../platform/schemas.ts';
import { Pdf } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { iniciarBoleto, sinalizarBoleto } from './temporal.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';

export interface BoletoRoutesOptions {
  deps: { db: Db; now: () => Date };
  banco: BancoBoletos;
  rateLimitMax: number;
  /** /gera-boleto's lookups per CPF/CNPJ (default core LIMITE_DOCUMENTO_PADRAO: 10 an hour) */
  limiteDocumento?: b.LimiteDocumento;
}

const LinhaBoleto = Type.Object({
  id: Type.Integer(),
  pedido: Type.String(),
  pedidoId: Type.Integer(),
  status: Type.String(),
  statusId: Type.Integer(),
  dataEmissao: Type.String(),
  valorTotal: Type.Number(),
  tipoPagamento: Type.String(),
  valorParcial: N(Type.Number()),
  valorBoleto: Type.Number(),
  dataVencimento: Type.String(),
  vencimentoIso: Type.String(),
  numeroParcela: Type.Integer(),
  quantidadeVezes: Type.Integer(),
  dataPagamento: N(Type.String()),
  linhaDigitavel: N(Type.String()),
  bankNumber: N(Type.String()),
  valorComissao: N(Type.Number()),
  nfeComissao: N(Type.String()),
});
const Dinheiro = Opt(Type.Number({ minimum: 0, maximum: 99_999_999.99 }));
const EmitirBody = Strict({
  id: Opt(Id),
  dataEmissao: Opt(Text(30)),
  dataPagamento: Opt(Text(30)),
  valorTotal: Dinheiro,
  valorParcial: Dinheiro,
  valorBoleto: Dinheiro,
  entrada: Dinheiro,
  tipoPagamento: Opt(Text(20)),
  quantidadeVezes: Opt(Int(1, 3)),
  numeroParcela: Opt(Int(1, 99)),
  // read-only fields of a row sent back as it came
  boletoGerado: Opt(Type.Boolean()),
  status: Opt(Type.Union([Type.Integer(), Type.String({ maxLength: 40 })])),
  statusNome: Opt(Text(40)),
  bankNumber: Opt(Text(10)),
});
const ListarBody = Strict({ ...Paginacao, pedido: Opt(Linhas), statusId: Opt(Int(1, 5)) });
const OrderParams = Strict({ orderId: Id });
/** The spec's call (order code and CPF/CNPJ) plus `codigoAcesso`, the code printed on the boleto (docs/decisions.md). */
const SegundaViaBody = Strict({ pedido: Text(40), documento: Text(30), codigoAcesso: Text(20) });
const SegundaViaPdfBody = Strict({ pedido: Text(40), documento: Text(30), codigoAcesso: Text(20), boletoId: Id });
const Emitido = Answer(Type.Object({ boleto: LinhaBoleto, mensagem: Type.String() }));

const COLUNAS: XlsxColumn<b.LinhaBoletoExport>[] = [
  { header: 'Pedido', value: (r) => r.pedido },
  { header: 'Status', value: (r) => r.status },
  { header: 'Data Emissão', value: (r) => r.dataEmissao },
  { header: 'Valor Total', value: (r) => r.valorTotal },
  { header: 'Tipo de Pagamento', value: (r) => r.tipoPagamento },
  { header: 'Valor Parcial', value: (r) => r.valorParcial },
  { header: 'Valor do Boleto', value: (r) => r.valorBoleto },
  { header: 'Data Vencimento do Boleto', value: (r) => r.dataVencimento },
  { header: 'Nº da Parcela', value: (r) => r.numeroParcela },
  { header: 'Data Pagamento', value: (r) => r.dataPagamento ?? '---' },
  { header: 'Linha digitável', value: (r) => r.linhaDigitavel, width: 56 },
];

/** How long the issue call waits for `boleto-<id>` to register the boleto before answering that it is on its way. */
const ESPERA_EMISSAO_MS = 8000;

/** Boletos: issue (through `boleto-<id>`), the boletos screen, log, PDF, cancel, reissue, report, the sandbox's payment lever and the public second copy. */
export async function boletoRoutes(appBase: FastifyInstance, opts: BoletoRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps, banco } = opts;
  const ler = { permissao: { funcoes: ['vendaDireta', 'boletos'] as const, acesso: 'r' as const } };
  const emitir = { permissao: { funcao: 'vendaDireta' as const, acesso: 'u' as const } };
  const editar = { permissao: { funcao: 'boletos' as const, acesso: 'u' as const } };
  const publica = { permissao: { publica: true as const }, limite: { porIp: opts.rateLimitMax } };
  /** every public lookup, hit or miss (404, 429, 400 included), with the document masked and never the access code */
  const consultaPublica = (recurso: (req: FastifyRequest) => string | null) => ({
    ...publica,
    seguranca: { sucesso: 'consulta_boleto_publica' as const, falha: 'consulta_boleto_publica' as const, campos: ['documento'] as const, recurso },
  });
  const tags = ['Boletos'];

  const linha = async (id: number) => (await b.listarBoletosPorId(deps.db, [id]))[0]!;

  app.post('/boleto/emitir/:orderId', {
    config: emitir,
    schema: {
      tags,
      summary: 'Emitir boleto do pedido: registra no banco pelo workflow boleto-<id>',
      params: OrderParams,
      body: EmitirBody,
      response: { 200: Emitido },
    },
    handler: async (req) => {
      const { boletoId } = await b.emitirBoleto(deps, principalOf(req), req.params.orderId, req.body, correlacao(req));
      const inicial = await linha(boletoId);
      const rodando = await iniciarBoleto(req, deps.db, deps.now, boletoId, inicial.vencimentoIso);
      let atual = inicial;
      for (const fim = Date.now() + ESPERA_EMISSAO_MS; rodando && atual.statusId === STATUS_BOLETO.naoEmitido && Date.now() < fim;) {
        await new Promise((r) => setTimeout(r, 150));
        atual = await linha(boletoId);
      }
      return okAs(Emitido, { boleto: atual, mensagem: atual.statusId === STATUS_BOLETO.emitido ? bmsg.boletoEmitido : bmsg.emissaoEmAndamento });
    },
  });

  app.post('/pedidos/boletos', {
    config: ler,
    schema: { tags, summary: 'Boletos: filtros Pedido (várias linhas) e Status, paginada', body: ListarBody, response: { 200: PageOf(LinhaBoleto) } },
    handler: async (req) =>
      okAs(PageOf(LinhaBoleto), await b.listarBoletos(deps.db, principalOf(req), { ...req.body, per_page: req.body.per_page ?? req.body.pageSize })),
  });

  app.get('/boleto/log/:id', {
    config: ler,
    schema: {
      tags,
      summary: 'Log do boleto: usuário, status, data',
      params: IdParams,
      response: { 200: Answer(Type.Array(Type.Object({ user: Type.Object({ nome: Type.String() }), step: Type.String(), dataHistorico: Type.String() }))) },
    },
    handler: async (req) => ok(await b.logBoleto(deps.db, principalOf(req), req.params.id)),
  });

  const enviarPdf = async (reply: FastifyReply, boletoId: number) => {
    const situacao = await banco.consultar(boletoId);
    const { titulo, boleto } = await b.tituloDoBoleto(deps.db, boletoId);
    if (!situacao || (boleto.status !== STATUS_BOLETO.emitido && boleto.status !== STATUS_BOLETO.vencido)) throw new Refused(bmsg.semBoletoEmitidoPdf);
    const codigoAcesso = await b.garantirCodigoAcesso(deps.db, boletoId);
    const pdf = await gerarPdfBoleto(dadosImpressao(banco, situacao, titulo, codigoAcesso));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="Boleto_${boletoId}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  };

  app.get('/boleto/gerar-pdf/:id', {
    // the slip carries the payer's name, document and address
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: recursoDoId('boleto') } },
    schema: { tags, summary: 'PDF do boleto (recibo do pagador e ficha de compensação), Boleto_{id}.pdf', params: IdParams, response: Pdf },
    handler: async (req, reply) => {
      await b.boletoVisivel(deps.db, principalOf(req), req.params.id);
      return enviarPdf(reply, req.params.id);
    },
  });

  app.patch('/boleto/cancelar/:id', {
    config: editar,
    schema: { tags, summary: 'Cancelar boleto (nem Cancelado nem Pago); o workflow dá baixa no banco', params: IdParams, response: { 200: MessageAnswer } },
    handler: async (req) => {
      await b.cancelarBoleto(deps, principalOf(req), req.params.id, correlacao(req));
      await sinalizarBoleto(req, req.params.id, SINAIS_BOLETO.cancelado);
      return ok(bmsg.boletoCancelado);
    },
  });

  app.post('/boleto/reemitir/:id', {
    config: editar,
    schema: {
      tags,
      summary: 'Reemitir boleto vencido: um novo boleto (hoje + 5 dias) substitui o vencido',
      params: IdParams,
      response: { 200: Answer(Type.Object({ boletoId: Type.Integer(), novoBoletoId: Type.Integer(), mensagem: Type.String() })) },
    },
    handler: async (req) => {
      const r = await b.reemitirBoleto(deps, principalOf(req), req.params.id, correlacao(req));
      await sinalizarBoleto(req, r.boletoId, SINAIS_BOLETO.cancelado);
      await iniciarBoleto(req, deps.db, deps.now, r.novoBoletoId, (await linha(r.novoBoletoId)).vencimentoIso);
      return ok({ ...r, mensagem: bmsg.boletoReemitido });
    },
  });

  app.post('/relatorios/boletos', {
    // the payers' names and documents
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: () => 'exportacao:relatorios/boletos' } },
    schema: { tags, summary: 'Relatório de boletos (xlsx), filtros da tela', body: ListarBody, response: Xlsx },
    handler: async (req, reply) => sendXlsx(req, reply, 'Boletos', 'Boletos', COLUNAS, b.linhasRelatorio(deps.db, principalOf(req), req.body)),
  });

  app.post('/boleto/sandbox/pagar/:id', {
    config: { ...editar, somentePerfis: { perfis: ['Administrador', 'Financeiro'], mensagem: bmsg.somenteFinanceiroRegistraPagamento } },
    schema: {
      tags,
      summary: 'Banco de testes: registra o pagamento de um boleto (Administrador ou Financeiro); o workflow concilia',
      params: IdParams,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      const ator = principalOf(req);
      if (!(banco instanceof BancoSandbox)) throw new Refused(bmsg.somenteSandbox);
      await b.boletoVisivel(deps.db, ator, req.params.id);
      await banco.pagar(req.params.id);
      await sinalizarBoleto(req, req.params.id, SINAIS_BOLETO.pago);
      return ok(bmsg.pagamentoInformado);
    },
  });

  // ---- /gera-boleto: the buyer's second copy, by order code, CPF/CNPJ and the access code printed on the boleto; limited per
  // IP (the route's rate limit) and per document (boletos_consultas_documento); every miss answers the same 404
  const comprador = async (corpo: { pedido: string; documento: string; codigoAcesso: string }) => {
    const documento = cleanCnpj(corpo.documento);
    // a text that is no CPF or CNPJ cannot be a payer's: the same 404 as any miss, without spending a real document's lookups
    if (!isValidCpf(documento) && !isValidCnpj(documento)) return [];
    if (!(await b.contarConsultaDocumento(deps.db, documento, deps.now(), opts.limiteDocumento))) throw new DomainError(429, [msg.muitasTentativas]);
    return b.boletosDoComprador(deps.db, corpo.pedido, documento, normalizarCodigoAcesso(corpo.codigoAcesso));
  };

  app.post('/boleto/segunda-via', {
    config: consultaPublica(recursoDoId('pedido', 'body', 'pedido')),
    schema: {
      tags,
      summary: 'Segunda via: boletos em aberto do pedido, para o CPF/CNPJ do comprador e o código de acesso impresso no boleto',
      body: SegundaViaBody,
      response: {
        200: Answer(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              numeroParcela: Type.Integer(),
              valorBoleto: Type.Number(),
              dataVencimento: Type.String(),
              linhaDigitavel: N(Type.String()),
            }),
          ),
        ),
      },
    },
    handler: async (req) => {
      const abertos = await comprador(req.body);
      if (!abertos.length) throw new NotFound(bmsg.segundaViaNaoEncontrada);
      return ok(abertos);
    },
  });

  app.post('/boleto/segunda-via/pdf', {
    config: consultaPublica(recursoDoId('boleto', 'body', 'boletoId')),
    schema: {
      tags,
      summary: 'Segunda via: o PDF de um boleto em aberto do pedido, para o CPF/CNPJ do comprador e o código de acesso',
      body: SegundaViaPdfBody,
      response: Pdf,
    },
    handler: async (req, reply) => {
      const abertos = await comprador(req.body);
      if (!abertos.some((x) => x.id === req.body.boletoId)) throw new NotFound(bmsg.segundaViaNaoEncontrada);
      return enviarPdf(reply, req.body.boletoId);
    },
  });
}
