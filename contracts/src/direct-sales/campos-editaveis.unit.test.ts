import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/roles.ts';
import { podeSalvar } from './actions.ts';
import { CAMPOS_MONETARIOS, campoEditavel, modoCampo, perfilNoPedido, type CampoMonetario, type FatosCampo, type ModoCampo } from './campos-editaveis.ts';
import { initialOrderContext, orderMachine, PERFIL_PEDIDO, type DadosPedido, type PerfilPedido, type TipoDesconto } from './order-machine.ts';
import { STEP_DO_ESTADO, type EstadoPedido, type StepAtual } from './steps.ts';

/** Every step an order can stand at, from the machine's own states. */
const STEPS = Object.keys(orderMachine.config.states!)
  .filter((s) => s !== 'inexistente')
  .map((s) => STEP_DO_ESTADO[s as EstadoPedido]);
const PERFIS = Object.values(PERFIL_PEDIDO);
const FATOS: FatosCampo[] = [1, 5].flatMap((t) => [false, true].map((temPrecoFinal) => ({ tipoDesconto: t as TipoDesconto, temPrecoFinal })));

// The decision, written from docs/decisions.md (not from the rule): who changes money at which step…
const A = 'Administrador';
const VD = 'Venda Direta';
const D = 'Dealer';
const QUEM_MUDA_DINHEIRO: Record<StepAtual, PerfilPedido[]> = {
  0: [A, VD, D],
  1: [A, VD, D],
  2: [A, VD],
  3: [A],
  5: [A],
  6: [A],
  7: [A],
  8: [A],
  9: [],
  10: [A],
  11: [A],
  12: [A],
  13: [A],
  15: [],
};
// …and how, for the 'Digitar preço' team (Administrador, Venda Direta) and for the dealer
function esperado(perfil: PerfilPedido, campo: CampoMonetario, f: FatosCampo): ModoCampo {
  const d4 = f.tipoDesconto === 5;
  if (perfil === A || perfil === VD)
    return (
      {
        precoPublico: 'digitado',
        precoOpcional: 'digitado',
        tipoDesconto: 'digitado',
        descontoEspecial: 'ateAPolitica',
        percentualComissao: d4 ? 'ateAPolitica' : 'daPolitica',
        prePagamento: 'bloqueado',
      } as const
    )[campo];
  return (
    {
      precoPublico: f.temPrecoFinal ? 'daTabela' : 'digitado',
      precoOpcional: f.temPrecoFinal ? 'bloqueado' : 'digitado',
      tipoDesconto: 'digitado',
      descontoEspecial: 'daPolitica',
      percentualComissao: 'daPolitica',
      prePagamento: 'bloqueado',
    } as const
  )[campo];
}

const casos = STEPS.flatMap((step) => PERFIS.flatMap((perfil) => CAMPOS_MONETARIOS.flatMap((campo) => FATOS.map((fatos) => ({ step, perfil, campo, fatos })))));

describe('campos monetários: step × profile × field', () => {
  it('covers every step of the machine', () => {
    expect(STEPS.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]);
    expect(casos.length).toBe(14 * 7 * 6 * 4);
  });

  it.each(casos)('step $step, $perfil, $campo, $fatos', ({ step, perfil, campo, fatos }) => {
    const muda = QUEM_MUDA_DINHEIRO[step as StepAtual].includes(perfil);
    expect(modoCampo(step, perfil, campo, fatos)).toBe(muda ? esperado(perfil, campo, fatos) : 'bloqueado');
  });

  it('nobody who acts on the order as no profile changes money; pré-pagamento is never typed', () => {
    for (const step of STEPS) for (const campo of CAMPOS_MONETARIOS) for (const fatos of FATOS) expect(modoCampo(step, null, campo, fatos)).toBe('bloqueado');
    for (const { step, perfil, fatos } of casos) expect(campoEditavel(step, perfil, 'prePagamento', fatos)).toBe(false);
  });

  it('a profile changes money only where the machine lets it save the order (PedidoAtualizado)', () => {
    const dados = { pedidoPrecoPagamento: {} } as unknown as DadosPedido;
    for (const { step, perfil, campo, fatos } of casos) {
      if (modoCampo(step, perfil, campo, fatos) === 'bloqueado') continue;
      const actor = perfil === D ? { ...ator(perfil), grupoPerfil: 2 as const, concessionariaId: 5 } : ator(perfil);
      expect(podeSalvar({ ...initialOrderContext, concessionariaId: 5, step, dados }, step, actor), `${perfil} at ${step}`).toBe(true);
    }
  });

  it('the screen types only digitado and ateAPolitica', () => {
    for (const { step, perfil, campo, fatos } of casos) {
      const modo = modoCampo(step, perfil, campo, fatos);
      expect(campoEditavel(step, perfil, campo, fatos)).toBe(modo === 'digitado' || modo === 'ateAPolitica');
    }
  });
});

function ator(role: string): Actor {
  return { userId: 1, nome: role, role, grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null, processosGrupo: false, espelhoAdminId: null };
}

describe('perfilNoPedido', () => {
  it('staff by their profile; a dealer user only on its dealer (or group with processosGrupo); others none', () => {
    for (const p of PERFIS.filter((x) => x !== D)) expect(perfilNoPedido(ator(p), 5, 50)).toBe(p);
    expect(perfilNoPedido(ator('Regionais'), 5, 50)).toBeNull();
    const dealer = { ...ator('Vendedor'), grupoPerfil: 2 as const, concessionariaId: 5, concessionariaGrupoId: 50 };
    expect(perfilNoPedido(dealer, 5, 50)).toBe(D);
    expect(perfilNoPedido(dealer, 9, 90)).toBeNull();
    expect(perfilNoPedido({ ...dealer, concessionariaId: 6, processosGrupo: true }, 5, 50)).toBe(D);
  });
});
