import { describe, expect, it } from 'vitest';
import { diasUteisEntre, ehDiaUtil, ehFeriado, feriadosNacionais, instanteAposDiasUteis, pascoa, somarDiasUteis } from './business-days.ts';
import { dataEmSaoPaulo } from './dates.ts';

describe('Easter and the holidays that follow it', () => {
  it('computes Easter Sunday', () => {
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2025)).toBe('2025-04-20');
    expect(pascoa(2026)).toBe('2026-04-05');
    expect(pascoa(2027)).toBe('2027-03-28');
    expect(pascoa(2038)).toBe('2038-04-25');
  });
  it('lists Carnival Monday and Tuesday, Good Friday and Corpus Christi', () => {
    const f = feriadosNacionais(2026);
    expect(f.get('2026-02-16')).toBe('Carnaval (segunda-feira)');
    expect(f.get('2026-02-17')).toBe('Carnaval (terça-feira)');
    expect(f.get('2026-04-03')).toBe('Sexta-feira Santa');
    expect(f.get('2026-06-04')).toBe('Corpus Christi');
    expect(feriadosNacionais(2025).get('2025-06-19')).toBe('Corpus Christi');
    expect(feriadosNacionais(2025).get('2025-03-04')).toBe('Carnaval (terça-feira)');
  });
  it('lists the fixed national holidays; 20 de novembro only from 2024', () => {
    for (const d of ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25']) expect(ehFeriado(`2026-${d}`), d).toBe(true);
    expect(ehFeriado('2023-11-20')).toBe(false);
    expect(ehFeriado('2026-11-19')).toBe(false);
    expect(feriadosNacionais(2026).size).toBe(13);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(ehDiaUtil('2026-11-23')).toBe(true); // Monday
    expect(ehDiaUtil('2026-11-21')).toBe(false); // Saturday
    expect(ehDiaUtil('2026-11-22')).toBe(false); // Sunday
    expect(ehDiaUtil('2026-11-20')).toBe(false); // Friday, Consciência Negra
  });
  it('adds business days', () => {
    expect(somarDiasUteis('2026-11-19', 1)).toBe('2026-11-23'); // Thu + 1: Fri 20 is a holiday, then the weekend
    expect(somarDiasUteis('2026-11-21', 1)).toBe('2026-11-23'); // from a Saturday
    expect(somarDiasUteis('2026-11-23', 5)).toBe('2026-11-30');
    expect(somarDiasUteis('2026-12-23', 3)).toBe('2026-12-29'); // over Christmas
    expect(somarDiasUteis('2026-02-13', 1)).toBe('2026-02-18'); // over Carnival
    expect(somarDiasUteis('2026-04-02', 1)).toBe('2026-04-06'); // over Good Friday
    expect(somarDiasUteis('2026-12-31', 1)).toBe('2027-01-04'); // over New Year and the weekend
    expect(somarDiasUteis('2026-11-22', 0)).toBe('2026-11-22');
    expect(() => somarDiasUteis('2026-11-22', -1)).toThrow(RangeError);
    expect(() => somarDiasUteis('2026-11-22', 1.5)).toThrow(RangeError);
  });
  it('counts business days between two dates', () => {
    expect(diasUteisEntre('2026-11-19', '2026-11-23')).toBe(1);
    expect(diasUteisEntre('2026-11-23', '2026-11-30')).toBe(5);
    expect(diasUteisEntre('2026-11-30', '2026-11-23')).toBe(0);
  });
  it("gives São Paulo's date on each side of its midnight, called again and again within one minute", () => {
    for (let i = 0; i < 3; i++) {
      expect(dataEmSaoPaulo('2026-11-20T02:59:00.000Z')).toBe('2026-11-19');
      expect(dataEmSaoPaulo('2026-11-20T02:59:59.999Z')).toBe('2026-11-19');
      expect(dataEmSaoPaulo('2026-11-20T03:00:00.000Z')).toBe('2026-11-20');
      expect(dataEmSaoPaulo(new Date('2026-11-20T03:00:59.000Z'))).toBe('2026-11-20');
    }
    expect(() => dataEmSaoPaulo('não é data')).toThrow(RangeError);
  });
  it('moves an instant by business days at the same Brasília time, across the UTC date line', () => {
    // Friday 19/11 22:30 in Brasília is Saturday 01:30 UTC; one business day later is Monday 23/11 22:30 in Brasília
    expect(dataEmSaoPaulo('2026-11-20T01:30:00.000Z')).toBe('2026-11-19');
    expect(instanteAposDiasUteis('2026-11-20T01:30:00.000Z', 1)).toBe('2026-11-24T01:30:00.000Z');
    expect(instanteAposDiasUteis('2026-11-23T13:00:00.000Z', 2)).toBe('2026-11-25T13:00:00.000Z');
    expect(instanteAposDiasUteis(new Date('2026-11-22T15:00:00.000Z'), 1)).toBe('2026-11-23T15:00:00.000Z');
  });
});
