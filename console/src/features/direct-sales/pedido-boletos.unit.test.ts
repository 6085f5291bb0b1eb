import { describe, expect, it } from 'vitest';
import { ator } from '../../shared/testing/atores.ts';
import { bmsg } from '@portal/contracts/boletos/messages';
import type { LinhaBoleto } from '@portal/contracts/boletos/schemas';
import { STATUS_BOLETO } from '@portal/contracts/boletos/status';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { STEP } from '@portal/contracts/direct-sales/steps';
import {
  acoesDoBoletoDoPedido,
  aguardandoBanco,
  emissaoPermitida,
  exclusaoDoBoleto,
  formBoletoInicial,
  parcelasDe,
  pdfDisponivel,
  pedidoDosBoletos,
  podeInserirBoleto,
  primeiraEmissao,
  comASalvar,
  validarASalvar,
  validarBoleto,
  vencimentoDe,
  type BoletoASalvar,
  type FormBoleto,
  type PedidoDosBoletos,
} from './boletos.ts';

const FINANCEIRO = ator('Financeiro');
const FATURAMENTO = ator('Faturamento');
const DEALER = ator('Dealer', 2, 7);
const OUTRO_DEALER = ator('Dealer', 2, 8);

// Tuesday 10 March 2026, 10:00 in São Paulo
const AGORA = new Date('2026-03-10T13:00:00.000Z');
const HOJE = '2026-03-10';
const { naoEmitido, emitido, pago, cancelado, vencido } = STATUS_BOLETO;
const FINANCIADO = 2;
const A_VISTA = 1;

let seq = 100;
const boleto = (statusId: number, valorBoleto: number, extra: Partial<LinhaBoleto> = {}): LinhaBoleto => ({
  id: ++seq,
  pedido: 'VD000005',
  pedidoId: 5,
  statusId,
  status: '',
  dataEmissao: '10/03/2026',
  dataVencimento: '15/03/2026',
  vencimentoIso: '2026-03-15',
  tipoPagamento: 'Parcial',
  valorTotal: 494000,
  valorParcial: valorBoleto,
  valorBoleto,
  numeroParcela: 1,
  quantidadeVezes: 3,
  dataPagamento: null,
  linhaDigitavel: null,
  bankNumber: null,
  valorComissao: null,
  nfeComissao: null,
  ...extra,
});
const pedido = (boletos: LinhaBoleto[] = [], over: Partial<PedidoDosBoletos> = {}): PedidoDosBoletos => ({
  id: 5,
  step: STEP.inserirBoletos,
  concessionariaId: 7,
  concessionariaGrupoId: null,
  precoEspecial: 494000,
  tipoPagamento: FINANCIADO,
  boletos,
  ...over,
});
const form = (f: Partial<FormBoleto>): FormBoleto => ({ ...formBoletoInicial(HOJE), ...f });

describe('order boletos: dates (spec §5.1, §9)', () => {
  it('the due date is the issue date plus 5 days', () => {
    expect(vencimentoDe('2026-03-10')).toBe('2026-03-15');
    expect(vencimentoDe('2026-03-27')).toBe('2026-04-01');
    expect(vencimentoDe('2026-12-30')).toBe('2027-01-04');
    expect(vencimentoDe(null)).toBeNull();
  });

  it('the picker offers no weekend and no past date; the first date is today or the next Monday', () => {
    expect(emissaoPermitida('2026-03-10', HOJE)).toBe(true);
    expect(emissaoPermitida('2026-03-09', HOJE)).toBe(false);
    expect(emissaoPermitida('2026-03-14', HOJE)).toBe(false);
    expect(emissaoPermitida('2026-03-15', HOJE)).toBe(false);
    expect(emissaoPermitida('2026-03-16', HOJE)).toBe(true);
    expect(primeiraEmissao('2026-03-10')).toBe('2026-03-10');
    expect(primeiraEmissao('2026-03-14')).toBe('2026-03-16');
    expect(primeiraEmissao('2026-03-15')).toBe('2026-03-16');
  });

  it('parcels: 1 and 2, and 3 unless À vista; a Total boleto is one payment', () => {
    expect(parcelasDe(A_VISTA, 'Parcial')).toEqual([1, 2]);
    expect(parcelasDe(FINANCIADO, 'Parcial')).toEqual([1, 2, 3]);
    expect(parcelasDe(FINANCIADO, null)).toEqual([1, 2, 3]);
    expect(parcelasDe(FINANCIADO, 'Total')).toEqual([1]);
  });
});

