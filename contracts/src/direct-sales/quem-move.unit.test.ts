import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { Actor } from '../access/roles.ts';
import { acoesDoPedido } from './actions.ts';
import { orderMachine, PERFIL_PEDIDO, type DadosPedido, type OrderContext } from './order-machine.ts';
import { QUEM_MOVE_PEDIDO } from './quem-move.ts';
import type { StepAtual } from './steps.ts';

const ator = (role: string, grupoPerfil: 1 | 2 = 1): Actor => ({
  userId: 9,
  nome: role,
  role,
  grupoPerfil,
  concessionariaId: grupoPerfil === 2 ? 5 : null,
  concessionariaGrupoId: grupoPerfil === 2 ? 50 : null,
  processosGrupo: false,
  espelhoAdminId: null,
});
const PERFIS = Object.values(PERFIL_PEDIDO).filter((p) => p !== PERFIL_PEDIDO.administrador);

function contexto(pre: boolean, step: StepAtual): OrderContext {
  const dados = { pedidoSolicitante: { tipoCliente: 1, nome: 'Maria' }, pedidoDescricaoProduto: { veiculoId: 77 } } as unknown as DadosPedido;
  const [s] = transition(orderMachine, initialTransition(orderMachine)[0], {
    type: 'PedidoCriado',
    actor: ator('Administrador'),
    at: '2026-11-23T13:00:00.000Z',
    pedidoId: 1,
    codigo: 'VD000001',
    concessionariaId: 5,
    concessionariaGrupoId: 50,
    tipoVenda: 1,
    prePagamento: pre,
    veiculoId: 77,
    dados,
  });
  return { ...s.context, step };
}

describe('QUEM_MOVE_PEDIDO: the profiles told of an order at a step are those whose forward button the machine shows', () => {
  it.each(Object.keys(QUEM_MOVE_PEDIDO).map(Number) as StepAtual[])('step %i', (step) => {
    const pre = [10, 11, 12, 13].includes(step);
    const movem = PERFIS.filter((p) =>
      acoesDoPedido(contexto(pre, step), step, ator(p, p === PERFIL_PEDIDO.dealer ? 2 : 1)).some((a) => a.severidade === 'primario'),
    );
    expect([...movem].sort()).toEqual([...QUEM_MOVE_PEDIDO[step]].sort());
  });
});
