import { describe, expect, it } from 'vitest';
import { LeitorNfe, lerNfeXml } from './nfe-xml.ts';

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

describe('NF-e XML reader: the SEFAZ paths and the limits of an untrusted text', () => {
  it('reads infNFe only under NFe or nfeProc/NFe, the first one, and stops there', () => {
    expect(lerNfeXml(`<NFe><infNFe>${CORPO}</infNFe></NFe>`)).toMatchObject({ campos: { numeroNotaFiscal: '4521' } });
    expect(lerNfeXml(`<outro><NFe><infNFe>${CORPO}</infNFe></NFe></outro>`)).toBeNull();
    expect(lerNfeXml(`<nfeProc><infNFe>${CORPO}</infNFe></nfeProc>`)).toBeNull();
    const duas = `<nfeProc><NFe><infNFe>${CORPO}</infNFe></NFe><NFe><infNFe>${CORPO.replace('4521', '9')}</infNFe></NFe></nfeProc>`;
    expect(lerNfeXml(duas)).toMatchObject({ campos: { numeroNotaFiscal: '4521' } });
    // what follows the first infNFe is not read: trailing garbage does not matter
    expect(lerNfeXml(NFE(CORPO) + '<<<&&&')).toMatchObject({ campos: { numeroNotaFiscal: '4521' } });
  });
  it('takes a field only from its section, only when it is a leaf, CDATA as text', () => {
    const fora = CORPO.replace('<nNF>4521</nNF>', '').replace('<emit>', '<emit><nNF>1</nNF>');
    expect(lerNfeXml(NFE(fora))).toEqual({ faltando: 'nNF (número)' });
    expect(lerNfeXml(NFE(CORPO.replace('<nNF>4521</nNF>', '<nNF><x>4521</x></nNF>')))).toEqual({ faltando: 'nNF (número)' });
    expect(lerNfeXml(NFE(CORPO.replace('<nNF>4521</nNF>', '<nNF><![CDATA[4521]]></nNF>')))).toMatchObject({ campos: { numeroNotaFiscal: '4521' } });
    expect(lerNfeXml(NFE(CORPO.replace('<emit><CNPJ>11222333000181</CNPJ>', '<emit><CNPJ>\n 11222333000181 </CNPJ>')))).toMatchObject({
      campos: { cnpjEmitente: '11222333000181' },
    });
  });
  it('refuses a DOCTYPE (no DTD, no entity declaration is read), deep nesting, huge texts, comments and attributes', () => {
    expect(lerNfeXml(`<!DOCTYPE nfeProc [<!ENTITY n "4521">]>${NFE(CORPO.replace('4521', '&n;'))}`)).toBeNull();
    const fundo = '<a>'.repeat(100) + '</a>'.repeat(100);
    expect(lerNfeXml(NFE(CORPO.replace('<cUF>35</cUF>', fundo)))).toBeNull();
    expect(lerNfeXml(NFE(CORPO.replace('<cUF>35</cUF>', `<cUF>${'9'.repeat(70_000)}</cUF>`)))).toBeNull();
    expect(lerNfeXml(NFE(CORPO.replace('<cUF>35</cUF>', `<!--${'x'.repeat(70_000)}-->`)))).toBeNull();
    expect(lerNfeXml(NFE(CORPO.replace('<cUF>', `<cUF a="${'x'.repeat(5000)}">`)))).toBeNull();
    expect(lerNfeXml(NFE(CORPO.replace('<cUF>35</cUF>', '&a;&b;&c;&d;&e;&f;&g;&h;&i;&j;')))).toBeNull();
  });
  it('reads as it streams: pieces cut anywhere give the same answer', () => {
    const x = NFE(CORPO);
    for (const tamanho of [1, 7, 64]) {
      const l = new LeitorNfe();
      for (let i = 0; i < x.length && !l.terminou; i += tamanho) l.escrever(x.slice(i, i + tamanho));
      expect(l.resultado()).toEqual(lerNfeXml(x));
    }
  });
});