describe('order boletos: Inserir checks the spec messages in order (spec §5.1)', () => {
  it("'Selecione uma forma de pagamento.'", () => {
    expect(validarBoleto(form({}), pedido(), HOJE)).toEqual({ erro: pmsg.selecioneFormaPagamento });
  });

  it("'O máximo são {n} boletos.': 1 for À vista Total, 2 for À vista Parcial in 2, otherwise 3; cancelled ones do not count", () => {
    const umTotal = pedido([boleto(emitido, 494000)], { tipoPagamento: A_VISTA });
    expect(validarBoleto(form({ tipoPagamento: 'Total', quantidadeVezes: 1 }), umTotal, HOJE)).toEqual({ erro: 'O máximo são 1 boletos.' });
    const doisParciais = pedido([boleto(emitido, 100000), boleto(pago, 100000)], { tipoPagamento: A_VISTA });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 2, valorParcial: 1000 }), doisParciais, HOJE)).toEqual({
      erro: pmsg.maximoBoletos(2),
    });
    const tres = pedido([boleto(emitido, 1000), boleto(vencido, 1000), boleto(naoEmitido, 1000)]);
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 1000 }), tres, HOJE)).toEqual({ erro: pmsg.maximoBoletos(3) });
    const comCancelado = pedido([boleto(emitido, 1000), boleto(cancelado, 1000), boleto(naoEmitido, 1000)]);
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 1000 }), comCancelado, HOJE)).toHaveProperty('corpo');
  });

  it('Valor Total cannot be zero (no special price yet)', () => {
    expect(validarBoleto(form({ tipoPagamento: 'Total' }), pedido([], { precoEspecial: null }), HOJE)).toEqual({ erro: pmsg.valorTotalZero });
    expect(validarBoleto(form({ tipoPagamento: 'Total' }), pedido([], { precoEspecial: 0 }), HOJE)).toEqual({ erro: pmsg.valorTotalZero });
  });

  it('the installment number stays within the installments chosen', () => {
    const dois = pedido([boleto(emitido, 100000), boleto(emitido, 100000)]);
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 2, valorParcial: 1000 }), dois, HOJE)).toEqual({
      erro: pmsg.parcelaForaDoLimite(2),
    });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: null, valorParcial: 1000 }), pedido(), HOJE)).toEqual({
      erro: bmsg.parcelasObrigatorio,
    });
  });

  it('a partial boleto needs its value', () => {
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 2 }), pedido(), HOJE)).toEqual({ erro: bmsg.valorParcialObrigatorio });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 2, valorParcial: 0 }), pedido(), HOJE)).toEqual({
      erro: bmsg.valorParcialObrigatorio,
    });
  });

  it('the sum of the active boletos, this one and the entrada may not exceed the special price (a warning)', () => {
    const um = pedido([boleto(emitido, 300000), boleto(cancelado, 400000)]);
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 194000, entrada: 0.01 }), um, HOJE)).toEqual({
      erro: pmsg.somaBoletosExcedeTotal,
      aviso: true,
    });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 194000 }), um, HOJE)).toHaveProperty('corpo');
    // cents, not binary fractions
    const centavos = pedido([boleto(emitido, 0.1)], { precoEspecial: 0.3 });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 0.2 }), centavos, HOJE)).toHaveProperty('corpo');
  });

  it("the due date is required ('Data de Pagamento'); the issue date is neither past nor a weekend", () => {
    const f = { tipoPagamento: 'Parcial' as const, quantidadeVezes: 2, valorParcial: 1000 };
    expect(validarBoleto(form({ ...f, dataEmissao: null }), pedido(), HOJE)).toEqual({ erro: pmsg.dataPagamentoObrigatoria });
    expect(validarBoleto(form({ ...f, dataEmissao: '2026-03-09' }), pedido(), HOJE)).toEqual({ erro: bmsg.dataEmissaoPassada });
    expect(validarBoleto(form({ ...f, dataEmissao: '2026-03-14' }), pedido(), HOJE)).toEqual({ erro: bmsg.dataEmissaoFimDeSemana });
  });

  it('a one-installment boleto must equal the total (a warning)', () => {
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 1, valorParcial: 400000 }), pedido(), HOJE)).toEqual({
      erro: pmsg.parcelaUnicaIgualTotal,
      aviso: true,
    });
    expect(validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 1, valorParcial: 400000, entrada: 94000 }), pedido(), HOJE)).toHaveProperty('corpo');
  });

  it('the body: Total is the special price in one boleto; Parcial the next installment with its value and entrada; due = issue + 5', () => {
    expect(validarBoleto(form({ tipoPagamento: 'Total', quantidadeVezes: 1, entrada: 500, valorParcial: 9 }), pedido(), HOJE)).toEqual({
      corpo: {
        tipoPagamento: 'Total',
        quantidadeVezes: 1,
        numeroParcela: 1,
        valorTotal: 494000,
        valorBoleto: 494000,
        dataEmissao: '2026-03-10',
        dataPagamento: '2026-03-15',
      },
    });
    const um = pedido([boleto(emitido, 100000), boleto(cancelado, 100000)]);
    expect(
      validarBoleto(form({ tipoPagamento: 'Parcial', quantidadeVezes: 3, valorParcial: 150000, entrada: 50000, dataEmissao: '2026-03-16' }), um, HOJE),
    ).toEqual({
      corpo: {
        tipoPagamento: 'Parcial',
        quantidadeVezes: 3,
        numeroParcela: 2,
        valorTotal: 494000,
        valorParcial: 150000,
        valorBoleto: 150000,
        entrada: 50000,
        dataEmissao: '2026-03-16',
        dataPagamento: '2026-03-21',
      },
    });
  });
});

