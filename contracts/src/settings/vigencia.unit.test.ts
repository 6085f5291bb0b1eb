import { describe, expect, it } from 'vitest';
import { cfgMsg } from './messages.ts';
import { dataDoFormulario, mensagemSobreposicao, validarVigencia } from './vigencia.ts';

describe('the vigência form', () => {
  const teto = { codigo: '011AA', descricao: 'Teto solar' };
  it('takes dd/MM/yyyy or YYYY-MM-DD real days only', () => {
    expect(dataDoFormulario('01/11/2026')).toBe('2026-11-01');
    expect(dataDoFormulario(' 2026-11-01 ')).toBe('2026-11-01');
    expect(dataDoFormulario('29/02/2027')).toBeNull();
    expect(dataDoFormulario('2026-13-01')).toBeNull();
    expect(dataDoFormulario(20261101)).toBeNull();
  });
  it('normalises the options: upper-case codes, blank rows dropped, description defaults to the code', () => {
    const v = validarVigencia({
      tipoModeloAgrupadoId: 3,
      inicioVigencia: '01/11/2026',
      fimVigencia: '',
      opcionais: [{ codigo: ' 011aa ', descricao: '  Teto   solar ' }, { codigo: '', descricao: '' }, { codigo: '086GF' }],
    });
    expect(v).toEqual({
      ok: true,
      valor: {
        tipoModeloAgrupadoId: 3,
        inicioVigencia: '2026-11-01',
        fimVigencia: null,
        opcionais: [teto, { codigo: '086GF', descricao: '086GF' }],
      },
    });
  });
  it('refuses with the first reason, in the form order', () => {
    const erro = (i: Parameters<typeof validarVigencia>[0]) => {
      const v = validarVigencia(i);
      return v.ok ? null : v.erro;
    };
    expect(erro({ inicioVigencia: 'x', opcionais: [] })).toBe(cfgMsg.tipoModeloObrigatorio);
    expect(erro({ tipoModeloAgrupadoId: 1, opcionais: [teto] })).toBe(cfgMsg.vigenciaInicioInvalido);
    expect(erro({ tipoModeloAgrupadoId: 1, inicioVigencia: '2026-11-01', fimVigencia: '2026-10-31', opcionais: [teto] })).toBe(cfgMsg.vigenciaFimAntesDoInicio);
    expect(erro({ tipoModeloAgrupadoId: 1, inicioVigencia: '2026-11-01', fimVigencia: '2026-11-01', opcionais: [teto] })).toBeNull();
    expect(erro({ tipoModeloAgrupadoId: 1, inicioVigencia: '2026-11-01', opcionais: [{ codigo: '', descricao: 'só descrição' }] })).toBe(
      cfgMsg.vigenciaCodigoOpcional(''),
    );
    expect(erro({ tipoModeloAgrupadoId: 1, inicioVigencia: '2026-11-01', opcionais: [teto, { codigo: '011AA' }] })).toBe(
      cfgMsg.vigenciaOpcionalRepetido('011AA'),
    );
    const muitos = Array.from({ length: 201 }, (_, i) => ({ codigo: `C${i}` }));
    expect(erro({ tipoModeloAgrupadoId: 1, inicioVigencia: '2026-11-01', opcionais: muitos })).toBe(cfgMsg.vigenciaOpcionaisDemais);
  });
  it('names the vigência it would overlap', () => {
    expect(mensagemSobreposicao({ inicio: '2026-11-01', fim: null })).toBe(cfgMsg.vigenciaSobreposta('01/11/2026', 'sem data de fim'));
  });
});
