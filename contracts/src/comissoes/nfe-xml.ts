/**
 * Reads the fields the attach needs from an NF-e XML (the SEFAZ layout: `nfeProc/NFe/infNFe` or `NFe/infNFe`): the number
 * (`ide/nNF`), the issue date (`ide/dhEmi`, or `dEmi` in layout 2), the total (`total/ICMSTot/vNF`) and the issuer's CNPJ
 * (`emit/CNPJ`). Pure, no XML library: the text is scanned for those elements only — no DTD is read, no entity is expanded
 * (the upload already refuses any DOCTYPE or entity declaration), no external resource is fetched. Namespace prefixes
 * (`<nfe:nNF>`) are accepted. Null when the text is not an NF-e; `faltando` names the first missing field otherwise.
 */
export interface CamposNfe {
  numeroNotaFiscal: string;
  /** YYYY-MM-DD */
  dataEmissao: string;
  valorNotaFiscal: number;
  cnpjEmitente: string;
}

const semComentarios = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
const P = '(?:[A-Za-z_][\\w.-]*:)?';

/** The inner text of the first element `nome` inside `xml` (any namespace prefix). */
function elemento(xml: string, nome: string): string | null {
  const m = new RegExp(`<(${P}${nome})(?:\\s[^>]*)?>([\\s\\S]*?)</\\1\\s*>`).exec(xml);
  return m ? m[2]! : null;
}
const folha = (xml: string | null, nome: string) => {
  if (xml === null) return null;
  const v = elemento(xml, nome);
  return v === null || /</.test(v) ? null : v.trim();
};

export function lerNfeXml(xml: string): { campos: CamposNfe } | { faltando: string } | null {
  const t = semComentarios(xml);
  const inf = elemento(t, 'infNFe');
  if (inf === null) return null;
  const ide = elemento(inf, 'ide');
  const emit = elemento(inf, 'emit');
  const tot = elemento(inf, 'ICMSTot');
  const nNF = folha(ide, 'nNF');
  if (!nNF || !/^\d{1,9}$/.test(nNF)) return { faltando: 'nNF (número)' };
  const dh = folha(ide, 'dhEmi') ?? folha(ide, 'dEmi');
  if (!dh || !/^\d{4}-\d{2}-\d{2}/.test(dh)) return { faltando: 'dhEmi (data de emissão)' };
  const vNF = folha(tot, 'vNF');
  if (!vNF || !/^-?\d{1,13}(\.\d{1,2})?$/.test(vNF)) return { faltando: 'vNF (valor total)' };
  const cnpj = folha(emit, 'CNPJ');
  if (!cnpj || !/^[0-9A-Z]{14}$/.test(cnpj)) return { faltando: 'CNPJ do emitente' };
  return { campos: { numeroNotaFiscal: String(Number(nNF)), dataEmissao: dh.slice(0, 10), valorNotaFiscal: Number(vNF), cnpjEmitente: cnpj } };
}
