import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import {
  BoletoEmitido,
  BoletoReemitido,
  EmitirBoletoBody,
  ListarBoletosBody,
  LogBoleto,
  PaginaBoletos,
  PedidoParams,
  Pdf,
  SegundaVia,
  SegundaViaBody,
  SegundaViaPdfBody,
} from '@portal/contracts/boletos/schemas';
import { IdParams, Xlsx, comPorPagina, ok, okAs, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx, type XlsxColumn } from '../platform/xlsx.ts';
import { iniciarBoleto, sinalizarBoleto } from './temporal.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { permissao, publica, rotas } from '../platform/rota.ts';

export interface BoletoRoutesOptions {
  deps: { db: Db; now: () => Date };
  banco: BancoBoletos;
  rateLimitMax: number;
  /** /gera-boleto's lookups per CPF/CNPJ (default core LIMITE_DOCUMENTO_PADRAO: 10 an hour) */
  limiteDocumento?: b.LimiteDocumento;
}

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
  const rota = rotas(appBase, ['Boletos']);
  const { deps, banco } = opts;
  const ler = permissao(['vendaDireta', 'boletos'], 'r');
  const emitir = permissao('vendaDireta', 'u');
  const editar = permissao('boletos', 'u');
  const publicaPorIp = { ...publica, limite: { porIp: opts.rateLimitMax } };
  /** every public lookup, hit or miss (404, 429, 400 included), with the document masked and never the access code */
  const consultaPublica = (recurso: (req: FastifyRequest) => string | null) => ({
    ...publicaPorIp,
    seguranca: { sucesso: 'consulta_boleto_publica' as const, falha: 'consulta_boleto_publica' as const, campos: ['documento'] as const, recurso },
  });

  const linha = async (id: number) => (await b.listarBoletosPorId(deps.db, [id]))[0]!;

  rota.post('/boleto/emitir/:orderId', {
    config: emitir,
    summary: 'Emitir boleto do pedido: registra no banco pelo workflow boleto-<id>',
    params: PedidoParams,
    body: EmitirBoletoBody,
    answer: BoletoEmitido,
    handler: async (req) => {
      const { boletoId } = await b.emitirBoleto(deps, principalOf(req), req.params.orderId, req.body, correlacao(req));
      const inicial = await linha(boletoId);
      const rodando = await iniciarBoleto(req, deps.db, deps.now, boletoId, inicial.vencimentoIso);
      let atual = inicial;
      for (const fim = Date.now() + ESPERA_EMISSAO_MS; rodando && atual.statusId === STATUS_BOLETO.naoEmitido && Date.now() < fim;) {
        await new Promise((r) => setTimeout(r, 150));
        atual = await linha(boletoId);
      }
      return okAs(BoletoEmitido, { boleto: atual, mensagem: atual.statusId === STATUS_BOLETO.emitido ? bmsg.boletoEmitido : bmsg.emissaoEmAndamento });
    },
  });

  rota.post('/pedidos/boletos', {
    config: ler,
    summary: 'Boletos: filtros Pedido (várias linhas) e Status, paginada',
    body: ListarBoletosBody,
    answer: PaginaBoletos,
    handler: async (req) => okAs(PaginaBoletos, await b.listarBoletos(deps.db, principalOf(req), comPorPagina(req.body), deps.now())),
  });

  rota.get('/boleto/log/:id', {
    config: ler,
    summary: 'Log do boleto: usuário, status, data',
    params: IdParams,
    answer: LogBoleto,
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

  rota.get('/boleto/gerar-pdf/:id', {
    // the slip carries the payer's name, document and address
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: recursoDoId('boleto') } },
    summary: 'PDF do boleto (recibo do pagador e ficha de compensação), Boleto_{id}.pdf',
    params: IdParams,
    answer: Pdf,
    handler: async (req, reply) => {
      await b.boletoVisivel(deps.db, principalOf(req), req.params.id);
      return enviarPdf(reply, req.params.id);
    },
  });

  rota.patch('/boleto/cancelar/:id', {
    config: editar,
    summary: 'Cancelar boleto (nem Cancelado nem Pago); o workflow dá baixa no banco',
    params: IdParams,
    mensagem: bmsg.boletoCancelado,
    handler: async (req) => {
      await b.cancelarBoleto(deps, principalOf(req), req.params.id, correlacao(req));
      await sinalizarBoleto(req, req.params.id, SINAIS_BOLETO.cancelado);
    },
  });

  rota.post('/boleto/reemitir/:id', {
    config: editar,
    summary: 'Reemitir boleto vencido: um novo boleto (hoje + 5 dias) substitui o vencido',
    params: IdParams,
    answer: BoletoReemitido,
    handler: async (req) => {
      const r = await b.reemitirBoleto(deps, principalOf(req), req.params.id, correlacao(req));
      await sinalizarBoleto(req, r.boletoId, SINAIS_BOLETO.cancelado);
      await iniciarBoleto(req, deps.db, deps.now, r.novoBoletoId, (await linha(r.novoBoletoId)).vencimentoIso);
      return ok({ ...r, mensagem: bmsg.boletoReemitido });
    },
  });

  rota.post('/relatorios/boletos', {
    // the payers' names and documents
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: () => 'exportacao:relatorios/boletos' } },
    summary: 'Relatório de boletos (xlsx), filtros da tela',
    body: ListarBoletosBody,
    answer: Xlsx,
    handler: async (req, reply) => sendXlsx(req, reply, 'Boletos', 'Boletos', COLUNAS, b.linhasRelatorio(deps.db, principalOf(req), req.body, deps.now())),
  });

  rota.post('/boleto/sandbox/pagar/:id', {
    config: { ...editar, somentePerfis: { perfis: ['Administrador', 'Financeiro'], mensagem: bmsg.somenteFinanceiroRegistraPagamento } },
    summary: 'Banco de testes: registra o pagamento de um boleto (Administrador ou Financeiro); o workflow concilia',
    params: IdParams,
    mensagem: bmsg.pagamentoInformado,
    handler: async (req) => {
      const ator = principalOf(req);
      if (!(banco instanceof BancoSandbox)) throw new Refused(bmsg.somenteSandbox);
      await b.boletoVisivel(deps.db, ator, req.params.id);
      await banco.pagar(req.params.id);
      await sinalizarBoleto(req, req.params.id, SINAIS_BOLETO.pago);
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

  rota.post('/boleto/segunda-via', {
    config: consultaPublica(recursoDoId('pedido', 'body', 'pedido')),
    summary: 'Segunda via: boletos em aberto do pedido, para o CPF/CNPJ do comprador e o código de acesso impresso no boleto',
    body: SegundaViaBody,
    answer: SegundaVia,
    handler: async (req) => {
      const abertos = await comprador(req.body);
      if (!abertos.length) throw new NotFound(bmsg.segundaViaNaoEncontrada);
      return ok(abertos);
    },
  });

  rota.post('/boleto/segunda-via/pdf', {
    config: consultaPublica(recursoDoId('boleto', 'body', 'boletoId')),
    summary: 'Segunda via: o PDF de um boleto em aberto do pedido, para o CPF/CNPJ do comprador e o código de acesso',
    body: SegundaViaPdfBody,
    answer: Pdf,
    handler: async (req, reply) => {
      const abertos = await comprador(req.body);
      if (!abertos.some((x) => x.id === req.body.boletoId)) throw new NotFound(bmsg.segundaViaNaoEncontrada);
      return enviarPdf(reply, req.body.boletoId);
    },
  });
}
