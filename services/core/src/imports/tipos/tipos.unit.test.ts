import { describe, expect, it } from 'vitest';
import { validarVista, vistaMsg, type ContextoVista } from './vista.ts';
import { validarPolitica } from './politica-desconto.ts';
import { validarPreco } from './preco.ts';
import { faturamentoMsg, validarFaturamento } from './faturamento.ts';
import { specsMsg, validarSpecs } from './specs.ts';
import { chaveDerivativo, dataDaCelula, decimalDaCelula, linhaMsg } from './comum.ts';

const ctx: ContextoVista = {
  derivativos: new Map([
    [chaveDerivativo('Range Rover', 'P400 SE'), { derivativoId: 7, modeloId: 3, marcaId: 2, modelo: 'Range Rover', derivativo: 'P400 SE' }],
  ]),
  anos: new Map([[2026, 11]]),
  veiculos: new Map([['SALGA2BE0RA000009', { id: 90, status: 4 }]]),
  prazos: { nacionaisAposProducao: 10, importadosPreEmbarque: 60, importadosPosEmbarque: 25 },
};
const vista = (o: Record<string, string> = {}) => ({
  Chassi: 'salga2be0ra000001',
  Pedido: '5100001',
  Modelo: 'range rover',
  Derivativo: 'P400  se',
  'Ano Modelo': '2026',
  'Cor Externa': 'Preto',
  'Cor Interna': '',
  'Tipo Pedido': 'stock',
  'Data Disponibilidade': '15/01/2027',
  ...o,
});

describe('cell parsing', () => {
  it('dates dd/mm/aaaa or aaaa-mm-dd, real days only; pt-BR and plain decimals', () => {
    expect(dataDaCelula('15/01/2027')).toBe('2027-01-15');
    expect(dataDaCelula('2027-01-15')).toBe('2027-01-15');
    expect(dataDaCelula('31/02/2027')).toBeNull();
    expect(dataDaCelula('=TODAY()')).toBeNull();
    expect(decimalDaCelula('1.250.000,50')).toBe(1250000.5);
    expect(decimalDaCelula('5,5')).toBe(5.5);
    expect(decimalDaCelula('5.5')).toBe(5.5);
    expect(decimalDaCelula('1.250.000')).toBe(1250000);
    expect(decimalDaCelula('=1+1')).toBeNull();
    expect(decimalDaCelula('1,2,3')).toBeNull();
  });
});

describe('Vista rows', () => {
  it('a new chassis registers (model and derivative without case or repeated spaces); a known one updates its date', () => {
    const r = validarVista(vista(), ctx, new Set());
    expect(r).toMatchObject({
      status: 2,
      chave: 'SALGA2BE0RA000001',
      valor: { tipo: 'registrar', derivativoId: 7, anoModeloId: 11, tipoPedido: 'Stock', dataDisponibilidade: '2027-01-15' },
    });
    expect(validarVista(vista({ Chassi: 'SALGA2BE0RA000009' }), ctx, new Set())).toMatchObject({
      status: 2,
      valor: { tipo: 'atualizar', veiculoId: 90, status: 4, dataDisponibilidade: '2027-01-15' },
    });
    expect(validarVista(vista({ Chassi: 'SALGA2BE0RA000009', 'Data Disponibilidade': '' }), ctx, new Set())).toMatchObject({
      status: 7,
      mensagem: vistaMsg.semData,
    });
  });
  it("the availability counts from the stage with conf1, conf2 or conf3; the stage wins over the row's own date", () => {
    const data = (o: Record<string, string>) =>
      (validarVista(vista(o), ctx, new Set()) as { valor: { dataDisponibilidade: string } }).valor.dataDisponibilidade;
    expect(data({ 'Data Produção': '01/11/2026' })).toBe('2026-11-11');
    expect(data({ 'Data Produção': '01/10/2026', 'Data Forecast': '01/11/2026' })).toBe('2026-12-31');
    expect(data({ 'Data Forecast': '01/11/2026', 'Data Embarque': '10/11/2026' })).toBe('2026-12-05');
    expect(validarVista(vista({ 'Data Embarque': '31/02/2026' }), ctx, new Set())).toMatchObject({
      status: 4,
      mensagem: linhaMsg.dataInvalida('Data Embarque'),
    });
  });
  it('refuses a bad chassis, unknown derivative or year, a bad date, formula text; a repeated chassis is Duplicado', () => {
    expect(validarVista(vista({ Chassi: 'SALGA2BE0RA00000I' }), ctx, new Set())).toMatchObject({ status: 4, mensagem: linhaMsg.chassiInvalido });
    expect(validarVista(vista({ Derivativo: 'P530' }), ctx, new Set())).toMatchObject({
      status: 4,
      mensagem: linhaMsg.derivativoInexistente('range rover', 'P530'),
    });
    expect(validarVista(vista({ 'Ano Modelo': '2031' }), ctx, new Set())).toMatchObject({ status: 4, mensagem: linhaMsg.anoInexistente('2031') });
    expect(validarVista(vista({ 'Data Disponibilidade': '=HOJE()' }), ctx, new Set())).toMatchObject({ status: 4 });
    expect(validarVista(vista({ Pedido: '' }), ctx, new Set())).toMatchObject({ status: 4, mensagem: linhaMsg.obrigatorio('Pedido') });
    expect(validarVista(vista({ 'Tipo Pedido': 'Frota' }), ctx, new Set())).toMatchObject({ status: 4, mensagem: vistaMsg.tipoPedido });
    expect(validarVista(vista(), ctx, new Set(['SALGA2BE0RA000001']))).toMatchObject({ status: 3 });
  });
});

