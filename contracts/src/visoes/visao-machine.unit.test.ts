import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { Actor } from '../access/roles.ts';
import { estadoDaVisao, visaoMachine, visaoStateRefusal, type VisaoEvent } from './visao-machine.ts';

const actor: Actor = {
  userId: 7,
  nome: 'Diego',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: 1,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
};
const at = '2026-11-27T12:00:00.000Z';
const salva: VisaoEvent = {
  type: 'VisaoSalva',
  actor,
  at,
  visaoId: 3,
  lista: 'boletos',
  nome: 'Abertos',
  donoId: 7,
  perfilId: 2,
  padrao: true,
  compartilhada: false,
  filtros: { statusId: 1 },
  colunas: null,
  ordem: { sort: 'pedido', order: 'asc' },
  porPagina: 20,
};

/** Given these events, the machine's state and context after them. */
function dado(...eventos: VisaoEvent[]) {
  let [s] = initialTransition(visaoMachine);
  for (const e of eventos) [s] = transition(visaoMachine, s, e);
  return s;
}

describe('visao machine', () => {
  it('a saved view keeps its list, name, owner, filters, order and page size', () => {
    const s = dado(salva);
    expect(s.value).toBe('salva');
    expect(s.context).toMatchObject({
      visaoId: 3,
      lista: 'boletos',
      nome: 'Abertos',
      donoId: 7,
      perfilId: 2,
      padrao: true,
      filtros: { statusId: 1 },
      porPagina: 20,
      criadaEm: at,
    });
    expect(estadoDaVisao(s.context)).toBe('salva');
  });

  it('renamed, changed, unmade the default and shared: each event changes only its part', () => {
    const depois = '2026-11-28T12:00:00.000Z';
    const s = dado(
      salva,
      { type: 'VisaoRenomeada', actor, at: depois, nome: 'Em aberto' },
      { type: 'VisaoAlterada', actor, at: depois, filtros: { statusId: 2 }, colunas: ['pedido'], ordem: null, porPagina: 50 },
      { type: 'VisaoDefinidaPadrao', actor, at: depois, padrao: false },
      { type: 'VisaoCompartilhada', actor, at: depois, compartilhada: true },
    );
    expect(s.context).toMatchObject({
      nome: 'Em aberto',
      filtros: { statusId: 2 },
      colunas: ['pedido'],
      ordem: null,
      porPagina: 50,
      padrao: false,
      compartilhada: true,
      lista: 'boletos',
      criadaEm: at,
      atualizadaEm: depois,
    });
  });

  it('a deleted view takes nothing more, and a view not saved takes only VisaoSalva', () => {
    const excluida = dado(salva, { type: 'VisaoExcluida', actor, at });
    expect(excluida.value).toBe('excluida');
    expect(excluida.status).toBe('done');
    expect(excluida.context.padrao).toBe(false);
    expect(estadoDaVisao(excluida.context)).toBe('excluida');
    expect(excluida.can({ type: 'VisaoRenomeada', actor, at, nome: 'x' })).toBe(false);
    const nova = dado();
    expect(nova.can({ type: 'VisaoExcluida', actor, at })).toBe(false);
    expect(nova.can(salva)).toBe(true);
    expect(dado(salva).can(salva)).toBe(false);
    expect(visaoStateRefusal('nova', 'VisaoExcluida')).toBe('Visão não encontrada.');
    expect(visaoStateRefusal('excluida', 'VisaoRenomeada')).toBe('Esta visão foi excluída.');
  });
});
