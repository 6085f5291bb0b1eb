import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { accountMachine, type AccountEvent } from './account-machine.ts';
import type { Actor } from './roles.ts';

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
const admin = actor({ userId: 1, role: 'Administrador', grupoPerfil: 1, concessionariaId: null });
const at = '2026-11-21T10:00:00.000Z';

function given(...events: AccountEvent[]) {
  let [s] = initialTransition(accountMachine);
  for (const e of events) [s] = transition(accountMachine, s, e);
  return s;
}
const criada: AccountEvent = { type: 'ContaCriada', actor: admin, at, participanteId: 7, email: 'a@b.com', porAdministrador: true };

describe('account machine', () => {
  it('opens pending and activates on registration', () => {
    expect(given(criada).value).toBe('pendente');
    const s = given(criada, { type: 'CadastroCompletado', actor: actor(), at });
    expect(s.value).toBe('ativa');
    expect(s.context.versaoSenha).toBe(1);
  });
  it('lets only the owner change the password, never through acesso espelho', () => {
    const s = given(criada, { type: 'CadastroCompletado', actor: actor(), at });
    expect(s.can({ type: 'SenhaAlterada', actor: actor(), at })).toBe(true);
    expect(s.can({ type: 'SenhaAlterada', actor: actor({ userId: 8 }), at })).toBe(false);
    expect(s.can({ type: 'SenhaAlterada', actor: actor({ espelhoAdminId: 1 }), at })).toBe(false);
  });
  it('lets only an administrator (not mirrored) set a password, block and unblock', () => {
    const s = given(criada, { type: 'CadastroCompletado', actor: actor(), at });
    expect(s.can({ type: 'SenhaDefinidaPeloAdministrador', actor: admin, at })).toBe(true);
    expect(s.can({ type: 'SenhaDefinidaPeloAdministrador', actor: actor(), at })).toBe(false);
    expect(s.can({ type: 'SenhaDefinidaPeloAdministrador', actor: { ...admin, espelhoAdminId: 2 }, at })).toBe(false);
    const b = given(criada, { type: 'CadastroCompletado', actor: actor(), at }, { type: 'ContaBloqueada', actor: admin, at, motivo: 'x' });
    expect(b.value).toBe('bloqueada');
    expect(b.can({ type: 'SenhaAlterada', actor: actor(), at })).toBe(false);
    expect(b.can({ type: 'ContaDesbloqueada', actor: admin, at })).toBe(true);
    expect(b.can({ type: 'ContaDesbloqueada', actor: actor(), at })).toBe(false);
  });
  it('marks an administrator-set password as forced and bumps the version that revokes tokens', () => {
    const s = given(criada, { type: 'CadastroCompletado', actor: actor(), at }, { type: 'SenhaDefinidaPeloAdministrador', actor: admin, at });
    expect(s.context.senhaTrocadaPorAdministrador).toBe(true);
    expect(s.context.versaoSenha).toBe(2);
    const t = transition(accountMachine, s, { type: 'SenhaAlterada', actor: actor(), at })[0];
    expect(t.context.senhaTrocadaPorAdministrador).toBe(false);
    expect(t.context.versaoSenha).toBe(3);
  });
  it('sends an account blocked before registration back to pending when unblocked', () => {
    const b = given(criada, { type: 'ContaBloqueada', actor: admin, at, motivo: 'x' });
    const u = transition(accountMachine, b, { type: 'ContaDesbloqueada', actor: admin, at })[0];
    expect(u.value).toBe('pendente');
    expect(u.can({ type: 'CadastroCompletado', actor: actor(), at })).toBe(true);
    const active = given(
      criada,
      { type: 'CadastroCompletado', actor: actor(), at },
      { type: 'ContaBloqueada', actor: admin, at, motivo: 'x' },
      { type: 'ContaDesbloqueada', actor: admin, at },
    );
    expect(active.value).toBe('ativa');
  });
  it('refuses registration twice and events before creation', () => {
    expect(given().can({ type: 'CadastroCompletado', actor: actor(), at })).toBe(false);
    const s = given(criada, { type: 'CadastroCompletado', actor: actor(), at });
    expect(s.can({ type: 'CadastroCompletado', actor: actor(), at })).toBe(false);
    expect(s.can(criada)).toBe(false);
  });
});
