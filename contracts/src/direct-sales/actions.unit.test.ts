import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { acoesDoPedido, podeComentar, podeSalvar, type AcaoPedido } from './actions.ts';
import { orderMachine, type DadosPedido, type OrderContext, type OrderEvent, type OrderEventType } from './order-machine.ts';
import type { StepId } from './steps.ts';
import type { Actor } from '../access/roles.ts';

const staff = (role: string, userId: number): Actor => ({
  userId,
  nome: role,
  role,
  grupoPerfil: 1,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
});
const ATORES: Record<string, Actor> = {
  Administrador: staff('Administrador', 1),
  'Venda Direta': staff('Venda Direta', 2),
  Financeiro: staff('Financeiro', 3),
  Faturamento: staff('Faturamento', 4),
  Logística: staff('Logística', 5),
  'Gerente de Vendas': staff('Gerente de Vendas', 6),
  Regionais: staff('Regionais', 7),
  Dealer: { ...staff('Vendedor', 50), grupoPerfil: 2, concessionariaId: 5, concessionariaGrupoId: 50 },
  'outro dealer': { ...staff('Vendedor', 90), grupoPerfil: 2, concessionariaId: 9, concessionariaGrupoId: 90 },
};
const admin = ATORES.Administrador!;
type Modo = 'regular' | 'pre';
const AT = '2026-11-23T13:00:00.000Z';

// The buttons each step shows, in the screen's order, written from DECISIONS.md and the brief (not from the machine).
type Botao = [evento: OrderEventType, rotulo: string, para: number | { regular: number; pre: number }, comentario: boolean, quem: string[]];
const A = 'Administrador';
const VD = 'Venda Direta';
const FIN = 'Financeiro';
const FAT = 'Faturamento';
const LOG = 'Logística';
const D = 'Dealer';
const cancelar: Botao = ['PedidoCancelado', 'Cancelar Pedido', 9, true, [VD, A]];
const marcador: Botao = ['InsercaoBoletoConfirmada', 'Confirmar inserção de boleto', { regular: 4, pre: 14 }, false, [FIN, VD, A]];
const BOTOES: Record<number, Botao[]> = {
  0: [['EnviadoParaAprovacao', 'Enviar para aprovação', 2, false, [D, VD, A]], cancelar],
  1: [['EnviadoParaAprovacao', 'Enviar para aprovação', 2, false, [D, VD, A]], cancelar],
  2: [['VendaAprovada', 'Aprovar venda', { regular: 3, pre: 10 }, false, [VD, A]], ['VendaReprovada', 'Reprovar venda', 1, true, [VD, A]], cancelar],
  3: [['CadastroAprovado', 'Aprovar cadastro', 5, false, [FAT, A]], ['CadastroReprovado', 'Reprovar cadastro', 2, false, [FAT, A]], marcador, cancelar],
  5: [
    ['FaturamentoAprovado', 'Aprovar faturamento', 6, false, [FAT, A]],
    ['FaturamentoReprovado', 'Reprovar faturamento', 3, false, [FAT, A]],
    marcador,
    cancelar,
  ],
  6: [
    ['InsercaoConfirmada', 'Confirmar inserção do comprovante', 7, false, [D, FIN, A]],
    ['RetornadoAoFaturamento', 'Voltar para faturamento', 5, false, [D, FIN, A]],
    marcador,
    cancelar,
  ],
  7: [
    ['VeiculoEnviado', 'Liberar para transporte', 8, false, [FIN, A]],
    ['RetornadoDeLiberado', 'Voltar', { regular: 6, pre: 13 }, false, [FIN, A]],
    marcador,
    cancelar,
  ],
  8: [['PedidoConcluido', 'Concluir pedido', 15, false, [LOG, A]], ['RetornadoParaLiberado', 'Voltar', 7, false, [LOG, A]], marcador, cancelar],
  9: [],
  10: [
    ['InsercaoConfirmada', 'Confirmar inserção dos boletos', 11, false, [D, FIN, VD, A]],
    ['RetornadoAprovacaoVenda', 'Voltar para aprovação de venda', 2, false, [D, FIN, VD, A]],
    marcador,
    cancelar,
  ],
  11: [['PagamentoAprovado', 'Aprovar pagamento', 12, false, [FIN, A]], ['PagamentoReprovado', 'Reprovar pagamento', 10, false, [FIN, A]], marcador, cancelar],
  12: [['CadastroAprovado', 'Aprovar cadastro', 13, false, [FAT, A]], ['CadastroReprovado', 'Reprovar cadastro', 11, false, [FAT, A]], marcador, cancelar],
  13: [
    ['FaturamentoAprovado', 'Aprovar faturamento', 7, false, [FAT, A]],
    ['FaturamentoReprovado', 'Reprovar faturamento', 12, false, [FAT, A]],
    marcador,
    cancelar,
  ],
  15: [['RetornadoParaEnviado', 'Voltar para veículo enviado', 8, false, [A]]],
};
const STEPS: Record<Modo, number[]> = { regular: [0, 1, 2, 3, 5, 6, 7, 8, 9, 15], pre: [0, 1, 2, 10, 11, 12, 13, 7, 8, 9, 15] };

