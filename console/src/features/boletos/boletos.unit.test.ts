import { describe, expect, it } from 'vitest';
import { ator } from '../../shared/testing/atores.ts';
import { bmsg } from '@portal/contracts/boletos/messages';
import { STATUS_BOLETO } from '@portal/contracts/boletos/status';
import {
  porPaginaDosBoletos,
  acoesDaLinha,
  boletoDoLog,
  consultaSegundaVia,
  corpoBoletos,
  dataPagamentoTexto,
  documentoValido,
  emTransicao,
  erroSegundaVia,
  falhaDaAcao,
  linhaFormatada,
  mascaraCodigoAcesso,
  mascaraDocumento,
  registraPagamento,
  veGradeDeAcoes,
} from './model.ts';

const ADMIN = ator('Administrador');
const FINANCEIRO = ator('Financeiro');
const VENDA_DIRETA = ator('Venda Direta');
const FATURAMENTO = ator('Faturamento');
const DEALER = ator('Dealer', 2, 7);

const HOJE = '2026-03-10';
const linha = (statusId: number, vencimentoIso = '2026-03-05') => ({ id: 41, statusId, vencimentoIso });
const { naoEmitido, emitido, pago, cancelado, vencido } = STATUS_BOLETO;

describe('/boletos: which actions a row offers (spec §4.4, §6)', () => {
  it('the importer staff get the grid; dealers do not', () => {
    expect(veGradeDeAcoes(ADMIN)).toBe(true);
    expect(veGradeDeAcoes(FINANCEIRO)).toBe(true);
    expect(veGradeDeAcoes(VENDA_DIRETA)).toBe(true);
    expect(veGradeDeAcoes(DEALER)).toBe(false);
    expect(veGradeDeAcoes(null)).toBe(false);
  });

  it('Cancelar while neither Cancelado nor Pago; Gerar Pdf only once Emitido or Vencido (Administrador)', () => {
    const de = (s: number) => acoesDaLinha(linha(s, '2026-03-20'), ADMIN, HOJE, true);
    expect(de(naoEmitido)).toEqual({ cancelar: true, reemitir: false, gerarPdf: false, informarPagamento: false });
    expect(de(emitido)).toEqual({ cancelar: true, reemitir: false, gerarPdf: true, informarPagamento: true });
    expect(de(vencido)).toEqual({ cancelar: true, reemitir: false, gerarPdf: true, informarPagamento: true });
    expect(de(pago)).toEqual({ cancelar: false, reemitir: false, gerarPdf: false, informarPagamento: false });
    expect(de(cancelado)).toEqual({ cancelar: false, reemitir: false, gerarPdf: false, informarPagamento: false });
  });

  it('Reemitir only on a Vencido boleto whose due date is past', () => {
    expect(acoesDaLinha(linha(vencido, '2026-03-09'), ADMIN, HOJE, true).reemitir).toBe(true);
    expect(acoesDaLinha(linha(vencido, HOJE), ADMIN, HOJE, true).reemitir).toBe(false);
    expect(acoesDaLinha(linha(vencido, '2026-03-11'), ADMIN, HOJE, true).reemitir).toBe(false);
    expect(acoesDaLinha(linha(emitido, '2026-03-01'), ADMIN, HOJE, true).reemitir).toBe(false);
  });

  it('the boleto machine decides who cancels and reissues: Faturamento sees the grid and the PDF but changes nothing', () => {
    expect(acoesDaLinha(linha(vencido), FATURAMENTO, HOJE, true)).toEqual({ cancelar: false, reemitir: false, gerarPdf: true, informarPagamento: false });
    expect(acoesDaLinha(linha(vencido), VENDA_DIRETA, HOJE, true)).toEqual({ cancelar: true, reemitir: true, gerarPdf: true, informarPagamento: false });
  });

  it('Informar pagamento (sandbox) for Administrador and Financeiro on Emitido or Vencido only', () => {
    expect(registraPagamento(ADMIN)).toBe(true);
    expect(registraPagamento(FINANCEIRO)).toBe(true);
    expect(registraPagamento(VENDA_DIRETA)).toBe(false);
    expect(registraPagamento({ ...DEALER, role: 'Financeiro' })).toBe(false);
    expect(acoesDaLinha(linha(emitido), FINANCEIRO, HOJE, true).informarPagamento).toBe(true);
    expect(acoesDaLinha(linha(naoEmitido), FINANCEIRO, HOJE, true).informarPagamento).toBe(false);
  });

  it('a read-only screen (route permission r) offers only the PDF; a dealer nothing from the grid', () => {
    expect(acoesDaLinha(linha(vencido), ADMIN, HOJE, false)).toEqual({ cancelar: false, reemitir: false, gerarPdf: true, informarPagamento: false });
    for (const s of [naoEmitido, emitido, pago, cancelado, vencido])
      expect(acoesDaLinha(linha(s), DEALER, HOJE, true)).toEqual({ cancelar: false, reemitir: false, gerarPdf: false, informarPagamento: false });
    expect(acoesDaLinha(linha(emitido), null, HOJE, true).gerarPdf).toBe(false);
  });
});

describe('/boletos: the first page size (spec §9 "Boleto list: default page size 5 in the filter, 10 in the grid")', () => {
  it('the grid pages 10; the list the filter gives a dealer (cards) starts with 5', () => {
    expect(porPaginaDosBoletos(true)).toBe(10);
    expect(porPaginaDosBoletos(false)).toBe(5);
  });
});

