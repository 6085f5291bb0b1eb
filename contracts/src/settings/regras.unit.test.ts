import { describe, expect, it } from 'vitest';
import { cfgMsg } from './messages.ts';
import {
  aplicarFlag,
  camposDaFlag,
  flagsDe,
  validarCodigoModelo,
  validarConfiguracao,
  validarNomeModelo,
  validarPrazoKpi,
  validarValorMedio,
} from './regras.ts';
import { compararOpcionais } from './specs.ts';

describe('settings rules', () => {
  it('validates each conf by its type', () => {
    expect(validarConfiguracao(4, ' 007 ')).toEqual({ ok: true, valor: '7' });
    expect(validarConfiguracao(7, 3)).toEqual({ ok: true, valor: '3' });
    expect(validarConfiguracao(4, 'sete')).toEqual({ ok: false, erro: cfgMsg.periodoDias });
    expect(validarConfiguracao(9, '3651')).toEqual({ ok: false, erro: cfgMsg.periodoMaximo });
    expect(validarConfiguracao(10, 'Dia 5 útil')).toEqual({ ok: true, valor: 'Dia 5 útil' });
    expect(validarConfiguracao(10, 'x'.repeat(33))).toEqual({ ok: false, erro: cfgMsg.periodoTexto });
    expect(validarConfiguracao(11, '100')).toEqual({ ok: false, erro: cfgMsg.usarValorMedio });
    expect(validarConfiguracao(12, '1')).toEqual({ ok: true, valor: '1' });
    expect(validarConfiguracao(12, '3')).toEqual({ ok: false, erro: cfgMsg.modoPagamentoInvalido });
    expect(validarConfiguracao(13, -1)).toEqual({ ok: true, valor: '-1' });
    expect(validarConfiguracao(13, '15')).toEqual({ ok: false, erro: cfgMsg.regra14Invalida });
    expect(validarConfiguracao(14, '1')).toEqual({ ok: false, erro: cfgMsg.usarValorMedio });
    expect(validarConfiguracao(0, '1')).toEqual({ ok: false, erro: cfgMsg.tipoConfiguracaoInvalido });
    expect(validarConfiguracao(1, null)).toEqual({ ok: false, erro: cfgMsg.periodoObrigatorio });
  });

  it('reads the average value as a number or the BRL mask', () => {
    expect(validarValorMedio(1234.5)).toEqual({ ok: true, valor: '1234.50' });
    expect(validarValorMedio('1234.5')).toEqual({ ok: true, valor: '1234.50' });
    expect(validarValorMedio('R$ 1.234,56')).toEqual({ ok: true, valor: '1234.56' });
    expect(validarValorMedio('1.234')).toEqual({ ok: true, valor: '1234.00' });
    for (const v of [0, -1, 'R$ 12,345', 1.001, Infinity, '1,2,3', null, 1_000_000_000]) expect(validarValorMedio(v).ok, String(v)).toBe(false);
  });

  it('refuses a KPI deadline on a weekend or an impossible date', () => {
    expect(validarPrazoKpi({ ano: 2026, mesId: 11, prazo: '04/12/2026' })).toEqual({ ok: true, valor: { ano: 2026, mes: 11, prazo: '2026-12-04' } });
    expect(validarPrazoKpi({ ano: 2026, mesId: 11, prazo: '2026-12-06' })).toEqual({ ok: false, erro: cfgMsg.prazoFimDeSemana });
    expect(validarPrazoKpi({ ano: 2026, mesId: 11, prazo: '2026-13-01' })).toEqual({ ok: false, erro: cfgMsg.prazoDataInvalida });
    expect(validarPrazoKpi({ ano: 2026, mesId: 13, prazo: '2026-12-04' })).toEqual({ ok: false, erro: cfgMsg.prazoMesInvalido });
  });

  it('flag rules: fields per type, contiguous increasing ranges', () => {
    expect(camposDaFlag(1)).toEqual({ de: false, ate: true });
    expect(camposDaFlag(3)).toEqual({ de: true, ate: false });
    const f = { verdeAte: 30, amareloAte: 60 };
    expect(flagsDe(f)).toEqual([
      { id: 1, tipo: 1, de: null, ate: 30 },
      { id: 2, tipo: 2, de: 31, ate: 60 },
      { id: 3, tipo: 3, de: 60, ate: null },
    ]);
    expect(aplicarFlag(f, { id: 1, tipo: 1, ate: '10', de: 'ignorado' })).toEqual({ ok: true, valor: { verdeAte: 10, amareloAte: 60 } });
    expect(aplicarFlag(f, { id: 2, tipo: 2, de: 11, ate: 90 })).toEqual({ ok: true, valor: { verdeAte: 10, amareloAte: 90 } });
    expect(aplicarFlag(f, { id: 3, tipo: 3, de: '45' })).toEqual({ ok: true, valor: { verdeAte: 30, amareloAte: 45 } });
    expect(aplicarFlag(f, { id: 3, tipo: 3, de: '30' })).toEqual({ ok: false, erro: cfgMsg.flagSequencia });
    expect(aplicarFlag(f, { id: 2, tipo: 2, de: '1', ate: '5' })).toEqual({ ok: false, erro: cfgMsg.flagSequencia });
    expect(aplicarFlag(f, { id: 2, tipo: 2, de: '9', ate: '5' })).toEqual({ ok: false, erro: cfgMsg.flagDeMaiorQueAte });
    expect(aplicarFlag(f, { id: 1, tipo: 1, ate: '1e3' })).toEqual({ ok: false, erro: cfgMsg.flagAteInvalido });
    expect(aplicarFlag(f, { id: 1, tipo: 2, ate: '10' })).toEqual({ ok: false, erro: cfgMsg.flagTipoDivergente });
  });

  it('model type name ≤ 32 and code ≤ 8', () => {
    expect(validarNomeModelo('  Range   Rover ')).toEqual({ ok: true, valor: 'Range Rover' });
    expect(validarNomeModelo('x'.repeat(33))).toEqual({ ok: false, erro: cfgMsg.nomeModeloMaximo });
    expect(validarNomeModelo('')).toEqual({ ok: false, erro: cfgMsg.nomeModeloObrigatorio });
    expect(validarCodigoModelo(' l460 ')).toEqual({ ok: true, valor: 'L460' });
    expect(validarCodigoModelo('123456789')).toEqual({ ok: false, erro: cfgMsg.codigoMaximo });
    expect(validarCodigoModelo('a b')).toEqual({ ok: false, erro: cfgMsg.codigoFormato });
  });

  it('compares options with the guide (§4.8)', () => {
    const guia = [
      { codigo: '011AA', descricao: 'Teto solar' },
      { codigo: '086GF', descricao: 'Head-up display' },
    ];
    expect(
      compararOpcionais(guia, [
        { codigo: '011aa', descricao: 'Teto' },
        { codigo: '086GF', descricao: 'HUD' },
      ]).situacao,
    ).toBe(2);
    expect(
      compararOpcionais(guia, [
        { codigo: '011AA', descricao: 'Teto' },
        { codigo: '4XX', descricao: 'Rodas 22' },
      ]),
    ).toEqual({
      situacao: 1,
      opcionaisFaltantes: [{ codigo: '086GF', descricao: 'Head-up display' }],
      opcionaisExtras: [{ codigo: '4XX', descricao: 'Rodas 22' }],
    });
    expect(compararOpcionais(null, []).situacao).toBe(3);
  });
});
