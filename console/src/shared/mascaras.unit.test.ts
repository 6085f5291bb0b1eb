import { describe, expect, it } from 'vitest';
import { mascaraCnpj, mascaraCpf } from './mascaras.ts';

describe('masks as one types', () => {
  it('CNPJ, the alphanumeric one included; what is typed beyond 14 characters is dropped', () => {
    expect(mascaraCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(mascaraCnpj('112223')).toBe('11.222.3');
    expect(mascaraCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(mascaraCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });
  it('CPF over its digits', () => {
    expect(mascaraCpf('52998224725')).toBe('529.982.247-25');
    expect(mascaraCpf('529.9')).toBe('529.9');
  });
});
