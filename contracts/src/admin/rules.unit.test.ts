import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../br/cnpj.ts';
import { adminMsg } from './messages.ts';
import {
  applyFuncaoRule,
  applyMatrixRule,
  applyMenuToggle,
  byNome,
  requiresDealer,
  resetsMenus,
  validateAdminUser,
  validateCnpjs,
  validateDealer,
  validateResponsaveis,
  validateUser,
} from './rules.ts';

const full = { nome: 'Ana', email: 'ana@exemplo.com.br', grupoId: 2, perfil: 10, concessionariaGrupoId: 1, concessionariaId: 3 };
const cnpj = (b: string) => b + cnpjCheckDigits(b);

describe('validateUser: the spec order', () => {
  it('asks for everything when all is empty, then one field at a time in order', () => {
    expect(validateUser({})).toBe(adminMsg.preenchaObrigatorios);
    expect(validateUser({ ...full, nome: ' ' })).toBe(adminMsg.preenchaNome);
    expect(validateUser({ ...full, nome: '', email: '' })).toBe(adminMsg.preenchaNome);
    expect(validateUser({ ...full, email: null })).toBe(adminMsg.preenchaEmail);
    expect(validateUser({ ...full, grupoId: null, perfil: null })).toBe(adminMsg.selecioneGrupoPerfil);
    expect(validateUser({ ...full, perfil: 0 })).toBe(adminMsg.selecioneTipoPerfil);
    expect(validateUser({ ...full, concessionariaGrupoId: null, concessionariaId: null })).toBe(adminMsg.selecioneGrupo);
    expect(validateUser({ ...full, concessionariaId: null })).toBe(adminMsg.selecioneDealer);
    expect(validateUser({ ...full, email: 'ana@exemplo' })).toBe(adminMsg.emailInvalido);
    expect(validateUser(full)).toBeNull();
  });
  it('does not ask Montadora or Administrador users for a dealer group or dealer', () => {
    expect(requiresDealer(1)).toBe(false);
    expect(requiresDealer(3)).toBe(false);
    expect(requiresDealer(2)).toBe(true);
    expect(validateUser({ ...full, grupoId: 3, concessionariaGrupoId: null, concessionariaId: null })).toBeNull();
    expect(validateUser({ ...full, grupoId: 1, concessionariaGrupoId: null, concessionariaId: null })).toBeNull();
  });
});

describe('validateAdminUser', () => {
  it('asks for both fields, or the single one missing', () => {
    expect(validateAdminUser({})).toBe(adminMsg.preenchaNomeEmail);
    expect(validateAdminUser({ email: 'a@b.com.br' })).toBe(adminMsg.preenchaNome);
    expect(validateAdminUser({ nome: 'A' })).toBe(adminMsg.preenchaEmail);
    expect(validateAdminUser({ nome: 'A', email: 'a@b.com.br' })).toBeNull();
  });
});

describe('validateDealer and the CNPJ table', () => {
  const d = { codigoDealer: 'JLR099', nome: 'X', concessionariaGrupoId: 1, regionalId: 2, cnpjs: [cnpj('112223330099')] };
  it('follows the spec order', () => {
    expect(validateDealer({})).toBe(adminMsg.preenchaCamposObrigatorios);
    expect(validateDealer({ ...d, codigoDealer: '' })).toBe(adminMsg.preenchaCodigoDealer);
    expect(validateDealer({ ...d, nome: '' })).toBe(adminMsg.preenchaNomeDealer);
    expect(validateDealer({ ...d, concessionariaGrupoId: null })).toBe(adminMsg.selecioneGrupo);
    expect(validateDealer({ ...d, regionalId: null })).toBe(adminMsg.selecioneRegiao);
    expect(validateDealer({ ...d, cnpjs: [] })).toBe(adminMsg.informeCnpj);
    expect(validateDealer({ ...d, cnpjs: ['', null] })).toBe(adminMsg.informeCnpj);
    expect(validateDealer(d)).toBeNull();
  });
  it('accepts masked and alphanumeric CNPJs, refuses invalid and repeated ones', () => {
    const alfa = cnpj('12ABC34501DE');
    expect(validateCnpjs(['11.222.333/0099-' + cnpjCheckDigits('112223330099'), alfa.toLowerCase()])).toEqual({ cnpjs: [cnpj('112223330099'), alfa] });
    expect(validateCnpjs(['11111111111111'])).toEqual({ error: adminMsg.cnpjInvalido });
    expect(validateCnpjs([alfa.slice(0, 13) + '0'])).toEqual({ error: adminMsg.cnpjInvalido });
    expect(validateCnpjs([alfa, alfa.toLowerCase()])).toEqual({ error: adminMsg.cnpjNaLista });
  });
});

describe('validateResponsaveis', () => {
  it('asks to pick one and refuses a repeated one', () => {
    expect(validateResponsaveis([{ userId: 1 }, { userId: null }])).toBe(adminMsg.selecioneResponsavel);
    expect(validateResponsaveis([{ userId: 1 }, { userId: 1 }])).toBe(adminMsg.responsavelJaAdicionado);
    expect(validateResponsaveis([{ userId: 1 }, { userId: 2 }])).toBeNull();
  });
});

describe('permission matrix rules', () => {
  const off = { read: false, edit: false };
  const both = { read: true, edit: true };
  it('Editar forces Visualizar', () => {
    expect(applyMatrixRule(off, { read: false, edit: true })).toEqual(both);
    expect(applyMatrixRule({ read: true, edit: false }, { read: false, edit: true })).toEqual(both);
  });
  it('clearing Visualizar clears Editar', () => {
    expect(applyMatrixRule(both, { read: false, edit: true })).toEqual(off);
    expect(applyMatrixRule(both, { read: false, edit: false })).toEqual(off);
  });
  it('keeps read-only and plain changes', () => {
    expect(applyMatrixRule(off, { read: true, edit: false })).toEqual({ read: true, edit: false });
    expect(applyMatrixRule(both, { read: true, edit: false })).toEqual({ read: true, edit: false });
  });
  it('a menu toggle applies to all its submenus', () => {
    const before = new Map([
      [1, both],
      [2, off],
    ]);
    expect([...applyMenuToggle([1, 2, 3], { read: true, edit: false }, before)]).toEqual([
      [1, { read: true, edit: false }],
      [2, { read: true, edit: false }],
      [3, { read: true, edit: false }],
    ]);
    expect([...applyMenuToggle([1, 2], { read: false, edit: true }, before)]).toEqual([
      [1, off],
      [2, both],
    ]);
  });
  it('functions: update implies read; changing the profile group resets the menus', () => {
    expect(applyFuncaoRule({ r: false, u: true })).toEqual({ r: true, u: true });
    expect(applyFuncaoRule({ r: true, u: false })).toEqual({ r: true, u: false });
    expect(resetsMenus({ grupoId: 1 }, { grupoId: 2 })).toBe(true);
    expect(resetsMenus({ grupoId: 1 }, { grupoId: 1 })).toBe(false);
  });
  it('sorts names the pt-BR way', () => {
    expect(
      ['Usuários', 'Auditoria', 'Órder', 'BI', 'Acesso espelho']
        .map((nome) => ({ nome }))
        .sort(byNome)
        .map((x) => x.nome),
    ).toEqual(['Acesso espelho', 'Auditoria', 'BI', 'Órder', 'Usuários']);
  });
});
