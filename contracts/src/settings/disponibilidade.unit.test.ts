import { describe, expect, it } from 'vitest';
import { disponibilidadePelaOrigem, somarDias } from './disponibilidade.ts';

describe('availability from the vehicle stage (conf1, conf2, conf3)', () => {
  const p = { nacionaisAposProducao: 10, importadosPreEmbarque: 60, importadosPosEmbarque: 25 };
  const nada = { dataProducao: null, dataForecast: null, dataEmbarque: null };
  it('adds days across months and years', () => {
    expect(somarDias('2026-12-20', 15)).toBe('2027-01-04');
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(somarDias('2026-11-01', 0)).toBe('2026-11-01');
  });
  it('counts from the latest stage the row has: shipment, then forecast, then production', () => {
    expect(disponibilidadePelaOrigem({ ...nada, dataProducao: '2026-11-01' }, p)).toBe('2026-11-11');
    expect(disponibilidadePelaOrigem({ ...nada, dataProducao: '2026-10-01', dataForecast: '2026-11-01' }, p)).toBe('2026-12-31');
    expect(disponibilidadePelaOrigem({ dataProducao: '2026-10-01', dataForecast: '2026-11-01', dataEmbarque: '2026-11-10' }, p)).toBe('2026-12-05');
    expect(disponibilidadePelaOrigem(nada, p)).toBeNull();
  });
});
