import { describe, expect, it } from 'vitest';
import { FAIXAS, diasEntre, faixaDaIdade, localDoVeiculo, quadrosEstoque, type DadosBiEstoque } from './estoque.ts';

const base = { status: 0, concessionariaId: 7, dataDisponibilidade: '2026-10-01', dataEntradaEstoque: '2026-10-10', dataFaturamento: null };

describe('aged stock rules', () => {
  it('age bands: ≤30, 31–60, 61–90, >90 days, edges included in the lower band', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(faixaDaIdade)).toEqual(['ate30', 'ate30', 'de31a60', 'de31a60', 'de61a90', 'de61a90', 'acima90', 'acima90']);
    expect(FAIXAS.map((f) => f.rotulo)).toEqual(['≤ 30 dias', '31–60 dias', '61–90 dias', '> 90 dias']);
  });

  it('days between two dates, never negative, across months and years', () => {
    expect(diasEntre('2026-10-24', '2026-11-23')).toBe(30);
    expect(diasEntre('2025-12-31', '2026-01-01')).toBe(1);
    expect(diasEntre('2026-12-01', '2026-11-23')).toBe(0);
  });

  it('importer stock: a pool status with an availability date, counted from it', () => {
    for (const status of [120, 121, 122, 4]) expect(localDoVeiculo({ ...base, status })).toEqual({ local: 'jlr', desde: '2026-10-01' });
    expect(localDoVeiculo({ ...base, status: 121, dataDisponibilidade: null })).toEqual({ local: null, desde: null });
  });

  it("dealer stock: in a dealer's quota, not billed, not cancelled nor processing, counted from the day it entered", () => {
    for (const status of [0, 1, 3, 5, 10, 11, 13, 14]) expect(localDoVeiculo({ ...base, status })).toEqual({ local: 'dealer', desde: '2026-10-10' });
    expect(localDoVeiculo({ ...base, status: 2, dataFaturamento: '2026-11-01' }).local).toBeNull();
    expect(localDoVeiculo({ ...base, status: 9 }).local).toBeNull();
    expect(localDoVeiculo({ ...base, status: 8 }).local).toBeNull();
    expect(localDoVeiculo({ ...base, concessionariaId: null }).local).toBeNull();
    expect(localDoVeiculo({ ...base, dataEntradaEstoque: null }).local).toBeNull();
  });

  it('the blocks fold the rows by band, brand, model and dealer with the same totals', () => {
    const f = (a: number, b: number, c: number, d: number) => ({ ate30: a, de31a60: b, de61a90: c, acima90: d });
    const d: DadosBiEstoque = {
      local: 'dealer',
      hoje: '2026-11-23',
      opcoes: { marcas: [], modelos: [], dealers: [] },
      linhas: [
        { concessionariaId: 1, dealer: 'JLR001 - A', marca: 'Land Rover', modelo: 'Defender', faixas: f(1, 2, 0, 3) },
        { concessionariaId: 1, dealer: 'JLR001 - A', marca: 'Jaguar', modelo: 'F-Pace', faixas: f(0, 1, 1, 0) },
        { concessionariaId: 2, dealer: 'JLR002 - B', marca: 'Land Rover', modelo: 'Defender', faixas: f(4, 0, 0, 1) },
      ],
    };
    const q = Object.fromEntries(quadrosEstoque(d).map((x) => [x.id, x]));
    expect(q.faixa!.linhas.map((l) => l.valores[0])).toEqual([5, 3, 1, 4]);
    expect(q.dealer!.linhas).toEqual([
      { rotulo: 'JLR001 - A', valores: [1, 3, 1, 3] },
      { rotulo: 'JLR002 - B', valores: [4, 0, 0, 1] },
    ]);
    expect(q.modelo!.linhas.find((l) => l.rotulo === 'Defender')!.valores).toEqual([5, 2, 0, 4]);
    expect(q.marca!.linhas.map((l) => l.rotulo)).toEqual(['Jaguar', 'Land Rover']);
    expect(q.detalhe!.tipo).toBe('tabela');
    expect(q.detalhe!.linhas).toHaveLength(3);
  });
});
