import { describe, expect, it } from 'vitest';
import { expiryWarningDays, looksLikeEmail, passwordProblems } from './password.ts';
import { msg } from '../messages.ts';

describe('password rules (every way a password is set)', () => {
  it('accepts 8+ chars with a digit, an upper-case letter and one of # $ % & @ !', () => {
    expect(passwordProblems('Portal@2026', 'Portal@2026')).toEqual([]);
    for (const c of ['#', '$', '%', '&', '@', '!']) expect(passwordProblems(`Abcdef1${c}`, `Abcdef1${c}`)).toEqual([]);
  });
  it('names each broken rule in pt-BR', () => {
    expect(passwordProblems('abc', 'abc')).toEqual([msg.senhaMinimo8, msg.senhaDigito, msg.senhaMaiuscula, msg.senhaEspecial]);
    expect(passwordProblems('abcdefg1@', 'abcdefg1@')).toEqual([msg.senhaMaiuscula]);
    expect(passwordProblems('Abcdefgh@', 'Abcdefgh@')).toEqual([msg.senhaDigito]);
    expect(passwordProblems('Abcdefg12', 'Abcdefg12')).toEqual([msg.senhaEspecial]);
    expect(passwordProblems('Abcdefg1*', 'Abcdefg1*')).toEqual([msg.senhaEspecial]);
  });
  it('requires both fields and equality', () => {
    expect(passwordProblems('', '')).toEqual([msg.senhaEConfirmacaoObrigatorias]);
    expect(passwordProblems('Portal@2026', '')).toEqual([msg.senhaEConfirmacaoObrigatorias]);
    expect(passwordProblems('Portal@2026', 'Portal@2027')).toEqual([msg.senhaEConfirmacaoIguais]);
  });
});

describe('password expiry warning', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it('shows 1 when it expires today, the days left within 3 days, nothing otherwise', () => {
    expect(expiryWarningDays('2026-11-21T23:00:00Z', now)).toBe(1);
    expect(expiryWarningDays('2026-11-22T10:00:00Z', now)).toBe(1);
    expect(expiryWarningDays('2026-11-23T10:00:00Z', now)).toBe(2);
    expect(expiryWarningDays('2026-11-24T10:00:00Z', now)).toBe(3);
    expect(expiryWarningDays('2026-11-25T10:00:00Z', now)).toBeNull();
    expect(expiryWarningDays(null, now)).toBeNull();
    expect(expiryWarningDays('2026-11-20T10:00:00Z', now)).toBeNull();
  });
});

describe('forgot-password e-mail check', () => {
  it('needs an @ with a dot after it and no final dot', () => {
    expect(looksLikeEmail('ana@demo.com.br')).toBe(true);
    expect(looksLikeEmail('ana@demo')).toBe(false);
    expect(looksLikeEmail('ana@demo.com.')).toBe(false);
    expect(looksLikeEmail('ana.demo.com')).toBe(false);
    expect(looksLikeEmail('@demo.com')).toBe(false);
  });
});
