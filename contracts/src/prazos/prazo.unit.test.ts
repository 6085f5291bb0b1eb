import { describe, expect, it } from 'vitest';
import { calcularPrazo, descreverPrazo, lembreteDoPrazo } from './prazo.ts';

// Friday 2026-11-13 10:00 in Brasília; Sunday 15/11 is Proclamação da República, Friday 20/11 Consciência Negra
const SEXTA = '2026-11-13T13:00:00.000Z';

describe('calcularPrazo', () => {
  it('skips the weekend: 2 business days from a Friday is the Tuesday, same Brasília time', () => {
    expect(calcularPrazo(SEXTA, 2)).toBe('2026-11-17T13:00:00.000Z');
  });

  it('skips a holiday from the table too: with Monday 16/11 in the table, 2 business days from Friday is Wednesday', () => {
    expect(calcularPrazo(SEXTA, 2, new Set(['2026-11-16']))).toBe('2026-11-18T13:00:00.000Z');
  });

  it('crosses a weekend, a table holiday and a national holiday: 5 business days from Friday 13/11 is Monday 23/11', () => {
    // Mon 16 (table), Tue 17, Wed 18, Thu 19, Fri 20 (Consciência Negra), Mon 23
    expect(calcularPrazo(SEXTA, 4, new Set(['2026-11-16']))).toBe('2026-11-23T13:00:00.000Z');
  });
});

describe('lembreteDoPrazo', () => {
  it("a boleto's is 08:00 Brasília 3 business days before its due day, across a weekend and a national holiday", () => {
    // due Tuesday 24/11 (end of day): Mon 23, Fri 20 is Consciência Negra, Thu 19, Wed 18 → 18/11 08:00
    expect(lembreteDoPrazo('2026-11-02T13:00:00.000Z', '2026-11-25T02:59:59.999Z', 3)).toBe('2026-11-18T11:00:00.000Z');
    // due Thursday 03/12: Wed 02, Tue 01, Mon 30/11
    expect(lembreteDoPrazo('2026-11-02T13:00:00.000Z', '2026-12-04T02:59:59.999Z', 3)).toBe('2026-11-30T11:00:00.000Z');
    // issued the day before it is due: halfway
    expect(lembreteDoPrazo('2026-12-02T15:00:00.000Z', '2026-12-04T02:59:59.999Z', 3)).toBe('2026-12-03T08:59:59.999Z');
  });

  it('is 08:00 Brasília on the deadline day', () => {
    expect(lembreteDoPrazo(SEXTA, '2026-11-18T13:00:00.000Z')).toBe('2026-11-18T11:00:00.000Z');
  });
  it('is halfway when 08:00 of the deadline day is not between start and deadline', () => {
    expect(lembreteDoPrazo('2026-11-18T11:30:00.000Z', '2026-11-18T13:30:00.000Z')).toBe('2026-11-18T12:30:00.000Z');
    expect(lembreteDoPrazo(SEXTA, '2026-11-18T10:00:00.000Z')).toBe('2026-11-15T23:30:00.000Z');
  });
});

describe('descreverPrazo', () => {
  const agora = new Date('2026-11-13T13:00:00.000Z'); // Friday 10:00 Brasília
  it('counts the business days left, the table holidays included', () => {
    expect(descreverPrazo('2026-11-17T13:00:00.000Z', agora)).toEqual({ situacao: 'no-prazo', texto: '2 dias úteis' });
    expect(descreverPrazo('2026-11-17T13:00:00.000Z', agora, new Set(['2026-11-16']))).toEqual({ situacao: 'no-prazo', texto: '1 dia útil' });
  });
  it('shows the hours left on the day it is due', () => {
    expect(descreverPrazo('2026-11-13T18:30:00.000Z', agora)).toEqual({ situacao: 'vence-hoje', texto: '5 h' });
  });
  it('says how late', () => {
    expect(descreverPrazo('2026-11-12T13:00:00.000Z', agora)).toEqual({ situacao: 'atrasado', texto: 'Atrasado há 1 dia' });
    expect(descreverPrazo('2026-11-13T10:00:00.000Z', agora)).toEqual({ situacao: 'atrasado', texto: 'Atrasado há 3 h' });
  });
});
