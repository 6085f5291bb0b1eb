import { describe, expect, it } from 'vitest';
import { detalhesSeguros, mascararDocumento, mascararEmail } from './mascaras.ts';
import { eventoMascarado } from './eventos.ts';

describe('what a security event keeps of personal data', () => {
  it('masks CPF and CNPJ (the alphanumeric one too), typed with or without punctuation', () => {
    expect(mascararDocumento('123.456.789-09')).toBe('***.456.789-**');
    expect(mascararDocumento('12345678909')).toBe('***.456.789-**');
    expect(mascararDocumento('11.222.333/0001-81')).toBe('**.222.333/0001-**');
    expect(mascararDocumento('12abc34501de35')).toBe('**.ABC.345/01DE-**');
    expect(mascararDocumento('123')).toBe('***');
    expect(mascararDocumento('')).toBeNull();
    expect(mascararDocumento(undefined)).toBeNull();
  });

  it('masks e-mails to the first letter and the domain', () => {
    expect(mascararEmail('dealer.barra@demo.portal.com.br')).toBe('d***@demo.portal.com.br');
    expect(mascararEmail(' Ana@Demo.COM ')).toBe('A***@demo.com');
    expect(mascararEmail('sem-arroba')).toBe('***');
    expect(mascararEmail(42)).toBeNull();
  });

  it('drops details that name secrets or personal data, and anything not flat', () => {
    expect(
      detalhesSeguros({ via: 'senha', password: 'x', token: 'y', codigoAcesso: 'z', cpf: '1', email: 'a@b', nested: { a: 1 }, n: 1, ok: true, nada: null }),
    ).toEqual({ via: 'senha', n: 1, ok: true, nada: null });
    expect(detalhesSeguros({ token: 'y' })).toBeNull();
    expect(detalhesSeguros(null)).toBeNull();
  });

  it('an event is masked before it is written, whatever the caller passed', () => {
    const e = eventoMascarado({ tipo: 'consulta_boleto_publica', em: new Date(0), documento: '52998224725', email: 'x@y.z', rota: '/a'.repeat(300) });
    expect(e).toMatchObject({ documento: '***.982.247-**', email: 'x***@y.z', participanteId: null });
    expect(e.rota!.length).toBe(200);
  });
});