describe('/boletos: filters, log, texts', () => {
  it('the body carries the filled filters only; Pedido one per line', () => {
    expect(corpoBoletos({ pedido: '', statusId: null, prazo: null })).toEqual({});
    expect(corpoBoletos({ pedido: ' VD000001\nVD000002\n\nVD000001 ', statusId: 2, prazo: null })).toEqual({ pedido: ['VD000001', 'VD000002'], statusId: 2 });
    expect(corpoBoletos({ pedido: '', statusId: null, prazo: 'vence-hoje' })).toEqual({ prazo: 'vence-hoje' });
  });

  it("the log needs exactly one boleto: 'Selecione apenas 1 boleto'", () => {
    expect(boletoDoLog([])).toEqual({ erro: bmsg.selecioneApenasUm });
    expect(boletoDoLog([{ id: 1 }, { id: 2 }])).toEqual({ erro: 'Selecione apenas 1 boleto' });
    expect(boletoDoLog([{ id: 7 }])).toEqual({ id: 7 });
  });

  it("Data Pagamento shows '---' when there is none", () => {
    expect(dataPagamentoTexto(null)).toBe('---');
    expect(dataPagamentoTexto('')).toBe('---');
    expect(dataPagamentoTexto('12/03/2026')).toBe('12/03/2026');
  });

  it("a refused change shows the server's reason; a failure without one the spec's text", () => {
    expect(falhaDaAcao(422, ['Boleto pago não pode ser alterado.'], bmsg.erroCancelar)).toBe('Boleto pago não pode ser alterado.');
    expect(falhaDaAcao(0, ['x'], bmsg.erroCancelar)).toBe(bmsg.erroCancelar);
    expect(falhaDaAcao(500, ['Erro interno'], bmsg.erroCancelar)).toBe(bmsg.erroCancelar);
    expect(falhaDaAcao(422, [], bmsg.erroGerarPdf)).toBe(bmsg.erroGerarPdf);
  });

  it('the list is followed while a boleto awaits the bank or a payment just told is not reconciled', () => {
    expect(emTransicao([{ id: 1, statusId: emitido }], new Set())).toBe(false);
    expect(emTransicao([{ id: 1, statusId: naoEmitido }], new Set())).toBe(true);
    expect(emTransicao([{ id: 1, statusId: emitido }], new Set([1]))).toBe(true);
    expect(emTransicao([{ id: 1, statusId: pago }], new Set([1]))).toBe(false);
  });
});

describe('/gera-boleto: the second copy', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['', ''],
  ])('masks the CPF or CNPJ %j as typed: %j (letters of the 2026 CNPJ kept)', (digitado, mascarado) => {
    expect(mascaraDocumento(digitado)).toBe(mascarado);
  });

  it('checks the order code and the document before asking', () => {
    expect(documentoValido('529.982.247-25')).toBe(true);
    expect(documentoValido('111.111.111-11')).toBe(false);
    expect(documentoValido('11.222.333/0001-81')).toBe(true);
    expect(documentoValido('11.222.333/0001-82')).toBe(false);
    expect(consultaSegundaVia('  ', '529.982.247-25', 'K7Q2-9XMD-4TRA')).toEqual({ erro: bmsg.segundaViaPedidoObrigatorio });
    expect(consultaSegundaVia('vd000123', '529.982.247-2', 'K7Q2-9XMD-4TRA')).toEqual({ erro: bmsg.segundaViaDocumentoInvalido });
    expect(consultaSegundaVia('vd000123', '529.982.247-25', 'K7Q2-9XMD')).toEqual({ erro: bmsg.segundaViaCodigoInvalido });
    expect(consultaSegundaVia(' vd 000123 ', '529.982.247-25', 'k7q2-9xmd-4tra')).toEqual({
      corpo: { pedido: 'VD000123', documento: '52998224725', codigoAcesso: 'K7Q29XMD4TRA' },
    });
  });

  it('masks the access code as typed: upper case, groups of four, O read as 0 and I/L as 1, nothing else kept', () => {
    expect(mascaraCodigoAcesso('k7q29')).toBe('K7Q2-9');
    expect(mascaraCodigoAcesso('K7Q2 9XMD 4TRA')).toBe('K7Q2-9XMD-4TRA');
    expect(mascaraCodigoAcesso('oil!u_k7q29xmd4tra')).toBe('011K-7Q29-XMD4');
  });

  it('404 and 429 have their own texts', () => {
    expect(erroSegundaVia(404, ['x'])).toBe(bmsg.segundaViaNaoEncontrada);
    expect(erroSegundaVia(429, ['x'])).toBe(bmsg.segundaViaMuitasTentativas);
    expect(erroSegundaVia(400, ['Campo inválido'])).toBe('Campo inválido');
  });

  it('prints the linha digitável in its five groups; anything unreadable as it came', () => {
    const d = '34191090080000410152004521400007113830000049400';
    expect(linhaFormatada(d)).toBe('34191.09008 00004.101520 04521.400007 1 13830000049400');
    expect(linhaFormatada(null)).toBe('');
    expect(linhaFormatada('123')).toBe('123');
  });
});
