import { describe, expect, it } from 'vitest';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { expandirStatus } from '@portal/contracts/vehicles/status';
import { validarPeriodo } from './filters.ts';
import { dataBR, fimDeSemana, dataEmSaoPaulo, horaEmSaoPaulo, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { InvalidInput, linhas } from '../kernel/index.ts';

describe('multi-line Pedido/Chassi', () => {
  it('takes one entry per line, and the old quoted comma list, without blanks or repeats', () => {
    expect(linhas('5100001\r\n5100002\n\n 5100003 \n5100001')).toEqual(['5100001', '5100002', '5100003']);
    expect(linhas("'5100001','5100002'")).toEqual(['5100001', '5100002']);
    expect(linhas(['SAL1', ' SAL2 ', ''])).toEqual(['SAL1', 'SAL2']);
    expect(linhas(null)).toEqual([]);
  });
});

describe('month/year pairs', () => {
  const erros = (f: Parameters<typeof validarPeriodo>[0]) => {
    try {
      validarPeriodo(f);
      return [];
    } catch (e) {
      return (e as InvalidInput).errors;
    }
  };
  it('asks for the missing half with the spec messages', () => {
    expect(erros({ mesDe: 1 })).toEqual([vmsg.mesFim]);
    expect(erros({ mesAte: 1 })).toEqual([vmsg.mesInicio]);
    expect(erros({ anoDe: 2026 })).toEqual([vmsg.anoFim]);
    expect(erros({ anoAte: 2026 })).toEqual([vmsg.anoInicio]);
    expect(erros({ mesDe: 1, mesAte: 3, anoDe: 2026, anoAte: 2026 })).toEqual([]);
    expect(erros({ mesDe: [1, 2] })).toEqual([]);
  });
});

describe('status filter', () => {
  it('reads 12 as the three pipelines', () => {
    expect(expandirStatus([0, 12]).sort((a, b) => a - b)).toEqual([0, 120, 121, 122]);
  });
});

describe('business dates (São Paulo)', () => {
  it('knows today, the hour, weekends and the next weekday', () => {
    expect(dataEmSaoPaulo(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
    expect(horaEmSaoPaulo(new Date('2026-11-23T17:30:00Z'))).toBe(14);
    expect(fimDeSemana('2026-11-28')).toBe(true);
    expect(fimDeSemana('2026-11-30')).toBe(false);
    expect(proximoDiaDaSemana('2026-11-27')).toBe('2026-11-30');
    expect(dataBR('2026-12-18')).toBe('18/12/2026');
  });
});
