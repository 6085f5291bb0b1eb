import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distribuirOrderCall, PARAMETROS_PADRAO, type EntradaDistribuicao, type ParametrosDistribuicao } from './distribuicao.ts';

const fontes = { planoAnual: 'plano_anual', varejo: 'varejo_mensal', estoque: 'veiculos' };
const dealers = [
  { concessionariaId: 1, codigo: 'JLR001', nome: 'A' },
  { concessionariaId: 2, codigo: 'JLR002', nome: 'B' },
  { concessionariaId: 3, codigo: 'JLR003', nome: 'C' },
];
const entrada = (over: Partial<EntradaDistribuicao> = {}): EntradaDistribuicao => ({
  plano: [{ tipoModeloId: 10, cicloId: 1, quantidade: 10 }],
  dealers,
  planoAnual: [],
  varejo: [],
  estoque: [],
  parametros: PARAMETROS_PADRAO,
  fontes,
  ...over,
});
const soma = (xs: { quantidade: number }[]) => xs.reduce((s, x) => s + x.quantidade, 0);
const de = (r: ReturnType<typeof distribuirOrderCall>, d: number) => r.find((c) => c.concessionariaId === d)!;

describe('the distribution rule', () => {
  it('shares by the annual plan when it is the only input, and explains each cell', () => {
    const r = distribuirOrderCall(
      entrada({
        parametros: { ...PARAMETROS_PADRAO, minimoPorDealer: 0, tetoPercentual: 100 },
        planoAnual: [
          { concessionariaId: 1, tipoModeloId: 10, quantidade: 60 },
          { concessionariaId: 2, tipoModeloId: 10, quantidade: 30 },
          { concessionariaId: 3, tipoModeloId: 10, quantidade: 10 },
        ],
      }),
    );
    expect(r.map((c) => c.quantidade)).toEqual([6, 3, 1]);
    const e = de(r, 1).explicacao;
    expect(e.planejado).toBe(10);
    expect(e.entradas[0]).toMatchObject({ chave: 'planoAnual', valor: 60, total: 100, participacao: 0.6, peso: 1, fonte: 'plano_anual' });
    expect(e.entradas[1]).toMatchObject({ chave: 'varejo', peso: 0 });
    expect(e.arredondamento).toMatchObject({ piso: 6, recebeuSobra: false, sobras: 0 });
  });

  it('weighs annual plan, retail and stock need together', () => {
    const r = distribuirOrderCall(
      entrada({
        parametros: { ...PARAMETROS_PADRAO, minimoPorDealer: 0, tetoPercentual: 100 },
        plano: [{ tipoModeloId: 10, cicloId: 1, quantidade: 100 }],
        planoAnual: [
          { concessionariaId: 1, tipoModeloId: 10, quantidade: 50 },
          { concessionariaId: 2, tipoModeloId: 10, quantidade: 50 },
        ],
        varejo: [
          { concessionariaId: 1, tipoModeloId: 10, quantidade: 30 },
          { concessionariaId: 2, tipoModeloId: 10, quantidade: 0 },
        ],
        estoque: [{ concessionariaId: 1, tipoModeloId: 10, quantidade: 5 }],
      }),
    );
    // dealer 1: 0.5×0.5 + 0.3×1 + 0.2×1 (need 20−5=15 of 15) = 0.75; dealer 2: 0.25
    expect(r.map((c) => c.quantidade)).toEqual([75, 25, 0]);
    expect(de(r, 1).explicacao.entradas[2]).toMatchObject({ chave: 'necessidadeEstoque', valor: 15, total: 15 });
  });

  it('gives the minimum to dealers with an annual plan and caps the largest', () => {
    const r = distribuirOrderCall(
      entrada({
        parametros: { ...PARAMETROS_PADRAO, minimoPorDealer: 1, tetoPercentual: 50 },
        planoAnual: [
          { concessionariaId: 1, tipoModeloId: 10, quantidade: 98 },
          { concessionariaId: 2, tipoModeloId: 10, quantidade: 1 },
          { concessionariaId: 3, tipoModeloId: 10, quantidade: 1 },
        ],
      }),
    );
    expect(soma(r)).toBe(10);
    expect(de(r, 1).quantidade).toBe(5);
    expect(de(r, 1).explicacao.limitadoPeloTeto).toBe(true);
    expect(de(r, 2).explicacao.minimo).toBe(1);
    expect(de(r, 2).quantidade + de(r, 3).quantidade).toBe(5);
  });

  it('drops a minimum the plan cannot cover and says so', () => {
    const r = distribuirOrderCall(
      entrada({
        plano: [{ tipoModeloId: 10, cicloId: 1, quantidade: 2 }],
        planoAnual: dealers.map((d) => ({ concessionariaId: d.concessionariaId, tipoModeloId: 10, quantidade: 5 })),
      }),
    );
    expect(soma(r)).toBe(2);
    expect(r.every((c) => c.explicacao.minimo === 0)).toBe(true);
    expect(r[0]!.explicacao.observacoes.join(' ')).toMatch(/Mínimo de 1 por dealer não aplicado/);
  });

  it('with no inputs at all shares equally, ties broken by dealer code', () => {
    const r = distribuirOrderCall(entrada({ plano: [{ tipoModeloId: 10, cicloId: 1, quantidade: 4 }] }));
    expect(r.map((c) => [c.concessionariaId, c.quantidade])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
    ]);
    expect(de(r, 1).explicacao.arredondamento.recebeuSobra).toBe(true);
    expect(de(r, 1).explicacao.observacoes[0]).toMatch(/partes iguais/);
  });

  it('a dealer with no inputs gets nothing when others have them', () => {
    const r = distribuirOrderCall(
      entrada({ planoAnual: [{ concessionariaId: 2, tipoModeloId: 10, quantidade: 3 }], parametros: { ...PARAMETROS_PADRAO, tetoPercentual: 100 } }),
    );
    expect(r.map((c) => c.quantidade)).toEqual([0, 10, 0]);
  });

  it('drops a cap that cannot hold', () => {
    const r = distribuirOrderCall(entrada({ dealers: dealers.slice(0, 1), parametros: { ...PARAMETROS_PADRAO, tetoPercentual: 40 } }));
    expect(r[0]!.quantidade).toBe(10);
    expect(r[0]!.explicacao.teto).toBeNull();
  });

  it('no dealers: nothing to distribute; zero planned: all zero', () => {
    expect(distribuirOrderCall(entrada({ dealers: [] }))).toEqual([]);
    expect(soma(distribuirOrderCall(entrada({ plano: [{ tipoModeloId: 10, cicloId: 1, quantidade: 0 }] })))).toBe(0);
  });
});

