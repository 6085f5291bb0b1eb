import { describe, expect, it } from 'vitest';
import { regraDoLote, acaoDaSelecao, comissaoSelecionavel } from './lote.ts';
import { lerNfeXml } from './nfe-xml.ts';
import { nfMsg } from './messages.ts';

describe('bulk rule (spec §4.3)', () => {
  it('advances a selection that shares a step with that step’s action', () => {
    expect(regraDoLote([1, 1, 1], 2)).toEqual({ evento: 'VendasAprovadas' });
    expect(regraDoLote([2, 2], 3)).toEqual({ evento: 'DiretoriaAprovada' });
    expect(regraDoLote([3], 4)).toEqual({ evento: 'PagamentoRealizado' });
    expect(acaoDaSelecao([1, 1])).toEqual({ nome: 'Aprovação de Vendas', para: 2 });
    expect(acaoDaSelecao([2])).toEqual({ nome: 'Aprovação de Diretoria', para: 3 });
    expect(acaoDaSelecao([3, 3])).toEqual({ nome: 'Pagamento Realizado', para: 4 });
    expect(acaoDaSelecao([4])).toBeNull();
    expect(acaoDaSelecao([])).toBeNull();
  });
  it('refuses mixed steps with the spec’s message', () => {
    expect(regraDoLote([1, 2], 2)).toEqual({ erro: nfMsg.loteMisto });
    expect(regraDoLote([3, 3, 1], 5)).toEqual({ erro: nfMsg.loteMisto });
    expect(acaoDaSelecao([2, 3])).toEqual({ erro: nfMsg.loteMisto });
  });
  it('refuses a target that does not follow the shared step, an unknown target, an empty selection', () => {
    expect(regraDoLote([1], 3)).toEqual({ erro: nfMsg.stepNaoSegue('Provisionamento', 'Aprovação de Diretoria') });
    expect(regraDoLote([4], 4)).toEqual({ erro: nfMsg.stepNaoSegue('Pago', 'Pagamento Realizado') });
    expect(regraDoLote([1], 1)).toEqual({ erro: nfMsg.stepDestinoInvalido });
    expect(regraDoLote([1], 6)).toEqual({ erro: nfMsg.stepDestinoInvalido });
    expect(regraDoLote([], 2)).toEqual({ erro: nfMsg.selecioneNotas });
  });
  it('rejects one invoice at a time, from any step but Reprovado', () => {
    for (const s of [1, 2, 3, 4] as const) expect(regraDoLote([s], 5)).toEqual({ evento: 'NotaFiscalReprovada' });
    expect(regraDoLote([1, 1], 5)).toEqual({ erro: nfMsg.reprovarApenasUma });
    expect(regraDoLote([5], 5)).toEqual({ erro: nfMsg.stepNaoSegue('Reprovado', 'Reprovar') });
  });
  it('commission rows selectable for an attach: no invoice, Sem NF Atrelada or Reprovado', () => {
    expect(comissaoSelecionavel({ step: 6, nfeComissao: null })).toBe(true);
    expect(comissaoSelecionavel({ step: 5, nfeComissao: '4521' })).toBe(true);
    for (const step of [1, 2, 3, 4]) expect(comissaoSelecionavel({ step, nfeComissao: '4521' })).toBe(false);
  });
});

const NFE = (corpo: string) => `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35260311222333000181550010000045211000045210" versao="4.00">${corpo}</infNFe></NFe></nfeProc>`;
const CORPO = `<ide><cUF>35</cUF><nNF>4521</nNF><dhEmi>2026-03-09T10:15:00-03:00</dhEmi></ide>
<emit><CNPJ>11222333000181</CNPJ><xNome>Autostar Morumbi</xNome></emit>
<dest><CNPJ>33000167000101</CNPJ></dest><total><ICMSTot><vProd>24700.00</vProd><vNF>24700.00</vNF></ICMSTot></total>`;

describe('NF-e XML reader', () => {
  it('reads number, issue date, total and issuer CNPJ (not the recipient’s)', () => {
    expect(lerNfeXml(NFE(CORPO))).toEqual({
      campos: { numeroNotaFiscal: '4521', dataEmissao: '2026-03-09', valorNotaFiscal: 24700, cnpjEmitente: '11222333000181' },
    });
  });
  it('accepts namespace prefixes, comments and layout 2’s dEmi', () => {
    const x = `<nfe:NFe xmlns:nfe="http://www.portalfiscal.inf.br/nfe"><nfe:infNFe Id="x"><!-- <nNF>1</nNF> --><nfe:ide><nfe:nNF>000123</nfe:nNF><nfe:dEmi>2026-03-02</nfe:dEmi></nfe:ide><nfe:emit><nfe:CNPJ>11222333000181</nfe:CNPJ></nfe:emit><nfe:total><nfe:ICMSTot><nfe:vNF>10.5</nfe:vNF></nfe:ICMSTot></nfe:total></nfe:infNFe></nfe:NFe>`;
    expect(lerNfeXml(x)).toEqual({ campos: { numeroNotaFiscal: '123', dataEmissao: '2026-03-02', valorNotaFiscal: 10.5, cnpjEmitente: '11222333000181' } });
  });
  it('is null for XML that is not an NF-e, and names the missing field otherwise', () => {
    expect(lerNfeXml('<pedido><numero>1</numero></pedido>')).toBeNull();
    expect(lerNfeXml(NFE(CORPO.replace('<nNF>4521</nNF>', '')))).toEqual({ faltando: 'nNF (número)' });
    expect(lerNfeXml(NFE(CORPO.replace('<vNF>24700.00</vNF>', '<vNF>abc</vNF>')))).toEqual({ faltando: 'vNF (valor total)' });
    expect(lerNfeXml(NFE(CORPO.replace('<emit><CNPJ>11222333000181</CNPJ>', '<emit><CPF>52998224725</CPF>')))).toEqual({ faltando: 'CNPJ do emitente' });
  });
  it('expands no entity and follows nothing: an entity reference is left as text and refused as a value', () => {
    const x = NFE(CORPO.replace('<nNF>4521</nNF>', '<nNF>&xxe;</nNF>'));
    expect(lerNfeXml(x)).toEqual({ faltando: 'nNF (número)' });
  });
});
