import { describe, expect, it } from 'vitest';
import type { Actor } from '@portal/contracts/access/roles';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import {
  acaoEmLote,
  acoesDaLinha,
  avisoDoValor,
  corpoFiltros,
  podeSelecionarComissao,
  somaComissoes,
  FILTROS_VAZIOS,
  type LinhaComissao,
  type LinhaNota,
} from './model.ts';

const staff = (role: string): Actor => ({
  userId: 1,
  nome: role,
  role,
  grupoPerfil: 1,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
});
const dealer = (id: number): Actor => ({
  userId: 9,
  nome: 'D',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: id,
  concessionariaGrupoId: 50,
  processosGrupo: false,
  espelhoAdminId: null,
});
const nota = (id: number, stepId: LinhaNota['stepId']) => ({ id, stepId, concessionariasId: 5, concessionariaGrupoId: 50 }) as LinhaNota;
const comissao = (stepId: LinhaComissao['stepId'], nfeComissao: string | null, valorComissao = 100) =>
  ({ id: 1, stepId, nfeComissao, valorComissao, concessionariaId: 5, concessionariaGrupoId: 50 }) as LinhaComissao;

describe('commission screen model', () => {
  it('offers each bulk action to the role the machine allows, and none for mixed steps', () => {
    expect(acaoEmLote([nota(1, 1), nota(2, 1)], staff('Venda Direta'))).toEqual({ nome: 'Aprovação de Vendas', para: 2 });
    expect(acaoEmLote([nota(1, 1)], staff('Financeiro'))).toBeNull();
    expect(acaoEmLote([nota(1, 2)], staff('Administrador'))).toEqual({ nome: 'Aprovação de Diretoria', para: 3 });
    expect(acaoEmLote([nota(1, 3)], staff('Financeiro'))).toEqual({ nome: 'Pagamento Realizado', para: 4 });
    expect(acaoEmLote([nota(1, 3)], dealer(5))).toBeNull();
    expect(acaoEmLote([nota(1, 1), nota(2, 3)], staff('Administrador'))).toEqual({ erro: nfMsg.loteMisto });
    expect(acoesDaLinha(nota(1, 4), staff('Administrador')).reprovar).toBe(true);
    expect(acoesDaLinha(nota(1, 4), staff('Financeiro')).reprovar).toBe(false);
  });
  it('selects for an attach only Sem NF Atrelada or Reprovado rows of the dealer the user attaches for', () => {
    expect(podeSelecionarComissao(comissao(6, null), dealer(5))).toBe(true);
    expect(podeSelecionarComissao(comissao(5, '12'), dealer(5))).toBe(true);
    expect(podeSelecionarComissao(comissao(1, '12'), dealer(5))).toBe(false);
    expect(podeSelecionarComissao(comissao(6, null), dealer(6))).toBe(false);
    expect(podeSelecionarComissao(comissao(6, null), staff('Financeiro'))).toBe(false);
    expect(somaComissoes([comissao(6, null, 0.1), comissao(6, null, 0.2)])).toBe(0.3);
  });
  it('warns of a note value other than the calculated one (accepted with a warning, as the server does), not of an equal or empty one', () => {
    expect(avisoDoValor(-100, 250)).toBe(nfMsg.valorNaoConfere('-R$\u00a0100,00', 'R$\u00a0250,00'));
    expect(avisoDoValor(0.1 + 0.2, 0.3)).toBeNull();
    expect(avisoDoValor(null, 0.3)).toBeNull();
  });
  it('sends only the filled filters', () => {
    expect(corpoFiltros(FILTROS_VAZIOS)).toEqual({});
    expect(corpoFiltros({ ...FILTROS_VAZIOS, pedido: 'VD-1\nVD-2', steps: 5, numeroNotaFiscal: ' 12 ', dataDe: new Date(2026, 10, 20) })).toEqual({
      pedido: ['VD-1', 'VD-2'],
      steps: 5,
      numeroNotaFiscal: '12',
      dataDe: '2026-11-20',
    });
  });
});
