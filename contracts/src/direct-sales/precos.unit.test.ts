import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  arredondarPercentual,
  comissaoEditavel,
  formatarPercentual,
  maximoBoletos,
  opcoesParcelas,
  precoEspecial,
  precoPublicoFinal,
  valorComissao,
} from './precos.ts';
import { etapasDoStatus, statusDoPedido, ETAPAS_PEDIDO } from './referencias.ts';

describe('price rules (spec §9)', () => {
  it('special price = final public price minus the discount percent, the discount rounded to the cent', () => {
    expect(precoEspecial(500_000, 10)).toBe(450_000);
    expect(precoEspecial(612_990.9, 4.5)).toBe(585_406.31); // discount 27,584.5905 → 27,584.59
    expect(precoEspecial(100, 0.005)).toBe(99.99); // discount 0.005 → rounds half up to 0.01
    expect(precoEspecial(100, 0.004)).toBe(100);
    expect(precoEspecial(1.005, 0)).toBe(1.01); // 1.005 reais is 101 cents, not 100
    expect(precoEspecial(750_000, 100)).toBe(0);
    expect(precoEspecial(0, 12.5)).toBe(0);
  });

  it('commission value = special price × commission percent / 100, rounded to the cent', () => {
    expect(valorComissao(450_000, 2)).toBe(9_000);
    expect(valorComissao(585_406.31, 1.75)).toBe(10_244.61); // 10,244.610425
    expect(valorComissao(100.01, 2.5)).toBe(2.5); // 2.50025
    expect(valorComissao(100.2, 2.5)).toBe(2.51); // 2.505 → half up
    expect(valorComissao(0, 3)).toBe(0);
  });

  it('final public price is the sum of the public and the options price, exact in cents', () => {
    expect(precoPublicoFinal(0.1, 0.2)).toBe(0.3);
    expect(precoPublicoFinal(589_990.9, 23_000)).toBe(612_990.9);
  });

  it('refuses negative prices and percents outside 0..100', () => {
    expect(() => precoEspecial(-1, 5)).toThrow(RangeError);
    expect(() => precoEspecial(100, 100.001)).toThrow(RangeError);
    expect(() => precoEspecial(Number.NaN, 1)).toThrow(RangeError);
    expect(() => valorComissao(100, -0.5)).toThrow(RangeError);
  });

  it('is exact for any price and percent: special + discount = final, each within half a cent of the real value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 100_000 }), (cents, milli) => {
        const preco = cents / 100;
        const pct = milli / 1000;
        const especial = precoEspecial(preco, pct);
        const exato = (cents * (100_000 - milli)) / 100_000; // in cents
        expect(Math.abs(Math.round(especial * 100) - exato)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(Math.round(especial * 100))).toBe(true);
        const comissao = valorComissao(especial, pct);
        expect(Math.abs(comissao * 100 - (Math.round(especial * 100) * milli) / 100_000)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 3000 },
    );
  });

  it('percents carry 3 decimals, shown pt-BR', () => {
    expect(arredondarPercentual(5.12345)).toBe(5.123);
    expect(arredondarPercentual(5.1235)).toBe(5.124);
    expect(formatarPercentual(5.25)).toBe('5,250');
    expect(formatarPercentual(12)).toBe('12,000');
    expect(formatarPercentual(0)).toBe('0,000');
  });

  it('the commission percent is typed only with D4', () => {
    expect(comissaoEditavel(5)).toBe(true);
    for (const t of [1, 2, 3, 4] as const) expect(comissaoEditavel(t)).toBe(false);
    expect(comissaoEditavel(null)).toBe(false);
  });
});

describe('boleto limits (spec §9)', () => {
  it('1 for À vista total in one installment, 2 for À vista partial in 2 parcels, otherwise 3', () => {
    expect(maximoBoletos(1, 1, 1)).toBe(1);
    expect(maximoBoletos(1, 'Total', 1)).toBe(1);
    expect(maximoBoletos(1, 2, 2)).toBe(2);
    expect(maximoBoletos(1, 'Parcial', 2)).toBe(2);
    expect(maximoBoletos(1, 'Parcial', 1)).toBe(3);
    expect(maximoBoletos(1, 'Total', 2)).toBe(3);
    for (const pagamento of [2, 3, 4]) for (const parcela of [1, 2] as const) for (const n of [1, 2, 3]) expect(maximoBoletos(pagamento, parcela, n)).toBe(3);
  });

  it('the parcel selector offers 1, 2 and, unless À vista, 3', () => {
    expect(opcoesParcelas(1)).toEqual([1, 2]);
    expect(opcoesParcelas(2)).toEqual([1, 2, 3]);
    expect(opcoesParcelas(4)).toEqual([1, 2, 3]);
  });
});

describe('order list statuses', () => {
  it('derive from the step', () => {
    expect(statusDoPedido(15)).toBe(2);
    expect(statusDoPedido(9)).toBe(3);
    expect(statusDoPedido(1)).toBe(4);
    expect(statusDoPedido(0)).toBe(1);
    expect(etapasDoStatus(1)).toEqual([0, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13]);
    expect(ETAPAS_PEDIDO.map((e) => e.id)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]);
  });
});
