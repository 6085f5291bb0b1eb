import { describe, expect, it } from 'vitest';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { varejo, varejo2 } from './varejo.ts';
import { planoAnual } from './plano-anual.ts';
import { CADASTROS, linha } from './cadastros-de-teste.ts';

const ctx = { ...CADASTROS, ciclo: { id: 202611, anoFiscal: 2027, ano: 2026, mes: 11 } };
const params = { ano: 2027, cicloId: 202611 };
const vazio = new Set<string>();
const v = (c: Record<string, string>, vistas: ReadonlySet<string> = vazio) => varejo.validar(linha(c), ctx, params, vistas);

describe('Varejo validar', () => {
  it('a good row: dealer and model by code and name (case and accents ignored), whole quantity', () => {
    expect(v({ Dealer: ' jlr001 ', Modelo: 'range rover evoque', Quantidade: '4' })).toEqual({
      status: 2,
      chave: '1|11',
      valor: { concessionariaId: 1, modeloId: 11, quantidade: 4 },
    });
    expect(varejo2.validar(linha({ Dealer: 'JLR002', Modelo: 'Defender', Quantidade: '1.200' }), ctx, params, vazio)).toMatchObject({
      status: 2,
      valor: { quantidade: 1200 },
    });
    expect([varejo.arquivo, varejo2.arquivo]).toEqual([6, 16]);
  });

  it('each error', () => {
    const casos: [Record<string, string>, string][] = [
      [{ Modelo: 'Defender', Quantidade: '1' }, imsg.obrigatorio('Dealer')],
      [{ Dealer: 'JLR777', Modelo: 'Defender', Quantidade: '1' }, imsg.dealerNaoEncontrado('JLR777')],
      [{ Dealer: 'JLR099', Modelo: 'Defender', Quantidade: '1' }, imsg.dealerInativo('JLR099')],
      [{ Dealer: 'JLR001', Quantidade: '1' }, imsg.obrigatorio('Modelo')],
      [{ Dealer: 'JLR001', Modelo: 'Fusca', Quantidade: '1' }, imsg.modeloNaoEncontrado('Fusca')],
      [{ Dealer: 'JLR001', Modelo: 'Defender' }, imsg.obrigatorio('Quantidade')],
      [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '-1' }, imsg.inteiroInvalido('Quantidade')],
      [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '2,5' }, imsg.inteiroInvalido('Quantidade')],
      [{ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '1000000' }, imsg.inteiroInvalido('Quantidade')],
    ];
    for (const [c, m] of casos) expect(v(c)).toEqual({ status: 4, mensagem: m });
  });

  it('the same dealer × model twice in a file is Duplicado', () => {
    expect(v({ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '3' }, new Set(['1|10']))).toEqual({
      status: 3,
      chave: '1|10',
      mensagem: imsg.duplicado('JLR001 × Defender'),
    });
  });

  it('formula-looking text is kept as text, never evaluated', () => {
    expect(v({ Dealer: 'JLR001', Modelo: 'Defender', Quantidade: '=1+1' })).toEqual({ status: 4, mensagem: imsg.inteiroInvalido('Quantidade') });
    expect(v({ Dealer: 'JLR001', Modelo: '=HYPERLINK("x")', Quantidade: '1' })).toEqual({ status: 4, mensagem: imsg.modeloNaoEncontrado('=HYPERLINK("x")') });
  });
});

describe('Plano Anual validar', () => {
  const p = (c: Record<string, string>, vistas: ReadonlySet<string> = vazio) => planoAnual.validar(linha(c), CADASTROS, { ano: 2027 }, vistas);
  it('a good row, the brand heading matching the model', () => {
    expect(p({ Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Land Rover', Modelo: 'Defender', Plano: '24' })).toEqual({
      status: 2,
      chave: '1|10',
      valor: { concessionariaId: 1, modeloId: 10, quantidade: 24 },
    });
  });
  it('each error', () => {
    const base = { Dealer: 'JLR001', Marca: 'Jaguar', Modelo: 'F-PACE', Plano: '3' };
    expect(p({ ...base, Dealer: '' })).toEqual({ status: 4, mensagem: imsg.obrigatorio('Dealer') });
    expect(p({ ...base, Dealer: 'X1' })).toEqual({ status: 4, mensagem: imsg.dealerNaoEncontrado('X1') });
    expect(p({ ...base, Modelo: 'Fusca' })).toEqual({ status: 4, mensagem: imsg.modeloNaoEncontrado('Fusca') });
    expect(p({ ...base, Marca: 'Land Rover' })).toEqual({ status: 4, mensagem: imsg.marcaDivergente('F-PACE', 'Land Rover') });
    expect(p({ ...base, Plano: '' })).toEqual({ status: 4, mensagem: imsg.obrigatorio('Plano') });
    expect(p({ ...base, Plano: 'dez' })).toEqual({ status: 4, mensagem: imsg.inteiroInvalido('Plano') });
  });
  it('duplicate dealer × model (two sheets of the same dealer) and formula-looking text', () => {
    expect(p({ Dealer: 'JLR001', Marca: 'Jaguar', Modelo: 'F-PACE', Plano: '3' }, new Set(['1|20']))).toMatchObject({ status: 3 });
    expect(p({ Dealer: 'JLR001', Marca: 'Jaguar', Modelo: 'F-PACE', Plano: '=1+1' })).toEqual({ status: 4, mensagem: imsg.inteiroInvalido('Plano') });
  });
});
