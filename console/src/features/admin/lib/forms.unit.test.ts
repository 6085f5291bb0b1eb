import { describe, expect, it } from 'vitest';
import { adminMsg } from '@portal/contracts/admin/messages';
import { cnpjCheckDigits } from '@portal/contracts/br/cnpj';
import { msg } from '@portal/contracts/messages';
import { changes } from './audit.ts';
import { checkCnpj } from './cnpj-mask.ts';
import { validateNovaSenha } from './new-password.ts';

const valid = (base: string) => base + cnpjCheckDigits(base);

describe('form checks', () => {
  it('a CNPJ row: invalid, already in the list, or fine (editing a row does not clash with itself)', () => {
    const a = valid('112223330001');
    const b = valid('12ABC34501DE');
    expect(checkCnpj('11.111.111/1111-11', [], null)).toBe(adminMsg.cnpjInvalido);
    expect(checkCnpj('123', [], null)).toBe(adminMsg.cnpjInvalido);
    expect(checkCnpj(a, [a], null)).toBe(adminMsg.cnpjNaLista);
    expect(checkCnpj(b.toLowerCase(), [a], null)).toBeNull();
    expect(checkCnpj(a, [a, b], 0)).toBeNull();
    expect(checkCnpj(a, [a, b], 1)).toBe(adminMsg.cnpjNaLista);
  });
  it('Nova senha: all empty, new empty, shorter than 6, not confirmed', () => {
    expect(validateNovaSenha('', '')).toBe(msg.preenchaObrigatorios);
    expect(validateNovaSenha('', 'x')).toBe(msg.preenchaNovaSenha);
    expect(validateNovaSenha('Ab#1', 'Ab#1')).toBe(msg.novaSenhaMinimo6);
    expect(validateNovaSenha('Ab#12345', 'Ab#12346')).toBe(msg.novaSenhaNaoConfere);
    expect(validateNovaSenha('Ab#12345', 'Ab#12345')).toBeNull();
  });
  it('history rows: what changed, and for a creation only what was filled in', () => {
    expect(changes({ antes: { nome: 'A', status: 1 }, depois: { nome: 'B', status: 1 } })).toEqual([{ campo: 'nome', antes: 'A', depois: 'B' }]);
    expect(changes({ antes: null, depois: { nome: 'Novo', cep: null, ativo: true } })).toEqual([
      { campo: 'nome', antes: '', depois: 'Novo' },
      { campo: 'ativo', antes: '', depois: 'sim' },
    ]);
  });
});