describe('Política de Desconto rows', () => {
  const pol = (o: Record<string, string> = {}) => ({
    Modelo: 'Range Rover',
    Derivativo: 'P400 SE',
    'Ano Modelo': '',
    'Desconto (%)': '5,125',
    'Comissão (%)': '3',
    'Vigente Desde': '01/01/2027',
    ...o,
  });
  it('accepts any of the five types; model year optional (a version); the key includes the type', () => {
    expect(validarPolitica(pol(), ctx, 5, new Set())).toEqual({
      status: 2,
      chave: '5|7|*|2027-01-01',
      valor: { derivativoId: 7, anoModeloId: null, desconto: 5.125, comissao: 3, vigenteDesde: '2027-01-01' },
    });
    expect(validarPolitica(pol({ 'Ano Modelo': '2026' }), ctx, 4, new Set())).toMatchObject({ status: 2, valor: { anoModeloId: 11 } });
  });
  it('refuses percents outside 0-100 or with more than 3 decimals, a bad date; repeated key is Duplicado', () => {
    expect(validarPolitica(pol({ 'Desconto (%)': '101' }), ctx, 1, new Set())).toMatchObject({
      status: 4,
      mensagem: linhaMsg.percentualInvalido('Desconto (%)'),
    });
    expect(validarPolitica(pol({ 'Comissão (%)': '1,2345' }), ctx, 1, new Set())).toMatchObject({ status: 4 });
    expect(validarPolitica(pol({ 'Vigente Desde': '2027' }), ctx, 1, new Set())).toMatchObject({ status: 4, mensagem: linhaMsg.dataInvalida('Vigente Desde') });
    expect(validarPolitica(pol(), ctx, 1, new Set(['1|7|*|2027-01-01']))).toMatchObject({ status: 3 });
  });
});

describe('Preço rows', () => {
  const preco = (o: Record<string, string> = {}) => ({
    Modelo: 'Range Rover',
    Derivativo: 'P400 SE',
    'Ano Modelo': '2026',
    'Preço Público Final': '1.250.000,00',
    'Vigente Desde': '2027-01-01',
    ...o,
  });
  it('accepts a positive price with up to 2 decimals; refuses zero, three decimals, text', () => {
    expect(validarPreco(preco(), ctx, new Set())).toMatchObject({ status: 2, valor: { preco: 1250000, anoModeloId: 11 } });
    expect(validarPreco(preco({ 'Preço Público Final': '0' }), ctx, new Set())).toMatchObject({ status: 4 });
    expect(validarPreco(preco({ 'Preço Público Final': '10,123' }), ctx, new Set())).toMatchObject({ status: 4 });
    expect(validarPreco(preco({ 'Preço Público Final': '+SUM(A1)' }), ctx, new Set())).toMatchObject({ status: 4 });
  });
});

