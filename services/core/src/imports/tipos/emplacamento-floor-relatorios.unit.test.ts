import { describe, expect, it } from 'vitest';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { emplacamento, dataDa } from './emplacamento.ts';
import { floorPlan } from './floor-plan.ts';
import { relatorios, tipoRelatorio } from './relatorios.ts';
import { CADASTROS, linha } from './cadastros-de-teste.ts';

const vazio = new Set<string>();
const ciclo = { id: 202611, anoFiscal: 2027, ano: 2026, mes: 11 };
const CHASSI = 'SALGA2AE1PA123456';

describe('Emplacamento validar', () => {
  const ctx = { ...CADASTROS, chassis: new Set([CHASSI]), hoje: '2026-11-23' };
  const e = (c: Record<string, string>, vistas: ReadonlySet<string> = vazio) => emplacamento.validar(linha(c), ctx, {}, vistas);
  const base = { Chassi: CHASSI, Dealer: 'JLR001', 'Data do Emplacamento': '15/11/2026', Placa: 'bra-2e19' };
  it('a good row (chassis upper-cased, plate normalised); an unknown chassis is kept with a warning', () => {
    expect(e({ ...base, Chassi: CHASSI.toLowerCase() })).toEqual({
      status: 2,
      chave: CHASSI,
      valor: { chassi: CHASSI, concessionariaId: 1, data: '2026-11-15', placa: 'BRA2E19' },
    });
    expect(e({ ...base, Chassi: 'SALGA2AE1PA999999', Placa: '', 'Data do Emplacamento': '2026-11-23' })).toEqual({
      status: 7,
      chave: 'SALGA2AE1PA999999',
      mensagem: imsg.chassiDesconhecido,
      valor: { chassi: 'SALGA2AE1PA999999', concessionariaId: 1, data: '2026-11-23', placa: null },
    });
  });
  it('each error', () => {
    const casos: [Record<string, string>, string][] = [
      [{ ...base, Chassi: '' }, imsg.obrigatorio('Chassi')],
      [{ ...base, Chassi: 'SALGA2AE1PA12345O' }, imsg.chassiInvalido],
      [{ ...base, Dealer: 'JLR777' }, imsg.dealerNaoEncontrado('JLR777')],
      [{ ...base, 'Data do Emplacamento': '' }, imsg.obrigatorio('Data do Emplacamento')],
      [{ ...base, 'Data do Emplacamento': '31/02/2026' }, imsg.dataInvalida],
      [{ ...base, 'Data do Emplacamento': '24/11/2026' }, imsg.dataFutura],
      [{ ...base, Placa: 'BR2E19' }, imsg.placaInvalida],
    ];
    for (const [c, m] of casos) expect(e(c)).toEqual({ status: 4, mensagem: m });
    expect(dataDa('01/01/1999')).toBeNull();
  });
  it('the same chassis twice is Duplicado; formula-looking text stays text', () => {
    expect(e(base, new Set([CHASSI]))).toEqual({ status: 3, chave: CHASSI, mensagem: imsg.duplicado(CHASSI) });
    expect(e({ ...base, Chassi: '=HYPERLINK("x")' })).toEqual({ status: 4, mensagem: imsg.chassiInvalido });
  });
});

