import { describe, expect, it } from 'vitest';
import { nomeDoSino, rotuloDoSino } from './model.ts';

describe('the bell', () => {
  it('shows the unread count, capped at 99+, and nothing when none', () => {
    expect(rotuloDoSino(0)).toBeNull();
    expect(rotuloDoSino(1)).toBe('1');
    expect(rotuloDoSino(99)).toBe('99');
    expect(rotuloDoSino(100)).toBe('99+');
    expect(nomeDoSino(0)).toBe('Notificações');
    expect(nomeDoSino(1)).toBe('Notificações: 1 não lida');
    expect(nomeDoSino(3)).toBe('Notificações: 3 não lidas');
  });
});
