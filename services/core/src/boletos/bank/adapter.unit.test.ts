import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '@portal/contracts/br/cnpj';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import { BANCO_PADRAO, configuracaoBanco, cpfValido, documentoValido, formatarDocumento, validarTitulo, type TituloBoleto } from './adapter.ts';

const titulo: TituloBoleto = {
  boletoId: 7,
  valor: 1000,
  vencimento: '2026-12-01',
  emissao: '2026-11-23',
  numeroDocumento: '000007/1',
  pagador: { nome: 'Cliente', documento: '11.222.333/0001-81' },
};

describe('the bank configuration', () => {
  it('defaults to a fictitious importer at an Itaú account, with a valid CNPJ', () => {
    const c = configuracaoBanco({});
    expect(c.conta).toEqual({ banco: '341', agencia: '1500', agenciaDv: null, conta: '04521', contaDv: '4', carteira: '109', convenio: null });
    expect(c.beneficiario).toEqual({
      nome: BANCO_PADRAO.BOLETO_BENEFICIARIO_NOME,
      cnpj: '11222333000181',
      endereco: BANCO_PADRAO.BOLETO_BENEFICIARIO_ENDERECO,
    });
    expect(isValidCnpj(c.beneficiario.cnpj)).toBe(true);
    // blank variables count as unset
    expect(configuracaoBanco({ BOLETO_BANCO: ' ', BOLETO_CARTEIRA: '' })).toEqual(c);
  });

  it('reads every variable: Bradesco and Banco do Brasil with their check digits and convênio', () => {
    const b = configuracaoBanco({
      BOLETO_BANCO: '237',
      BOLETO_AGENCIA: '278-0',
      BOLETO_CONTA: '39232-4',
      BOLETO_CARTEIRA: '9',
      BOLETO_BENEFICIARIO_NOME: 'Importadora X S.A.',
      BOLETO_BENEFICIARIO_CNPJ: '12ABC34501DE35',
      BOLETO_BENEFICIARIO_ENDERECO: 'Av. Brasil, 1',
    });
    expect(b.conta).toEqual({ banco: '237', agencia: '0278', agenciaDv: '0', conta: '0039232', contaDv: '4', carteira: '09', convenio: null });
    expect(b.beneficiario).toEqual({ nome: 'Importadora X S.A.', cnpj: '12ABC34501DE35', endereco: 'Av. Brasil, 1' });
    const bb = configuracaoBanco({ BOLETO_BANCO: '1', BOLETO_AGENCIA: '1234-X', BOLETO_CONTA: '12345678-9', BOLETO_CONVENIO: '7654321' });
    expect(bb.conta).toMatchObject({ banco: '001', agencia: '1234', agenciaDv: 'X', conta: '12345678', contaDv: '9', carteira: '17', convenio: '7654321' });
  });

  it('a bad value stops the start with a pt-BR message naming the variable', () => {
    const erro = (env: Record<string, string>) => {
      try {
        configuracaoBanco(env);
      } catch (e) {
        return (e as Error).message;
      }
      return null;
    };
    expect(erro({ BOLETO_BANCO: '104' })).toBe(bancoMsg.configuracaoInvalida('BOLETO_BANCO', bancoMsg.bancoNaoSuportado('104')));
    expect(erro({ BOLETO_AGENCIA: '12345' })).toBe(bancoMsg.configuracaoInvalida('BOLETO_AGENCIA', bancoMsg.agenciaInvalida));
    expect(erro({ BOLETO_CONTA: '04521-9' })).toBe(bancoMsg.configuracaoInvalida('BOLETO_CONTA', bancoMsg.contaDvInvalido('4')));
    expect(erro({ BOLETO_CONTA: 'abc' })).toContain('(BOLETO_CONTA)');
    expect(erro({ BOLETO_CARTEIRA: '1090' })).toBe(bancoMsg.configuracaoInvalida('BOLETO_CARTEIRA', bancoMsg.carteiraInvalida(3)));
    expect(erro({ BOLETO_BANCO: '001', BOLETO_CONVENIO: '123456' })).toBe(bancoMsg.configuracaoInvalida('BOLETO_CONVENIO', bancoMsg.convenioInvalido));
    expect(erro({ BOLETO_BENEFICIARIO_CNPJ: '11.222.333/0001-82' })).toBe(
      bancoMsg.configuracaoInvalida('BOLETO_BENEFICIARIO_CNPJ', bancoMsg.beneficiarioCnpjInvalido),
    );
    expect(erro({ BOLETO_BENEFICIARIO_NOME: 'x'.repeat(121) })).toContain('(BOLETO_BENEFICIARIO_NOME)');
  });
});

describe('the title and the payer document', () => {
  it('CPF and CNPJ check digits', () => {
    expect(cpfValido('52998224725')).toBe(true);
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('11111111111')).toBe(false);
    expect(documentoValido('529.982.247-25')).toBe('52998224725');
    expect(documentoValido('11.222.333/0001-81')).toBe('11222333000181');
    expect(documentoValido('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(documentoValido('123')).toBeNull();
    expect(documentoValido(undefined as unknown as string)).toBeNull();
    expect(formatarDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatarDocumento('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('cleans a good title: document without mask, value rounded to cents, no empty address', () => {
    expect(validarTitulo({ ...titulo, valor: 0.1 + 0.2, pagador: { nome: ' Ana  Lima ', documento: '529.982.247-25', endereco: { cidade: ' ' } } })).toEqual({
      ...titulo,
      valor: 0.3,
      pagador: { nome: 'Ana Lima', documento: '52998224725', endereco: null },
      instrucoes: [],
    });
    expect(validarTitulo({ ...titulo, vencimento: titulo.emissao }).vencimento).toBe('2026-11-23');
  });

  it('lists every problem of a bad title at once (400)', () => {
    const bad = { boletoId: -1, valor: -1, vencimento: 'x', emissao: '2026-13-01', numeroDocumento: '', pagador: { nome: 'y'.repeat(121), documento: '' } };
    expect(() => validarTitulo(bad as TituloBoleto)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        errors: [
          bancoMsg.boletoIdInvalido,
          bancoMsg.valorForaDoLimite,
          bancoMsg.dataInvalida('Data de vencimento', 'x'),
          bancoMsg.dataInvalida('Data de emissão', '2026-13-01'),
          bancoMsg.pagadorNomeLongo,
          bancoMsg.pagadorDocumentoInvalido,
          bancoMsg.numeroDocumentoInvalido,
        ],
      }),
    );
    expect(() => validarTitulo(null as unknown as TituloBoleto)).toThrow(expect.objectContaining({ statusCode: 400, errors: [bancoMsg.tituloInvalido] }));
    expect(() => validarTitulo({ ...titulo, instrucoes: ['a', 'b', 'c', 'd', 'e', 'f'] })).toThrow(
      expect.objectContaining({ errors: [bancoMsg.instrucoesLongas] }),
    );
  });
});
