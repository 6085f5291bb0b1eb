import { describe, expect, it } from 'vitest';
import { initialOrderContext, type OrderContext } from '@portal/contracts/direct-sales/order-machine';
import { contextoInicialNotaFiscal, type NotaFiscalContext } from '@portal/contracts/comissoes/nota-machine';
import { avisoDeEtapaDoPedido } from './avisos.ts';
import { avisoDeEtapaDaNota } from '../comissoes/avisos.ts';

const pedido = (step: number): OrderContext =>
  ({ ...initialOrderContext, pedidoId: 8, codigo: 'VD000008', concessionariaId: 5, concessionariaGrupoId: 50, step }) as OrderContext;
const nota = (step: number): NotaFiscalContext =>
  ({ ...contextoInicialNotaFiscal, notaFiscalId: 3, numeroNotaFiscal: '77', concessionariaId: 5, concessionariaGrupoId: 50, step }) as NotaFiscalContext;

describe('the step notifications: to the profiles that move the step reached', () => {
  it('an order: by step, the dealer named with its ids; a final step, no one', () => {
    expect(avisoDeEtapaDoPedido(pedido(10))).toEqual({
      tipo: 'pedidoEtapa',
      publico: 'papeis',
      concessionariaId: 5,
      concessionariaGrupoId: 50,
      papeis: ['Dealer', 'Financeiro', 'Venda Direta'],
      texto: 'O pedido VD000008 chegou à etapa Inserir Boletos.',
      link: '/newrequest?id=8',
    });
    expect(avisoDeEtapaDoPedido(pedido(8))!.papeis).toEqual(['Logística']);
    expect(avisoDeEtapaDoPedido(pedido(15))).toBeNull();
    expect(avisoDeEtapaDoPedido(pedido(9))).toBeNull();
  });
  it('an invoice: sales approve, then the board (the Administrador alone moves it), then Financeiro; rejected, the dealer', () => {
    expect([1, 2, 3, 5].map((s) => avisoDeEtapaDaNota(nota(s))!.papeis)).toEqual([['Venda Direta'], ['Administrador'], ['Financeiro'], ['Dealer']]);
    expect(avisoDeEtapaDaNota(nota(1))!.texto).toBe('A nota fiscal de comissão 77 chegou à etapa Provisionamento.');
    expect(avisoDeEtapaDaNota(nota(4))).toBeNull();
  });
});