describe('order boletos: who inserts, deletes and prints', () => {
  it('the importer team and the order’s dealer insert once the sale is approved; not before, not on a cancelled or concluded order', () => {
    expect(podeInserirBoleto(pedido(), FINANCEIRO, AGORA)).toBe(true);
    expect(podeInserirBoleto(pedido(), DEALER, AGORA)).toBe(true);
    expect(podeInserirBoleto(pedido(), OUTRO_DEALER, AGORA)).toBe(false);
    expect(podeInserirBoleto(pedido(), FATURAMENTO, AGORA)).toBe(false);
    expect(podeInserirBoleto(pedido(), null, AGORA)).toBe(false);
    for (const step of [STEP.cadastro, STEP.reprovado, STEP.aprovacaoVenda, STEP.cancelado, STEP.concluido])
      expect(podeInserirBoleto(pedido([], { step }), FINANCEIRO, AGORA)).toBe(false);
    for (const step of [STEP.inserirBoletoComprovante, STEP.liberadoTransporte, STEP.aprovarComprovante])
      expect(podeInserirBoleto(pedido([], { step }), DEALER, AGORA)).toBe(true);
    // on a Saturday the probe issues on Monday
    expect(podeInserirBoleto(pedido(), FINANCEIRO, new Date('2026-03-14T15:00:00.000Z'))).toBe(true);
  });

  it("an issued boleto is never deleted: 'Você não pode excluir um boleto já emitido. Solicite o cancelamento com a importadora.'", () => {
    const p = pedido();
    for (const s of [emitido, vencido, pago]) {
      expect(exclusaoDoBoleto(boleto(s, 1), p, DEALER)).toEqual({
        recusa: 'Você não pode excluir um boleto já emitido. Solicite o cancelamento com a importadora.',
      });
      expect(exclusaoDoBoleto(boleto(s, 1), p, FINANCEIRO)).toEqual({ recusa: bmsg.excluirBoletoEmitido });
    }
    expect(exclusaoDoBoleto(boleto(naoEmitido, 1), p, FINANCEIRO)).toEqual({ cancelar: true });
    expect(exclusaoDoBoleto(boleto(naoEmitido, 1), p, DEALER)).toEqual({ recusa: bmsg.semPermissao });
    expect(exclusaoDoBoleto(boleto(cancelado, 1), p, FINANCEIRO)).toEqual({ recusa: bmsg.canceladoNaoAltera });
  });

  it('the row actions: Emitir on a Não Emitido boleto, Excluir while it counts — for who may insert', () => {
    const p = pedido();
    expect(acoesDoBoletoDoPedido(boleto(naoEmitido, 1), p, DEALER, true)).toEqual({ emitir: true, excluir: true });
    expect(acoesDoBoletoDoPedido(boleto(emitido, 1), p, DEALER, true)).toEqual({ emitir: false, excluir: true });
    expect(acoesDoBoletoDoPedido(boleto(cancelado, 1), p, FINANCEIRO, true)).toEqual({ emitir: false, excluir: false });
    expect(acoesDoBoletoDoPedido(boleto(naoEmitido, 1), p, FINANCEIRO, false)).toEqual({ emitir: false, excluir: false });
    expect(acoesDoBoletoDoPedido(boleto(naoEmitido, 1), p, null, true)).toEqual({ emitir: false, excluir: false });
  });

  it("the PDF only of a registered boleto: 'Não há um boleto emitido para abrir o PDF.'", () => {
    expect(pdfDisponivel(boleto(emitido, 1))).toEqual({ ok: true });
    expect(pdfDisponivel(boleto(vencido, 1))).toEqual({ ok: true });
    for (const s of [naoEmitido, pago, cancelado]) expect(pdfDisponivel(boleto(s, 1))).toEqual({ recusa: pmsg.semBoletoEmitidoPdf });
  });

  it('reads the order answer and follows boletos waiting for the bank', () => {
    const b = boleto(naoEmitido, 1);
    expect(
      pedidoDosBoletos({
        id: 5,
        steps: { id: 10, nomeAmigavel: 'Inserir Boletos' },
        concessionariaId: 7,
        concessionariaGrupoId: 3,
        pedidoPrecoPagamento: { precoEspecial: 494000, tipoPagamento: 2 },
        pedidoBoletos: [b],
      }),
    ).toEqual({ id: 5, step: 10, concessionariaId: 7, concessionariaGrupoId: 3, precoEspecial: 494000, tipoPagamento: 2, boletos: [b] });
    expect(aguardandoBanco([b])).toBe(true);
    expect(aguardandoBanco([boleto(emitido, 1)])).toBe(false);
  });
});

