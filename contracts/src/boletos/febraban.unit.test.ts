import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { bancoMsg } from './bank-messages.ts';
import {
  BANCOS,
  ErroFebraban,
  agenciaCodigoBeneficiario,
  campoLivre,
  codigoBarrasDaLinha,
  codigoDeBarras,
  contaCobranca,
  dataDoFator,
  fatorVencimento,
  formatarLinhaDigitavel,
  lerCodigoDeBarras,
  linhaDigitavel,
  modulo10,
  modulo11,
  montarBoleto,
  nossoNumeroDoBoleto,
  nossoNumeroImpresso,
  validarCodigoDeBarras,
  validarLinhaDigitavel,
  valorEmCentavos,
  type CodigoBanco,
  type ContaCobranca,
} from './febraban.ts';

/**
 * Oracles: two independent, published validators.
 * - @brazilian-utils/brazilian-utils (MIT, maintained): the linha digitável's DVs, and its reading of bank, value and
 *   due date (with the February 2025 factor restart, resolved near a reference date).
 * - boleto-brasileiro-validator (MIT): the 44-digit barcode's módulo 11 DV and the linha's field DVs.
 */
const validador = createRequire(import.meta.url)('boleto-brasileiro-validator') as {
  boletoBancarioCodigoBarras(codigo: string): boolean;
  boletoBancarioLinhaDigitavel(linha: string, validarBlocos?: boolean): boolean;
};

const DIA = 86_400_000;
const diaISO = (d: number) => new Date(d * DIA).toISOString().slice(0, 10);
const diaDe = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DIA;
/** brazilian-utils reads dates in local time: compare the calendar date */
const dataLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const referenciaLocal = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), 12);

const RESTART = diaDe('2025-02-22');
const PRIMEIRO = diaDe('2000-07-03');

const contaArb: fc.Arbitrary<ContaCobranca> = fc.oneof(
  fc.record({
    banco: fc.constant<CodigoBanco>('341'),
    agencia: fc.stringMatching(/^\d{4}$/),
    conta: fc.stringMatching(/^\d{5}$/),
    carteira: fc.constantFrom('109', '112', '115', '121', '126', '131', '146', '150', '168', '175', '188', '198'),
  }),
  fc.record({
    banco: fc.constant<CodigoBanco>('237'),
    agencia: fc.stringMatching(/^\d{4}$/),
    agenciaDv: fc.stringMatching(/^[0-9P]$/),
    conta: fc.stringMatching(/^\d{7}$/),
    contaDv: fc.stringMatching(/^[0-9P]$/),
    carteira: fc.constantFrom('09', '06', '19', '26'),
  }),
  fc.record({
    banco: fc.constant<CodigoBanco>('001'),
    agencia: fc.stringMatching(/^\d{4}$/),
    agenciaDv: fc.stringMatching(/^[0-9X]$/),
    conta: fc.stringMatching(/^\d{5,8}$/),
    contaDv: fc.stringMatching(/^[0-9X]$/),
    carteira: fc.constantFrom('17', '18', '11', '31'),
    convenio: fc.stringMatching(/^[1-9]\d{6}$/),
  }),
);
/** due dates: anywhere from the first factor 1000 to 2060, weighted towards both sides of the 2025 restart and the 9999/1000 edges */
const vencimentoArb = fc.oneof(
  fc.integer({ min: PRIMEIRO, max: diaDe('2060-12-31') }),
  fc.integer({ min: RESTART - 45, max: RESTART + 45 }),
  fc.integer({ min: RESTART + 8990, max: RESTART + 9010 }),
  fc.constantFrom(PRIMEIRO, RESTART - 1, RESTART, RESTART + 8999, RESTART + 9000),
);
const centavosArb = fc.oneof(fc.integer({ min: 1, max: 9_999_999_999 }), fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(1, 9_999_999_999));
const boletoArb = fc.record({
  conta: contaArb,
  boletoId: fc.oneof(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 1, max: 5000 })),
  dia: vencimentoArb,
  centavos: centavosArb,
  /** the issue date: 0 to 120 days before the due date */
  antecedencia: fc.integer({ min: 0, max: 120 }),
});

