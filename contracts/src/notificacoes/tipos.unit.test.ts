import { describe, expect, it } from 'vitest';
import { GRUPO_PERFIL } from '../access/roles.ts';
import { tiposDoUsuario } from './tipos.ts';

describe('tiposDoUsuario: the kinds Meu perfil lists', () => {
  it("by the user's side and the functions of its profile", () => {
    const f = (nome: string, u = false) => ({ nome, r: true, u });
    expect(tiposDoUsuario({ grupoPerfil: GRUPO_PERFIL.Dealer, funcoes: [f('trocas', true), f('faturamento', true)] })).toEqual([
      'trocaSolicitada',
      'trocaRespondida',
      'faturamentoRespondido',
      'trocaPrazo',
      'comunicadoNovo',
    ]);
    expect(tiposDoUsuario({ grupoPerfil: GRUPO_PERFIL.Dealer, funcoes: [f('boletos')] })).toEqual(['boletoPrazo', 'comunicadoNovo']);
    // a comunicado needs no function: every profile may be named by one
    expect(tiposDoUsuario({ grupoPerfil: GRUPO_PERFIL.Dealer, funcoes: [f('veiculos')] })).toEqual(['comunicadoNovo']);
    expect(tiposDoUsuario({ grupoPerfil: GRUPO_PERFIL.Administrador, funcoes: [f('liberarFaturamento'), f('trocas', true)] })).toEqual([
      'faturamentoSolicitado',
      'comunicadoNovo',
      'faturamentoPrazo',
    ]);
  });
});
