import { describe, expect, it } from 'vitest';
import type { TObject } from '@sinclair/typebox';
import { AccountContext } from '../access/account-machine.ts';
import { BoletoContext } from '../boletos/index.ts';
import { NotaFiscalContext } from '../comissoes/index.ts';
import { OrderContext } from '../direct-sales/index.ts';
import { VeiculoKpiContext } from '../kpi/index.ts';
import { PlanoContext } from '../order-call/index.ts';
import { SwapContext } from '../swaps/index.ts';
import { VehicleContext } from '../vehicles/index.ts';
import { EVENTOS_DAS_MAQUINAS, nomesDosEventos, rotuloDoEvento } from './eventos.ts';
import { CAMPOS_COMUNS, CAMPOS_POR_TIPO, rotuloDoCampo } from './campos.ts';
import { camposAlterados, valorLegivel } from './diff.ts';

describe('event labels', () => {
  it.each(EVENTOS_DAS_MAQUINAS.map((m) => [m.maquina, m] as const))('every event of the %s machine has a pt-BR label', (_, m) => {
    const nomes = nomesDosEventos(m.eventos);
    expect(nomes.length).toBeGreaterThan(0);
    const semRotulo = nomes.filter((n) => !m.rotulos[n]?.trim());
    expect(semRotulo).toEqual([]);
    // and no label for an event the machine does not have
    expect(Object.keys(m.rotulos).filter((k) => !nomes.includes(k))).toEqual([]);
  });

  it('a label is looked up by stream type and event name', () => {
    expect(rotuloDoEvento('boleto', 'BoletoPago')).toBe('Pagamento do boleto registrado');
    expect(rotuloDoEvento('veiculo', 'PedidoCancelado')).toBe('Pedido cancelado');
    expect(rotuloDoEvento('order-call', 'OrderCallEditado')).toBe('Quantidade final alterada');
    expect(rotuloDoEvento('boleto', 'Desconhecido')).toBe('Desconhecido');
  });
});

describe('field labels', () => {
  const contextos: [string, TObject][] = [
    ['conta', AccountContext],
    ['boleto', BoletoContext],
    ['nota-fiscal', NotaFiscalContext],
    ['pedido', OrderContext],
    ['kpi-veiculo', VeiculoKpiContext],
    ['plano-producao', PlanoContext],
    ['troca', SwapContext],
    ['veiculo', VehicleContext],
  ];
  it.each(contextos)('every field of the %s context has a pt-BR label', (tipo, ctx) => {
    const sem = Object.keys(ctx.properties).filter((k) => !CAMPOS_POR_TIPO[tipo]?.[k] && !CAMPOS_COMUNS[k]);
    expect(sem).toEqual([]);
  });

  it('a nested field by its path or its last name; a key that is no name under its holder', () => {
    expect(rotuloDoCampo('pedido', 'dados.pedidoSolicitante.razaoSocial')).toBe('Razão social');
    expect(rotuloDoCampo('plano-producao', 'celulas.3:4')).toBe('Quantidades (3:4)');
    expect(rotuloDoCampo('boleto', 'semRotuloAinda')).toBe('Sem rotulo ainda');
  });
});

describe('diff of the state before and after an event', () => {
  it('lists the changed leaves with pt-BR labels and values', () => {
    const antes = { status: 120, valorPago: null, dataPagamento: null, historico: [{ a: 1 }], atualizadoEm: '2026-01-01T10:00:00Z', motivo: '' };
    const depois = {
      status: 122,
      valorPago: 1500.5,
      dataPagamento: '2026-03-05',
      historico: [{ a: 1 }, { a: 2 }],
      atualizadoEm: '2026-03-05T13:00:00Z',
      motivo: null,
    };
    expect(camposAlterados('boleto', antes, depois)).toEqual([
      { campo: 'status', rotulo: 'Status', de: '120', para: '122' },
      { campo: 'valorPago', rotulo: 'Valor pago', de: '—', para: '1.500,5' },
      { campo: 'dataPagamento', rotulo: 'Data do pagamento', de: '—', para: '05/03/2026' },
    ]);
  });

  it('walks nested records and reads a creation from nothing', () => {
    const depois = { dados: { pedidoSolicitante: { nome: 'Ana', cpf: '123' }, pedidoArquivos: [{ id: 'x' }] }, prePagamento: true };
    const d = camposAlterados('pedido', null, depois);
    expect(d).toContainEqual({ campo: 'dados.pedidoSolicitante.nome', rotulo: 'Nome', de: '—', para: 'Ana' });
    expect(d).toContainEqual({ campo: 'dados.pedidoArquivos', rotulo: 'Arquivos', de: '—', para: '1 item' });
    expect(d).toContainEqual({ campo: 'prePagamento', rotulo: 'Pré-pagamento', de: '—', para: 'Sim' });
    expect(camposAlterados('pedido', depois, depois)).toEqual([]);
  });

  it('shows instants in São Paulo and booleans in words', () => {
    expect(valorLegivel('2026-03-05T13:07:00.000Z')).toBe('05/03/2026 10:07');
    expect(valorLegivel(false)).toBe('Não');
    expect(valorLegivel([3, 4])).toBe('3, 4');
    expect(valorLegivel([])).toBe('—');
  });
});