describe('FEBRABAN: the due-date factor', () => {
  it('counts days since 07/10/1997 and restarts at 1000 on 22/02/2025', () => {
    expect(fatorVencimento('2000-07-03')).toBe(1000);
    expect(fatorVencimento('2000-07-04')).toBe(1001);
    expect(fatorVencimento('2009-10-19')).toBe(4395);
    expect(fatorVencimento('2025-02-21')).toBe(9999);
    expect(fatorVencimento('2025-02-22')).toBe(1000);
    expect(fatorVencimento('2025-02-23')).toBe(1001);
    expect(fatorVencimento('2026-11-23')).toBe(1000 + 639);
    // the next restart, 9000 days on
    expect(fatorVencimento(diaISO(RESTART + 8999))).toBe(9999);
    expect(fatorVencimento(diaISO(RESTART + 9000))).toBe(1000);
  });

  it('reads a factor back near a reference date: from 3000 days before it to 5999 after', () => {
    expect(dataDoFator(1000, '2025-02-01')).toBe('2025-02-22');
    expect(dataDoFator(1000, '2000-06-01')).toBe('2000-07-03');
    expect(dataDoFator(9999, '2025-03-15')).toBe('2025-02-21');
    expect(dataDoFator(9999, '2024-12-01')).toBe('2025-02-21');
    expect(dataDoFator(4395, '2009-10-01')).toBe('2009-10-19');
    expect(dataDoFator(4395, '2026-11-23')).toBe(diaISO(diaDe('2009-10-19') + 9000));
    expect(dataDoFator(0, '2026-11-23')).toBeNull();
    fc.assert(
      fc.property(vencimentoArb, fc.integer({ min: -5999, max: 3000 }), (dia, desvio) => {
        expect(dataDoFator(fatorVencimento(diaISO(dia)), diaISO(Math.max(PRIMEIRO, dia + desvio)))).toBe(diaISO(dia));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses dates before factor 1000, impossible dates and bad factors', () => {
    expect(() => fatorVencimento('2000-07-02')).toThrow(bancoMsg.vencimentoAntesDoFator);
    for (const ruim of ['2025-02-30', '2025-13-01', '22/02/2025', '2025-2-22', '', 'amanhã']) expect(() => fatorVencimento(ruim)).toThrow(ErroFebraban);
    expect(() => fatorVencimento('2025-02-30')).toThrow('Data de vencimento inválida: "2025-02-30"');
    for (const f of [999, 10000, 1000.5, -1, Number.NaN]) expect(() => dataDoFator(f, '2026-01-01')).toThrow(bancoMsg.fatorInvalido);
  });
});

describe('FEBRABAN: check digits and values', () => {
  it('módulo 10 and módulo 11 follow the published rules', () => {
    // Itaú's manual example DACs (agência 0293, conta 01328, carteira 109, nosso número 00000157)
    expect(modulo10('029301328')).toBe(0);
    expect(modulo10('02930132810900000157')).toBe(1);
    expect(modulo10('0')).toBe(0);
    expect(modulo10('5')).toBe(9); // 5×2 = 10 → 1 + 0 = 1 → 9
    // remainders 0, 1 and 10 give 1
    expect(modulo11('0')).toBe(1); // remainder 0
    expect(modulo11('5')).toBe(1); // 10 % 11 = 10 → 11 - 10 = 1
    expect(modulo11('6')).toBe(1); // 12 % 11 = 1 → 10 → 1
    expect(modulo11('1')).toBe(9); // 2 % 11 = 2 → 9
    expect(() => modulo10('12a')).toThrow(bancoMsg.numeroApenasDigitos);
    expect(() => modulo11('')).toThrow(bancoMsg.numeroApenasDigitos);
  });

  it('values: reais with at most 2 decimals, from 0,01 to 99.999.999,99', () => {
    expect(valorEmCentavos(0.01)).toBe(1);
    expect(valorEmCentavos(1234.56)).toBe(123456);
    expect(valorEmCentavos(0.1 + 0.2)).toBe(30);
    expect(valorEmCentavos(99_999_999.99)).toBe(9_999_999_999);
    expect(() => valorEmCentavos(0)).toThrow(bancoMsg.valorForaDoLimite);
    expect(() => valorEmCentavos(-5)).toThrow(bancoMsg.valorForaDoLimite);
    expect(() => valorEmCentavos(100_000_000)).toThrow(bancoMsg.valorForaDoLimite);
    expect(() => valorEmCentavos(10.005)).toThrow(bancoMsg.valorInvalido);
    expect(() => valorEmCentavos(Number.NaN)).toThrow(bancoMsg.valorInvalido);
    expect(() => valorEmCentavos('10' as unknown as number)).toThrow(bancoMsg.valorInvalido);
  });
});

describe('FEBRABAN: published examples', () => {
  it('Itaú 341, carteira 109 (the Itaú manual example used by pyboleto)', () => {
    const itau: ContaCobranca = { banco: '341', agencia: '0293', conta: '01328', carteira: '109' };
    expect(campoLivre(itau, '00000157')).toBe('1090000015710293013280000');
    const codigo = codigoDeBarras({ banco: '341', moeda: '9', vencimento: '2009-10-19', valor: 29.8, campoLivre: campoLivre(itau, '00000157') });
    expect(codigo).toBe('34199439500000029801090000015710293013280000');
    expect(formatarLinhaDigitavel(linhaDigitavel(codigo))).toBe('34191.09008 00015.710296 30132.800001 9 43950000002980');
    expect(nossoNumeroImpresso(itau, '00000157')).toBe('109/00000157-1');
    expect(agenciaCodigoBeneficiario(itau)).toBe('0293/01328-0');
  });

  it('Bradesco 237, carteira 06 (two published examples)', () => {
    const a: ContaCobranca = { banco: '237', agencia: '278', agenciaDv: '0', conta: '39232', contaDv: '4', carteira: '06' };
    const c1 = codigoDeBarras({ banco: '237', vencimento: '2011-02-05', valor: 8280, campoLivre: campoLivre(a, '00002125525') });
    expect(c1).toBe('23794486900008280000278060000212552500392320');
    expect(formatarLinhaDigitavel(linhaDigitavel(c1))).toBe('23790.27804 60000.212559 25003.923205 4 48690000828000');
    expect(agenciaCodigoBeneficiario(a)).toBe('0278-0/0039232-4');
    const b: ContaCobranca = { banco: '237', agencia: '1100', agenciaDv: '0', conta: '0102003', contaDv: '4', carteira: '06' };
    const c2 = codigoDeBarras({ banco: '237', vencimento: '2016-06-16', valor: 289.9, campoLivre: campoLivre(b, '00000000789') });
    expect(c2).toBe('23794682700000289901100060000000078901020030');
    expect(formatarLinhaDigitavel(linhaDigitavel(c2))).toBe('23791.10006 60000.000079 89010.200304 4 68270000028990');
    expect(nossoNumeroImpresso(b, '00000000789')).toBe('06/00000000789-9');
  });

  it('Banco do Brasil 001, convênio of 7 digits', () => {
    const bb: ContaCobranca = { banco: '001', agencia: '9999', conta: '99999', carteira: '18', convenio: '7777777' };
    expect(nossoNumeroDoBoleto(bb, 87654)).toBe('77777770000087654');
    const codigo = codigoDeBarras({ banco: '001', vencimento: '2011-03-08', valor: 2952.95, campoLivre: campoLivre(bb, '77777770000087654') });
    expect(codigo).toBe('00196490000002952950000007777777000008765418');
    expect(formatarLinhaDigitavel(linhaDigitavel(codigo))).toBe('00190.00009 07777.777009 00087.654182 6 49000000295295');
  });

  it('reads a real Banco do Brasil line back (value, due date, bank)', () => {
    const linha = '00190.00009 01149.718601 68524.522114 6 75860000102656';
    const v = validarLinhaDigitavel(linha);
    expect(v).toMatchObject({ valida: true, banco: '001', fatorVencimento: 7586, valorCentavos: 102656 });
    expect(lerCodigoDeBarras(codigoBarrasDaLinha(linha), '2018-07-01')).toMatchObject({ vencimento: '2018-07-15', valor: 1026.56, banco: '001' });
    expect(linhaDigitavel(codigoBarrasDaLinha(linha))).toBe(linha.replace(/[ .]/g, ''));
  });
});

describe('FEBRABAN: thousands of generated boletos against the oracles', () => {
  it('every generated barcode and line is valid for both libraries and reads back as what was asked', () => {
    fc.assert(
      fc.property(boletoArb, ({ conta, boletoId, dia, centavos, antecedencia }) => {
        const vencimento = diaISO(dia);
        const emissao = diaISO(dia - antecedencia);
        const b = montarBoleto(conta, { boletoId, vencimento, valor: centavos / 100 });
        const banco = BANCOS[conta.banco];
        // shape and layout
        expect(b.codigoBarras).toMatch(/^\d{44}$/);
        expect(b.linhaDigitavel).toMatch(/^\d{47}$/);
        expect(b.linhaDigitavelFormatada).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
        expect(b.codigoBarras.slice(0, 4)).toBe(`${banco.codigo}9`);
        expect(b.codigoBarras.slice(19)).toBe(b.campoLivre);
        expect(b.campoLivre).toHaveLength(25);
        // oracle 1: brazilian-utils validates the line and reads bank, value and due date (near the issue date)
        expect(isValidBoleto(b.linhaDigitavel)).toBe(true);
        expect(isValidBoleto(b.linhaDigitavelFormatada)).toBe(true);
        const info = getBoletoInfo(b.linhaDigitavel, { referenceDate: referenciaLocal(emissao) });
        expect(info).not.toBeNull();
        expect(info!.bankCode).toBe(banco.codigo);
        expect(info!.amount).toBe(centavos);
        expect(dataLocal(info!.expirationDate!)).toBe(vencimento);
        // oracle 2: boleto-brasileiro-validator checks the barcode's DV and the line's field DVs
        expect(validador.boletoBancarioCodigoBarras(b.codigoBarras)).toBe(true);
        expect(validador.boletoBancarioLinhaDigitavel(b.linhaDigitavel, true)).toBe(true);
        // our own reading agrees
        expect(validarCodigoDeBarras(b.codigoBarras)).toEqual({ valido: true });
        expect(codigoBarrasDaLinha(b.linhaDigitavelFormatada)).toBe(b.codigoBarras);
        expect(lerCodigoDeBarras(b.codigoBarras, emissao)).toMatchObject({ vencimento, valorCentavos: centavos, banco: banco.codigo });
        // deterministic by boleto id
        expect(montarBoleto(conta, { boletoId, vencimento, valor: centavos / 100 })).toEqual(b);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('a line with one digit changed is refused exactly when the oracles refuse it', () => {
    let recusadas = 0;
    fc.assert(
      fc.property(boletoArb, fc.integer({ min: 0, max: 46 }), fc.integer({ min: 1, max: 9 }), ({ conta, boletoId, dia, centavos }, pos, delta) => {
        const { linhaDigitavel: linha } = montarBoleto(conta, { boletoId, vencimento: diaISO(dia), valor: centavos / 100 });
        const alterada = linha.slice(0, pos) + String((Number(linha[pos]) + delta) % 10) + linha.slice(pos + 1);
        const nossa = validarLinhaDigitavel(alterada).valida;
        // currency 9 is required here; brazilian-utils does not look at it (the field DV catches it anyway)
        expect(nossa).toBe(isValidBoleto(alterada));
        expect(nossa).toBe(validador.boletoBancarioLinhaDigitavel(alterada, true));
        if (!nossa) recusadas++;
      }),
      { numRuns: 2000 },
    );
    // módulo 10 catches every change in fields 1-3; the general DV misses a few (remainders 0, 1 and 10 share DV 1)
    expect(recusadas).toBeGreaterThan(1900);
  });

  it('the nosso número depends on the id only, and every id of a bank gives a different barcode', () => {
    fc.assert(
      fc.property(contaArb, fc.integer({ min: 1, max: 99_999_998 }), (conta, id) => {
        const t = { vencimento: '2026-12-10', valor: 1500 };
        const a = montarBoleto(conta, { boletoId: id, ...t });
        const b = montarBoleto(conta, { boletoId: id + 1, ...t });
        expect(a.nossoNumero).not.toBe(b.nossoNumero);
        expect(a.codigoBarras).not.toBe(b.codigoBarras);
        expect(Number(a.nossoNumero.slice(-BANCOS[conta.banco].sequencialDigitos))).toBe(id);
      }),
      { numRuns: 500 },
    );
  });
});

describe('FEBRABAN: refusals', () => {
  const itau: ContaCobranca = { banco: '341', agencia: '57', conta: '12345', carteira: '109' };
  const livre = campoLivre(itau, '00000001');

  it('refuses bad barcode input with pt-BR messages', () => {
    const ok = { banco: '341', moeda: '9' as const, vencimento: '2026-12-01', valor: 10, campoLivre: livre };
    expect(() => codigoDeBarras({ ...ok, banco: '34' })).toThrow(bancoMsg.bancoInvalido);
    expect(() => codigoDeBarras({ ...ok, moeda: '0' as '9' })).toThrow(bancoMsg.moedaInvalida);
    expect(() => codigoDeBarras({ ...ok, campoLivre: livre.slice(1) })).toThrow(bancoMsg.campoLivreInvalido);
    expect(() => codigoDeBarras({ ...ok, valor: 0 })).toThrow(bancoMsg.valorForaDoLimite);
    expect(() => codigoDeBarras({ ...ok, vencimento: '1999-12-31' })).toThrow(bancoMsg.vencimentoAntesDoFator);
    const codigo = codigoDeBarras(ok);
    const dvErrado = codigo.slice(0, 4) + ((Number(codigo[4]) + 1) % 10) + codigo.slice(5);
    expect(validarCodigoDeBarras(dvErrado)).toEqual({ valido: false, erro: bancoMsg.codigoBarrasDv });
    expect(validarCodigoDeBarras(codigo.slice(1))).toEqual({ valido: false, erro: bancoMsg.codigoBarrasTamanho });
    expect(() => linhaDigitavel(dvErrado)).toThrow(bancoMsg.codigoBarrasDv);
  });

  it('refuses bad lines, naming the field whose check digit fails', () => {
    const linha = linhaDigitavel(codigoDeBarras({ banco: '341', vencimento: '2026-12-01', valor: 10, campoLivre: livre }));
    const troca = (pos: number) => linha.slice(0, pos) + ((Number(linha[pos]) + 1) % 10) + linha.slice(pos + 1);
    expect(validarLinhaDigitavel(troca(2))).toEqual({ valida: false, erro: bancoMsg.linhaCampoDv(1) });
    expect(validarLinhaDigitavel(troca(12))).toEqual({ valida: false, erro: bancoMsg.linhaCampoDv(2) });
    expect(validarLinhaDigitavel(troca(25))).toEqual({ valida: false, erro: bancoMsg.linhaCampoDv(3) });
    expect(validarLinhaDigitavel(troca(32))).toEqual({ valida: false, erro: bancoMsg.linhaDvGeral });
    expect(validarLinhaDigitavel(linha.slice(1))).toEqual({ valida: false, erro: bancoMsg.linhaTamanho });
    expect(validarLinhaDigitavel(`${linha.slice(0, 46)}A`)).toEqual({ valida: false, erro: bancoMsg.linhaCaracteres });
    expect(() => codigoBarrasDaLinha(troca(40))).toThrow(ErroFebraban);
    expect(() => formatarLinhaDigitavel('123')).toThrow(bancoMsg.linhaTamanho);
  });

  it('refuses unsupported banks and malformed accounts; checks the Itaú conta DAC', () => {
    expect(() => contaCobranca({ ...itau, banco: '104' as CodigoBanco })).toThrow(bancoMsg.bancoNaoSuportado('104'));
    expect(() => contaCobranca({ ...itau, agencia: '12345' })).toThrow(bancoMsg.agenciaInvalida);
    expect(() => contaCobranca({ ...itau, conta: '123456' })).toThrow(bancoMsg.contaInvalida(5));
    expect(() => contaCobranca({ ...itau, carteira: '1090' })).toThrow(bancoMsg.carteiraInvalida(3));
    expect(() => contaCobranca({ ...itau, contaDv: '3' })).toThrow(bancoMsg.contaDvInvalido(String(modulo10('005712345'))));
    expect(contaCobranca(itau)).toMatchObject({ agencia: '0057', conta: '12345', contaDv: String(modulo10('005712345')) });
    expect(() => contaCobranca({ banco: '001', agencia: '1', conta: '1', carteira: '17' })).toThrow(bancoMsg.convenioInvalido);
    expect(() => contaCobranca({ banco: '237', agencia: '1', conta: '1', carteira: '9', contaDv: '10' })).toThrow(bancoMsg.digitoInvalido('conta'));
  });

  it('refuses ids that do not fit the bank nosso número', () => {
    expect(() => nossoNumeroDoBoleto(itau, 0)).toThrow(bancoMsg.boletoIdInvalido);
    expect(() => nossoNumeroDoBoleto(itau, 1.5)).toThrow(bancoMsg.boletoIdInvalido);
    expect(() => nossoNumeroDoBoleto(itau, 100_000_000)).toThrow(bancoMsg.nossoNumeroForaDoLimite(99_999_999));
    expect(nossoNumeroDoBoleto(itau, 99_999_999)).toBe('99999999');
    expect(nossoNumeroDoBoleto({ banco: '237', agencia: '1', conta: '1', carteira: '9' }, 100_000_000)).toBe('00100000000');
    expect(() => campoLivre(itau, '123')).toThrow(bancoMsg.nossoNumeroInvalido(8));
  });
});
