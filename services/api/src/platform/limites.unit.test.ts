import { describe, expect, it } from 'vitest';
import { LIMITES_PADRAO, limitesDoAmbiente } from './limites.ts';

describe('limitesDoAmbiente', () => {
  it('is LIMITES_PADRAO without variables', () => {
    expect(limitesDoAmbiente({})).toEqual(LIMITES_PADRAO);
  });

  it('multiplies every per-minute quota by LIMITES_ESCALA and leaves the window, the page size and the budget', () => {
    const l = limitesDoAmbiente({ LIMITES_ESCALA: '100', UPLOAD_ORCAMENTO_DIARIO_MB: '0' });
    expect(l.escrita).toEqual({ porUsuario: 30_000, porIp: 150_000 });
    expect(l.envio).toEqual({ porUsuario: 3_000, porIp: 15_000 });
    expect(l.pesada).toEqual({ porUsuario: 12_000, porIp: 60_000 });
    expect(l.janelaSegundos).toBe(LIMITES_PADRAO.janelaSegundos);
    expect(l.paginaGrande).toBe(LIMITES_PADRAO.paginaGrande);
    expect(l.orcamentoEnvioDiario).toBeNull();
  });

  it('refuses a factor that is not a whole number from 1 to 10,000', () => {
    for (const v of ['0', '1.5', '-2', 'muito', '10001'])
      expect(() => limitesDoAmbiente({ LIMITES_ESCALA: v })).toThrow(`LIMITES_ESCALA=${v}: informe um número inteiro de 1 a 10000.`);
  });
});