describe('Floor Plan validar', () => {
  const ctx = { ...CADASTROS, ciclo };
  const f = (c: Record<string, string>, vistas: ReadonlySet<string> = vazio) => floorPlan.validar(linha(c), ctx, { ano: 2027, cicloId: 202611 }, vistas);
  it('a good row in Brazilian or plain notation; used above the limit is a warning', () => {
    expect(f({ Dealer: 'JLR001', Limite: '5.000.000,00', Utilizado: '3250000.5' })).toEqual({
      status: 2,
      chave: '1',
      valor: { concessionariaId: 1, limite: '5000000', utilizado: '3250000.5' },
    });
    expect(f({ Dealer: 'JLR002', Limite: 'R$ 100,00', Utilizado: '150' })).toMatchObject({ status: 7, mensagem: imsg.utilizadoAcimaDoLimite });
  });
  it('each error, duplicate dealer, formula-looking text', () => {
    expect(f({ Limite: '1', Utilizado: '1' })).toEqual({ status: 4, mensagem: imsg.obrigatorio('Dealer') });
    expect(f({ Dealer: 'JLR099', Limite: '1', Utilizado: '1' })).toEqual({ status: 4, mensagem: imsg.dealerInativo('JLR099') });
    expect(f({ Dealer: 'JLR001', Utilizado: '1' })).toEqual({ status: 4, mensagem: imsg.obrigatorio('Limite') });
    expect(f({ Dealer: 'JLR001', Limite: '-5', Utilizado: '1' })).toEqual({ status: 4, mensagem: imsg.valorInvalido('Limite') });
    expect(f({ Dealer: 'JLR001', Limite: '5', Utilizado: '1,234' })).toEqual({ status: 4, mensagem: imsg.valorInvalido('Utilizado') });
    expect(f({ Dealer: 'JLR001', Limite: '5', Utilizado: '1' }, new Set(['1']))).toEqual({ status: 3, chave: '1', mensagem: imsg.duplicado('JLR001') });
    expect(f({ Dealer: 'JLR001', Limite: '=SUM(A1:A9)', Utilizado: '1' })).toEqual({ status: 4, mensagem: imsg.valorInvalido('Limite') });
  });
});

describe('Relatórios validar', () => {
  const ctx = (tipo: 1 | 2 | 3) => ({ ...CADASTROS, ciclo, tipo: tipoRelatorio(tipo) });
  const r = (tipo: 1 | 2 | 3, c: Record<string, string>, vistas: ReadonlySet<string> = vazio) =>
    relatorios.validar(linha(c), ctx(tipo), { ano: 2027, cicloId: 202611, importacaoRelatorioTipoId: tipo }, vistas);
  it('good rows of each type', () => {
    expect(r(1, { Indicador: 'rtl', Modelo: 'Defender', Valor: '12' })).toEqual({
      status: 2,
      chave: 'RTL|0|10',
      valor: { indicador: 'RTL', concessionariaId: 0, modeloId: 10, valor: '12' },
    });
    expect(r(2, { Indicador: 'FATURADO', Dealer: 'JLR001', Valor: '3' })).toMatchObject({ status: 2, chave: 'FATURADO|1|0' });
    expect(r(2, { Indicador: 'CONFIRMADO', Dealer: 'JLR001', Modelo: 'F-PACE', Valor: '1' })).toMatchObject({ status: 2, chave: 'CONFIRMADO|1|20' });
    expect(r(3, { Indicador: 'BW', Modelo: 'F-PACE', Valor: '5' })).toMatchObject({ status: 2, chave: 'BW|0|20' });
  });
  it('each error, duplicate key, formula-looking text', () => {
    expect(r(1, { Modelo: 'Defender', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.obrigatorio('Indicador') });
    expect(r(1, { Indicador: 'BW', Modelo: 'Defender', Valor: '1' })).toEqual({
      status: 4,
      mensagem: imsg.indicadorInvalido('Metas UK', ['WS', 'BW1', 'RTL', 'BW2']),
    });
    expect(r(1, { Indicador: 'WS', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.exigeModelo });
    expect(r(2, { Indicador: 'FATURADO', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.exigeDealer });
    expect(r(2, { Indicador: 'FATURADO', Dealer: 'X', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.dealerNaoEncontrado('X') });
    expect(r(3, { Indicador: 'BW', Modelo: 'Fusca', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.modeloNaoEncontrado('Fusca') });
    expect(r(3, { Indicador: 'BW', Modelo: 'Defender', Valor: 'muitos' })).toEqual({ status: 4, mensagem: imsg.valorInvalido('Valor') });
    expect(r(3, { Indicador: 'BW', Modelo: 'Defender', Valor: '1' }, new Set(['BW|0|10']))).toMatchObject({
      status: 3,
      mensagem: imsg.duplicado('BW × Defender'),
    });
    expect(r(3, { Indicador: '=BW', Modelo: 'Defender', Valor: '1' })).toEqual({ status: 4, mensagem: imsg.indicadorInvalido('BW Faturado', ['BW']) });
  });
});
