import { describe, expect, it } from 'vitest';
import { corpo } from './model.ts';

describe('pipeline analysis: the table’s body', () => {
  it('always asks for both brands (stock-billing-swaps.md §9), with the filters as chosen', () => {
    const f = { concessionariaGrupoId: null, concessionariaId: 7, tipoVendaFaturamentoId: null, ano: 2026, mes: 11 };
    expect(corpo(f, 3, false)).toEqual({
      jaguar: true,
      landrover: true,
      status: 3,
      concessionariaGrupoId: null,
      concessionariaId: 7,
      tipoVendaFaturamentoId: null,
      mes: 11,
      ano: 2026,
      todos: false,
    });
  });
});