const arbValores = (nd: number, nm: number) =>
  fc.array(
    fc.record({
      concessionariaId: fc.integer({ min: 1, max: nd }),
      tipoModeloId: fc.integer({ min: 1, max: nm }),
      quantidade: fc.integer({ min: 0, max: 500 }),
    }),
    {
      maxLength: 30,
    },
  );
const arbParametros: fc.Arbitrary<ParametrosDistribuicao> = fc.record({
  pesoPlanoAnual: fc.double({ min: 0, max: 1, noNaN: true }),
  pesoVarejo: fc.double({ min: 0, max: 1, noNaN: true }),
  pesoEstoque: fc.double({ min: 0, max: 1, noNaN: true }),
  mesesVarejo: fc.integer({ min: 1, max: 12 }),
  mesesCoberturaAlvo: fc.integer({ min: 0, max: 6 }),
  minimoPorDealer: fc.integer({ min: 0, max: 3 }),
  tetoPercentual: fc.integer({ min: 1, max: 100 }),
});
const arbEntrada: fc.Arbitrary<EntradaDistribuicao> = fc
  .record({ nd: fc.integer({ min: 1, max: 12 }), nm: fc.integer({ min: 1, max: 4 }) })
  .chain(({ nd, nm }) =>
    fc.record({
      plano: fc.uniqueArray(
        fc.record({ tipoModeloId: fc.integer({ min: 1, max: nm }), cicloId: fc.integer({ min: 1, max: 3 }), quantidade: fc.integer({ min: 0, max: 2000 }) }),
        {
          selector: (c) => `${c.tipoModeloId}:${c.cicloId}`,
          maxLength: 8,
        },
      ),
      dealers: fc.constant(
        Array.from({ length: nd }, (_, i) => ({ concessionariaId: i + 1, codigo: `JLR${String(i + 1).padStart(3, '0')}`, nome: `D${i + 1}` })),
      ),
      planoAnual: arbValores(nd, nm),
      varejo: arbValores(nd, nm),
      estoque: arbValores(nd, nm),
      parametros: arbParametros,
      fontes: fc.constant(fontes),
    }),
  );

describe('the distribution rule, for any input', () => {
  it('every cell: the dealers add up exactly to the plan, none negative, whole numbers', () => {
    fc.assert(
      fc.property(arbEntrada, (e) => {
        const r = distribuirOrderCall(e);
        expect(r).toHaveLength(e.plano.length * e.dealers.length);
        for (const c of e.plano) {
          const cel = r.filter((x) => x.tipoModeloId === c.tipoModeloId && x.cicloId === c.cicloId);
          expect(soma(cel)).toBe(c.quantidade);
          for (const x of cel) {
            expect(Number.isInteger(x.quantidade)).toBe(true);
            expect(x.quantidade).toBeGreaterThanOrEqual(0);
            expect(x.explicacao.quantidade).toBe(x.quantidade);
            if (x.explicacao.teto !== null) expect(x.quantidade).toBeLessThanOrEqual(Math.max(x.explicacao.teto, x.explicacao.minimo));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same inputs in another order give the same answer', () => {
    fc.assert(
      fc.property(arbEntrada, (e) => {
        const a = distribuirOrderCall(e);
        const b = distribuirOrderCall({ ...e, dealers: [...e.dealers].reverse(), plano: [...e.plano].reverse(), planoAnual: [...e.planoAnual].reverse() });
        expect(b).toEqual(a);
      }),
      { numRuns: 100 },
    );
  });
});
