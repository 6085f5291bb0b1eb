import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '@portal/contracts/access/account-machine';
import type { Actor } from '@portal/contracts/access/roles';
import { msg } from '@portal/contracts/messages';
import { accountAggregate } from '../access/account.ts';
import { Refused } from '../kernel/errors.ts';
import { fold, stateName, type MachineEvent, type State } from './decider.ts';

const { decider } = accountAggregate;
const refusal = (s: State, c: MachineEvent) => decider.refusal(c, s)?.reason ?? null;

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 7,
  nome: 'Ana',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: 1,
  concessionariaGrupoId: 1,
  processosGrupo: false,
  espelhoAdminId: null,
  ...over,
});
const admin = actor({ userId: 1, role: 'Administrador', grupoPerfil: 1 });
const at = '2026-11-21T10:00:00.000Z';
const ev = (e: AccountEvent) => ({ data: e as unknown as Record<string, unknown> });
const criada = ev({ type: 'ContaCriada', actor: admin, at, participanteId: 7, email: 'a@b.com', porAdministrador: true });
const completado = ev({ type: 'CadastroCompletado', actor: actor(), at });

describe('machine as decider (given events, when command, then accept or refuse)', () => {
  it('accepts the owner changing the password of an active account', () => {
    const s = fold(accountAggregate, [criada, completado]);
    expect(refusal(s, { type: 'SenhaAlterada', actor: actor(), at })).toBeNull();
  });
  it("refuses another user with the rule guard's pt-BR reason", () => {
    const s = fold(accountAggregate, [criada, completado]);
    expect(refusal(s, { type: 'SenhaAlterada', actor: actor({ userId: 99 }), at })).toBe(msg.somenteProprioUsuario);
    expect(refusal(s, { type: 'ContaBloqueada', actor: actor(), at, motivo: 'x' })).toBe(msg.somenteAdministrador);
  });
  it("refuses what the state does not accept with the state's reason", () => {
    const s = fold(accountAggregate, [criada]);
    expect(refusal(s, { type: 'SenhaAlterada', actor: actor(), at })).toBe(msg.contaPendente);
    expect(refusal(fold(accountAggregate, []), { type: 'SenhaAlterada', actor: actor(), at })).toBe(msg.contaInexistente);
    const done = fold(accountAggregate, [criada, completado]);
    expect(refusal(done, { type: 'CadastroCompletado', actor: actor(), at })).toBe(msg.cadastroJaCompleto);
  });
  it('names the rule guard that refused (null when the state does not take the command), and decide throws its reason', () => {
    const s = fold(accountAggregate, [criada, completado]);
    const outro = { type: 'SenhaAlterada', actor: actor({ userId: 99 }), at };
    expect(decider.refusal(outro, s)).toEqual({ reason: msg.somenteProprioUsuario, guard: expect.any(String) });
    expect(decider.refusal({ type: 'SenhaAlterada', actor: actor(), at }, fold(accountAggregate, [criada]))).toEqual({
      reason: msg.contaPendente,
      guard: null,
    });
    expect(() => decider.decide(outro, s)).toThrow(new Refused(msg.somenteProprioUsuario));
    const proprio = { type: 'SenhaAlterada', actor: actor(), at };
    expect(decider.decide(proprio, s)).toEqual([proprio]);
  });
  it('folds history with rule guards off: an event accepted under old rules still replays', () => {
    // a block recorded by someone who is no longer an administrator must still fold to "bloqueada"
    const s = fold(accountAggregate, [criada, completado, ev({ type: 'ContaBloqueada', actor: actor({ role: 'Ex-admin' }), at, motivo: 'x' })]);
    expect(stateName(s)).toBe('bloqueada');
  });
});