const dados = {
  pedidoSolicitante: { tipoCliente: 1, nome: 'Maria' },
  pedidoContatoEmpresas: [],
  pedidoDescricaoProduto: { veiculoId: 77 },
  pedidoPrecoPagamento: {},
  pedidoArquivos: [],
} as unknown as DadosPedido;
/** an order's context standing at `step` (as GET pedidos/{id} answers it: the machine's context) */
function contexto(modo: Modo, step: number, over: Partial<OrderContext> = {}): OrderContext {
  const criado: OrderEvent = {
    type: 'PedidoCriado',
    actor: admin,
    at: AT,
    pedidoId: 1,
    codigo: 'VD000001',
    concessionariaId: 5,
    concessionariaGrupoId: 50,
    tipoVenda: 1,
    prePagamento: modo === 'pre',
    veiculoId: 77,
    dados,
  };
  const [s] = transition(orderMachine, initialTransition(orderMachine)[0], criado);
  return { ...s.context, step: step as StepId, ...over };
}

const esperado = (modo: Modo, step: number, perfil: string): AcaoPedido[] =>
  (BOTOES[step] ?? [])
    .filter(([, , , , quem]) => quem.includes(perfil))
    .map(([evento, rotulo, para, comentario]) => ({
      evento,
      rotulo,
      para: (typeof para === 'number' ? para : para[modo]) as StepId,
      comentarioObrigatorio: comentario,
      severidade: expect.any(String) as unknown as AcaoPedido['severidade'],
    }));

describe('acoesDoPedido: the buttons the machine accepts', () => {
  const casos = (['regular', 'pre'] as Modo[]).flatMap((modo) => STEPS[modo].flatMap((step) => Object.keys(ATORES).map((a) => [modo, step, a] as const)));
  it.each(casos)('%s, step %i, %s', (modo, step, nome) => {
    const acoes = acoesDoPedido(contexto(modo, step), step as StepId, ATORES[nome]!);
    const ordenar = (l: AcaoPedido[]) => [...l].sort((x, y) => x.evento.localeCompare(y.evento));
    expect(ordenar(acoes)).toEqual(ordenar(esperado(modo, step, nome)));
    for (const a of acoes) expect(a.confirmacao).toBeUndefined();
  });

  it('orders the buttons forward first, then back, reprove, the marker and cancel, with their colours', () => {
    expect(acoesDoPedido(contexto('regular', 2), 2, admin).map((a) => [a.rotulo, a.severidade])).toEqual([
      ['Aprovar venda', 'primario'],
      ['Reprovar venda', 'perigo'],
      ['Cancelar Pedido', 'perigo'],
    ]);
    expect(acoesDoPedido(contexto('regular', 6), 6, admin).map((a) => [a.rotulo, a.severidade])).toEqual([
      ['Confirmar inserção do comprovante', 'primario'],
      ['Voltar para faturamento', 'secundario'],
      ['Confirmar inserção de boleto', 'secundario'],
      ['Cancelar Pedido', 'perigo'],
    ]);
  });

  it('the release with open boletos asks the spec’s question first', () => {
    const [liberar] = acoesDoPedido(contexto('regular', 7), 7, ATORES.Financeiro!, { boletosEmAberto: 2 });
    expect(liberar).toEqual({
      evento: 'VeiculoEnviado',
      rotulo: 'Liberar para transporte',
      para: 8,
      comentarioObrigatorio: false,
      confirmacao: 'Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.',
      severidade: 'primario',
    });
    expect(acoesDoPedido(contexto('regular', 7), 7, ATORES.Financeiro!, { boletosEmAberto: 0 })[0]?.confirmacao).toBeUndefined();
  });

  it('hides the boleto-insertion confirmation once the history has its marker', () => {
    const c = contexto('pre', 12, { insercaoBoletoConfirmada: true });
    expect(acoesDoPedido(c, 12, admin).map((a) => a.evento)).not.toContain('InsercaoBoletoConfirmada');
    expect(acoesDoPedido(contexto('pre', 12), 12, admin).find((a) => a.evento === 'InsercaoBoletoConfirmada')?.para).toBe(14);
  });

  it('offers nothing at the markers 4 and 14 (no order stands there)', () => {
    expect(acoesDoPedido(contexto('regular', 3), 4, admin)).toEqual([]);
    expect(acoesDoPedido(contexto('pre', 12), 14, admin)).toEqual([]);
  });
});

describe('podeSalvar and podeComentar', () => {
  const SALVAR: Record<number, string[]> = {
    0: [A, VD, D],
    1: [A, VD, D],
    2: [A, VD],
    3: [A, VD, FAT],
    5: [A, VD, FAT],
    6: [A, VD, FIN, D],
    7: [A, VD, FIN],
    8: [A, VD],
    9: [],
    10: [A, VD, 'Gerente de Vendas', D],
    11: [A, VD, FIN],
    12: [A, VD, FAT],
    13: [A, VD, FAT],
    15: [],
  };
  it.each(Object.keys(SALVAR).map(Number))('step %i: Salvar for exactly the profiles of the decision', (step) => {
    const modo: Modo = [10, 11, 12, 13].includes(step) ? 'pre' : 'regular';
    for (const [nome, actor] of Object.entries(ATORES))
      expect(podeSalvar(contexto(modo, step), step as StepId, actor), nome).toBe(SALVAR[step]!.includes(nome));
  });
  it('an order without a body (not created) cannot be saved; markers neither', () => {
    expect(podeSalvar({ ...contexto('regular', 0), dados: null }, 0, admin)).toBe(false);
    expect(podeSalvar(contexto('regular', 3), 4, admin)).toBe(false);
  });
  it('comments: every workflow profile and the order’s dealer, at every step including 9 and 15', () => {
    for (const step of [0, 6, 9, 15]) {
      for (const [nome, actor] of Object.entries(ATORES)) {
        expect(podeComentar(contexto('regular', step), step as StepId, actor), `${step} ${nome}`).toBe(nome !== 'Regionais' && nome !== 'outro dealer');
      }
    }
  });
});