describe('Faturamento rows', () => {
  const fctx = {
    veiculos: new Map([
      ['SALGA2BE0RA000009', { id: 90, notaFiscal: '55' }],
      ['SALGA2BE0RA000008', { id: 80, notaFiscal: null }],
    ]),
    hoje: '2027-01-10',
  };
  const fat = (o: Record<string, string> = {}) => ({ Chassi: 'salga2be0ra000008', 'Nota Fiscal': '123', 'Data Faturamento': '10/01/2027', ...o });
  it('accepts a known chassis with a numeric invoice and a date not after today; the same invoice again is Aviso', () => {
    expect(validarFaturamento(fat(), fctx, new Set())).toEqual({
      status: 2,
      chave: 'SALGA2BE0RA000008',
      valor: { veiculoId: 80, notaFiscal: '123', dataFaturamento: '2027-01-10' },
    });
    expect(validarFaturamento(fat({ Chassi: 'SALGA2BE0RA000009', 'Nota Fiscal': '55' }), fctx, new Set())).toMatchObject({
      status: 7,
      mensagem: faturamentoMsg.jaFaturado,
    });
  });
  it('refuses an unknown chassis, a future date, a non-numeric invoice; a repeated chassis is Duplicado', () => {
    expect(validarFaturamento(fat({ Chassi: 'SALGA2BE0RA000007' }), fctx, new Set())).toMatchObject({ status: 4 });
    expect(validarFaturamento(fat({ 'Data Faturamento': '11/01/2027' }), fctx, new Set())).toMatchObject({ status: 4, mensagem: faturamentoMsg.dataFutura });
    // a chassis that is not a VIN gets the same words as on the other tabs, not 'não cadastrado'
    expect(validarFaturamento(fat({ Chassi: 'XYZ' }), fctx, new Set())).toMatchObject({ status: 4, mensagem: linhaMsg.chassiInvalido });
    expect(validarFaturamento(fat({ 'Nota Fiscal': '=1' }), fctx, new Set())).toMatchObject({ status: 4, mensagem: faturamentoMsg.notaInvalida });
    expect(validarFaturamento(fat(), fctx, new Set(['SALGA2BE0RA000008']))).toMatchObject({ status: 3 });
  });
});

describe('Specs rows', () => {
  const sctx = { codigos: new Set(['L460']) };
  const sp = (o: Record<string, string> = {}) => ({
    'Número Pedido': '5100001',
    Chassi: '',
    'Código Modelo': 'l460',
    Opcionais: '086gg - Teto solar; 032DV',
    Status: 'Encerrado',
    ...o,
  });
  it('reads the options and the status; the code must be an active code of the selected model', () => {
    expect(validarSpecs(sp(), sctx, new Set())).toEqual({
      status: 2,
      chave: '5100001',
      valor: {
        numeroPedido: '5100001',
        chassi: null,
        codigoModelo: 'L460',
        opcionais: [
          { codigo: '086GG', descricao: 'Teto solar' },
          { codigo: '032DV', descricao: '032DV' },
        ],
        status: 2,
      },
    });
    expect(validarSpecs(sp({ 'Código Modelo': 'X152' }), sctx, new Set())).toMatchObject({ status: 4, mensagem: specsMsg.codigoDeOutroModelo('X152') });
    expect(validarSpecs(sp({ Opcionais: '=CMD()' }), sctx, new Set())).toMatchObject({ status: 4 });
    expect(validarSpecs(sp({ Status: 'Fechado' }), sctx, new Set())).toMatchObject({ status: 4, mensagem: specsMsg.status });
    expect(validarSpecs(sp(), sctx, new Set(['5100001']))).toMatchObject({ status: 3 });
  });
});
