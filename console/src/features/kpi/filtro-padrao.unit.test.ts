import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtroPadrao } from './components/filtros-kpi.tsx';

const mes = (id: number) => ({ id, nome: String(id), prazoVencido: false, prazo: null, prazoDoMes: null });
const ano = (a: number, ...meses: number[]) => ({ ano: a, meses: meses.map(mes) });

describe('KPI filters: the defaults of direct-sales-imports-kpi.md §2.9 / §4.12', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23 November 2026, 10:00 in São Paulo
    vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('the latest year, the current month when it is offered, the first dealer', () => {
    expect(filtroPadrao([ano(2025, 1, 12), ano(2026, 1, 10, 11)], [{ id: 8 }, { id: 3 }], null)).toEqual({ ano: 2026, mesId: 11, concessionariaId: 8 });
  });
  it('the last month offered when the current one is not (or the latest year is another)', () => {
    expect(filtroPadrao([ano(2026, 1, 9, 10)], [{ id: 8 }], null)).toEqual({ ano: 2026, mesId: 10, concessionariaId: 8 });
    expect(filtroPadrao([ano(2025, 3, 11, 12)], [{ id: 8 }], null)).toEqual({ ano: 2025, mesId: 12, concessionariaId: 8 });
  });
  it('a dealer user’s own dealer before the first of the list; nothing offered, nothing chosen', () => {
    expect(filtroPadrao([ano(2026, 11)], [{ id: 8 }], 5)).toEqual({ ano: 2026, mesId: 11, concessionariaId: 5 });
    expect(filtroPadrao([], [], null)).toEqual({ ano: null, mesId: null, concessionariaId: null });
  });
});
