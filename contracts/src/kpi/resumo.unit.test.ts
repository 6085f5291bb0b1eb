import { describe, expect, it } from 'vitest';
import { BASE_VAZIA, calcularValores, formatarNumeroKpi, mediaDosValores, percentual, resumir, somarBases, type BaseKpi } from './resumo.ts';

const base = (p: Partial<BaseKpi>): BaseKpi => ({ ...BASE_VAZIA, ...p });

describe('KPI summary formulas', () => {
  it('new sales: the Outros figure when entered, else the monthly retail', () => {
    expect(calcularValores(base({ vendaNovosInformada: 12, varejoNovos: 30 })).totalVendaVeiculosNovos).toBe(12);
    expect(calcularValores(base({ vendaNovosInformada: null, varejoNovos: 30 })).totalVendaVeiculosNovos).toBe(30);
  });
  it('used and Approved counts by brand pass through', () => {
    const v = calcularValores(base({ usadosJaguar: 1, usadosLandRover: 2, approvedJaguar: 3, approvedLandRover: 4 }));
    expect([v.totalSeminovosJaguar, v.totalSeminovosLandRover, v.totalApprovedJaguar, v.totalApprovedLandRover]).toEqual([1, 2, 3, 4]);
  });
  it('standards: the sum of the weights met', () => {
    expect(calcularValores(base({ pesoStandardsCumpridos: 35.5 })).standardsPrograma).toBe(35.5);
  });
  it('Approved vs new penetration = Approved sold / new sold × 100, null without new sales', () => {
    expect(calcularValores(base({ vendaNovosInformada: 20, approvedJaguar: 2, approvedLandRover: 3 })).penetracaoApprovedVersusNovosJlr).toBe(25);
    expect(calcularValores(base({ approvedJaguar: 2 })).penetracaoApprovedVersusNovosJlr).toBeNull();
  });
  it('used vs new penetration counts every used sale (JLR and non-JLR)', () => {
    const v = calcularValores(base({ vendaNovosInformada: 10, usadosJaguar: 1, approvedLandRover: 1, usadosNaoJlr: 2 }));
    expect(v.penetracaoUsadosVersusNovosJlr).toBe(40);
  });
  it('trade-in share = trade-in captações / new sold × 100', () => {
    expect(calcularValores(base({ vendaNovosInformada: 8, captacoesTroca: 2 })).participacaoJlrNovoTradeIn).toBe(25);
  });
  it('stock turnover = used sold / total stock, null without stock', () => {
    expect(calcularValores(base({ usadosJaguar: 3, usadosNaoJlr: 1, estoqueAte30: 4, estoqueAcima90: 4 })).giroEstoque).toBe(0.5);
    expect(calcularValores(base({ usadosJaguar: 3 })).giroEstoque).toBeNull();
  });
  it('averages: residual, preparation time, publication time, preparation cost', () => {
    const v = calcularValores(
      base({
        somaDepreciacao: 170,
        nDepreciacao: 2,
        somaTempoPreparacao: 9,
        nTempoPreparacao: 2,
        somaTempoPublicacao: 4,
        nTempoPublicacao: 4,
        somaCustoPreparacao: 3000,
        nCustoPreparacao: 3,
      }),
    );
    expect([v.residualJlrApos365Dias, v.tempoPreparacao, v.tempoPublicacao, v.custoMedioPreparacaoVeiculo]).toEqual([85, 4.5, 1, 1000]);
    expect(calcularValores(BASE_VAZIA).tempoPreparacao).toBeNull();
  });
  it('stock bands and total stock', () => {
    const v = calcularValores(base({ estoqueAte30: 1, estoque31a60: 2, estoque61a90: 3, estoqueAcima90: 4 }));
    expect([v.estoqueAte30Dias, v.estoque31a60Dias, v.estoque61a90Dias, v.estoqueAcima90Dias, v.totalEstoque]).toEqual([1, 2, 3, 4, 10]);
  });
  it('purchase for resale = JLR captações', () => {
    expect(calcularValores(base({ captacoesJlr: 5 })).totalSeminovosJlrAdquiridosParaRevenda).toBe(5);
  });
  it('Total pools the bases (ratios over the pooled figures); Média is the mean of the columns with a value', () => {
    const a = base({ vendaNovosInformada: 10, approvedJaguar: 1, somaTempoPreparacao: 10, nTempoPreparacao: 1 });
    const b = base({ varejoNovos: 30, approvedJaguar: 3 });
    const r = resumir([a, b]);
    expect(r.totais.totalVendaVeiculosNovos).toBe(40);
    expect(r.totais.penetracaoApprovedVersusNovosJlr).toBe(10);
    expect(r.medias.penetracaoApprovedVersusNovosJlr).toBe(10);
    expect(r.medias.totalVendaVeiculosNovos).toBe(20);
    expect(r.medias.tempoPreparacao).toBe(10);
    expect(somarBases([]).vendaNovosInformada).toBeNull();
    expect(mediaDosValores([]).totalEstoque).toBeNull();
    expect(percentual(1, 3)).toBe(33.33);
  });
  it('numbers: at most one decimal, no grouping', () => {
    expect(formatarNumeroKpi(12345.67)).toBe('12345,7');
    expect(formatarNumeroKpi(3)).toBe('3');
    expect(formatarNumeroKpi(null)).toBe('-');
  });
});
