import { describe, expect, it } from 'vitest';
import { regraDoLote, acaoDaSelecao, comissaoSelecionavel } from './lote.ts';
import { nfMsg } from './messages.ts';

describe('bulk rule (spec §4.3)', () => {
  it('advances a selection that shares a step with that step’s action', () => {
    expect(regraDoLote([1, 1, 1], 2)).toEqual({ evento: 'VendasAprovadas' });
    expect(regraDoLote([2, 2], 3)).toEqual({ evento: 'DiretoriaAprovada' });
    expect(regraDoLote([3], 4)).toEqual({ evento: 'PagamentoRealizado' });
    expect(acaoDaSelecao([1, 1])).toEqual({ nome: 'Aprovação de Vendas', para: 2 });
    expect(acaoDaSelecao([2])).toEqual({ nome: 'Aprovação de Diretoria', para: 3 });
    expect(acaoDaSelecao([3, 3])).toEqual({ nome: 'Pagamento Realizado', para: 4 });
    expect(acaoDaSelecao([4])).toBeNull();
    expect(acaoDaSelecao([])).toBeNull();
  });
  it('refuses mixed steps with the spec’s message', () => {
    expect(regraDoLote([1, 2], 2)).toEqual({ erro: nfMsg.loteMisto });
    expect(regraDoLote([3, 3, 1], 5)).toEqual({ erro: nfMsg.loteMisto });
    expect(acaoDaSelecao([2, 3])).toEqual({ erro: nfMsg.loteMisto });
  });
  it('refuses a target that does not follow the shared step, an unknown target, an empty selection', () => {
    expect(regraDoLote([1], 3)).toEqual({ erro: nfMsg.stepNaoSegue('Provisionamento', 'Aprovação de Diretoria') });
    expect(regraDoLote([4], 4)).toEqual({ erro: nfMsg.stepNaoSegue('Pago', 'Pagamento Realizado') });
    expect(regraDoLote([1], 1)).toEqual({ erro: nfMsg.stepDestinoInvalido });
    expect(regraDoLote([1], 6)).toEqual({ erro: nfMsg.stepDestinoInvalido });
    expect(regraDoLote([], 2)).toEqual({ erro: nfMsg.selecioneNotas });
  });
  it('rejects one invoice at a time, from any step but Reprovado', () => {
    for (const s of [1, 2, 3, 4] as const) expect(regraDoLote([s], 5)).toEqual({ evento: 'NotaFiscalReprovada' });
    expect(regraDoLote([1, 1], 5)).toEqual({ erro: nfMsg.reprovarApenasUma });
    expect(regraDoLote([5], 5)).toEqual({ erro: nfMsg.stepNaoSegue('Reprovado', 'Reprovar') });
  });
  it('commission rows selectable for an attach: no invoice, Sem NF Atrelada or Reprovado', () => {
    expect(comissaoSelecionavel({ step: 6, nfeComissao: null })).toBe(true);
    expect(comissaoSelecionavel({ step: 5, nfeComissao: '4521' })).toBe(true);
    for (const step of [1, 2, 3, 4]) expect(comissaoSelecionavel({ step, nfeComissao: '4521' })).toBe(false);
  });
});