describe('order boletos: Inserir adds rows, Salvar sends them (spec §2.3 item 10 "Boletos table with Inserir and Salvar")', () => {
  const parcial = (valorParcial: number, quantidadeVezes = 3): FormBoleto => form({ tipoPagamento: 'Parcial', quantidadeVezes, valorParcial });
  /** what Inserir adds: the body of a row valid against the boletos given */
  const inserido = (f: FormBoleto, boletos: Parameters<typeof validarBoleto>[1]['boletos'], chave: number): BoletoASalvar => {
    const v = validarBoleto(f, { ...pedido(), boletos }, HOJE);
    if (!('corpo' in v)) throw new Error(v.erro);
    return { chave, corpo: v.corpo };
  };

  it('a row not saved yet counts for the next one: the installment number, the maximum and the sum', () => {
    const a = inserido(parcial(200000), [], 1);
    expect(a.corpo.numeroParcela).toBe(1);
    const contando = comASalvar([boleto(cancelado, 9)], [a]);
    expect(contando).toHaveLength(2);
    const b = inserido(parcial(200000), contando, 2);
    expect(b.corpo.numeroParcela).toBe(2);
    expect(validarBoleto(parcial(100000), { ...pedido(), boletos: comASalvar([], [a, b]) }, HOJE)).toEqual({ erro: pmsg.somaBoletosExcedeTotal, aviso: true });
    const c = inserido(parcial(94000), comASalvar([], [a, b]), 3);
    expect(validarBoleto(parcial(1), { ...pedido(), boletos: comASalvar([], [a, b, c]) }, HOJE)).toEqual({ erro: pmsg.maximoBoletos(3) });
  });

  it('Salvar checks every row again against the boletos as they are now: all pass, or the first reason and nothing to send', () => {
    const a = inserido(parcial(200000), [], 1);
    const b = inserido(parcial(200000), comASalvar([], [a]), 2);
    expect(validarASalvar([], pedido(), HOJE)).toEqual({ erro: bmsg.nenhumBoletoASalvar });
    const ok = validarASalvar([a, b], pedido(), HOJE);
    expect(ok).toEqual({ corpos: [a.corpo, b.corpo] });
    // another user inserted a boleto meanwhile: the numbers follow it, and the second row no longer fits the price
    const mudou = validarASalvar([a, b], pedido([boleto(emitido, 150000)]), HOJE);
    expect(mudou).toEqual({ erro: bmsg.boletoASalvarInvalido('3 de 3', pmsg.somaBoletosExcedeTotal), aviso: true });
    // a removed row is not sent: the rest renumber
    expect(validarASalvar([b], pedido(), HOJE)).toEqual({ corpos: [{ ...b.corpo, numeroParcela: 1 }] });
    // the issue date passed while the rows waited
    expect(validarASalvar([a], pedido(), '2026-03-11')).toEqual({ erro: bmsg.boletoASalvarInvalido('1 de 3', bmsg.dataEmissaoPassada) });
  });
});
