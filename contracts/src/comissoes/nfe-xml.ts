import { SaxesParser } from 'saxes';

/**
 * Reads the fields the attach needs from an NF-e XML (the SEFAZ layout: `nfeProc/NFe/infNFe` or `NFe/infNFe`): the number
 * (`ide/nNF`), the issue date (`ide/dhEmi`, or `dEmi` in layout 2), the total (`total/ICMSTot/vNF`) and the issuer's CNPJ
 * (`emit/CNPJ`). Namespace prefixes (`<nfe:nNF>`) are accepted; comments are skipped and CDATA is text. Null when the
 * text is not an NF-e; `faltando` names the first missing field otherwise.
 *
 * The text is untrusted (a dealer's upload, read on the API's only thread and in the browser), so it goes through a
 * streaming SAX parser (saxes: one pass, linear in the input whatever its shape) instead of regular expressions, whose
 * backtracking made one 313 KiB file of `<!--` hold the API for seconds. No DTD is read (a DOCTYPE makes the file not
 * an NF-e), no entity is expanded beyond XML's five (an unknown one stays as text and fails the field's format), nothing
 * external is fetched; the size, the number of elements, nesting, every text run and attribute are bounded (`LIMITES_NFE`), and a document with more than a few syntax
 * errors is not an NF-e. Reading stops at the end of the first `infNFe`.
 */
export interface CamposNfe {
  numeroNotaFiscal: string;
  /** YYYY-MM-DD */
  dataEmissao: string;
  valorNotaFiscal: number;
  cnpjEmitente: string;
}

export type LeituraNfe = { campos: CamposNfe } | { faltando: string } | null;

/**
 * Limits of the reader. A real NF-e nests ~8 deep, its longest text (`infCpl`) has 5,000 characters and its 990 items
 * make some 60,000 elements in up to 2 MiB; a document past any limit is not an NF-e.
 */
export const LIMITES_NFE = {
  /** characters read before the end of the first infNFe */
  tamanho: 2 * 1024 * 1024,
  elementos: 100_000,
  profundidade: 64,
  texto: 64 * 1024,
  atributo: 4 * 1024,
  erros: 8,
} as const;

/** The fields read, by section; a field is kept only when its element is a leaf (no child elements). */
const SECOES = { ide: ['nNF', 'dhEmi', 'dEmi'], emit: ['CNPJ'], ICMSTot: ['vNF'] } as const;
type Secao = keyof typeof SECOES;
const ehSecao = (n: string): n is Secao => Object.hasOwn(SECOES, n);

interface Captura {
  chave: string;
  profundidade: number;
  texto: string;
  folha: boolean;
}

/** Thrown inside the parser's handlers to stop it at once (done, or the document is refused). */
class Parar extends Error {}

const semPrefixo = (nome: string) => nome.slice(nome.indexOf(':') + 1);

/**
 * An NF-e read as it streams: `escrever` each piece of text in order (it may stop early: `terminou`), then
 * `resultado()`. `lerNfeXml` is the same over a whole string.
 */
export class LeitorNfe {
  private readonly parser = new SaxesParser({ position: false });
  private readonly pilha: string[] = [];
  private recusado = false;
  private fim = false;
  private erros = 0;
  private lidos = 0;
  private elementos = 0;
  /** depth of the first infNFe, while it is open */
  private inf = -1;
  private infLido = false;
  /** depth of each section while it is open; a section is read once (its first occurrence) */
  private readonly abertas = new Map<Secao, number>();
  private readonly lidas = new Set<Secao>();
  private capturas: Captura[] = [];
  private readonly valores = new Map<string, string | null>();

  constructor() {
    const p = this.parser;
    p.on('doctype', () => this.recusar());
    p.on('error', () => {
      // lenient with a stray `&` or an unknown entity (kept as text), as the fields' formats refuse them anyway
      if (++this.erros > LIMITES_NFE.erros) this.recusar();
    });
    p.on('attribute', (a) => {
      if (a.value.length > LIMITES_NFE.atributo) this.recusar();
    });
    p.on('comment', (t) => this.limitar(t));
    p.on('processinginstruction', (pi) => this.limitar(pi.body));
    p.on('text', (t) => this.texto(t));
    p.on('cdata', (t) => this.texto(t));
    p.on('opentag', (tag) => this.abrir(semPrefixo(tag.name)));
    p.on('closetag', () => this.fechar());
  }

  /** Whether the reader needs no more text (the first infNFe ended, or the document was refused). */
  get terminou(): boolean {
    return this.fim || this.recusado;
  }

  escrever(parte: string): void {
    if (this.terminou) return;
    this.lidos += parte.length;
    if (this.lidos > LIMITES_NFE.tamanho) {
      this.recusado = true;
      return;
    }
    try {
      this.parser.write(parte);
    } catch (e) {
      if (!(e instanceof Parar)) throw e;
    }
  }

  resultado(): LeituraNfe {
    if (this.recusado || !this.infLido) return null;
    const v = (k: string) => this.valores.get(k) ?? null;
    const nNF = v('ide.nNF');
    if (!nNF || !/^\d{1,9}$/.test(nNF)) return { faltando: 'nNF (número)' };
    const dh = v('ide.dhEmi') ?? v('ide.dEmi');
    if (!dh || !/^\d{4}-\d{2}-\d{2}/.test(dh)) return { faltando: 'dhEmi (data de emissão)' };
    const vNF = v('ICMSTot.vNF');
    if (!vNF || !/^-?\d{1,13}(\.\d{1,2})?$/.test(vNF)) return { faltando: 'vNF (valor total)' };
    const cnpj = v('emit.CNPJ');
    if (!cnpj || !/^[0-9A-Z]{14}$/.test(cnpj)) return { faltando: 'CNPJ do emitente' };
    return { campos: { numeroNotaFiscal: String(Number(nNF)), dataEmissao: dh.slice(0, 10), valorNotaFiscal: Number(vNF), cnpjEmitente: cnpj } };
  }

  private recusar(): never {
    this.recusado = true;
    throw new Parar();
  }

  private limitar(t: string) {
    if (t.length > LIMITES_NFE.texto) this.recusar();
  }

  private texto(t: string) {
    this.limitar(t);
    for (const c of this.capturas) if (c.texto.length <= LIMITES_NFE.texto) c.texto += t;
  }

  private abrir(nome: string) {
    this.pilha.push(nome);
    const d = this.pilha.length;
    if (d > LIMITES_NFE.profundidade || ++this.elementos > LIMITES_NFE.elementos) this.recusar();
    for (const c of this.capturas) c.folha = false;
    if (this.inf < 0) {
      if (!this.infLido && nome === 'infNFe' && caminhoDoInf(this.pilha)) this.inf = d;
      return;
    }
    if (ehSecao(nome) && !this.lidas.has(nome) && !this.abertas.has(nome)) this.abertas.set(nome, d);
    for (const [secao] of this.abertas)
      for (const campo of SECOES[secao] as readonly string[]) {
        const chave = `${secao}.${campo}`;
        if (campo === nome && !this.valores.has(chave) && !this.capturas.some((c) => c.chave === chave))
          this.capturas.push({ chave, profundidade: d, texto: '', folha: true });
      }
  }

  private fechar() {
    const d = this.pilha.length;
    this.pilha.pop();
    if (this.capturas.length) {
      const fechadas = this.capturas.filter((c) => c.profundidade === d);
      for (const c of fechadas) this.valores.set(c.chave, c.folha && c.texto.length <= LIMITES_NFE.texto ? c.texto.trim() : null);
      this.capturas = this.capturas.filter((c) => c.profundidade !== d);
    }
    for (const [secao, p] of this.abertas)
      if (p === d) {
        this.abertas.delete(secao);
        this.lidas.add(secao);
      }
    if (d === this.inf) {
      this.inf = -1;
      this.infLido = true;
      this.fim = true;
      throw new Parar();
    }
  }
}

/** `nfeProc/NFe/infNFe` or `NFe/infNFe`, from the root. */
const caminhoDoInf = (pilha: readonly string[]) =>
  (pilha.length === 2 && pilha[0] === 'NFe') || (pilha.length === 3 && pilha[0] === 'nfeProc' && pilha[1] === 'NFe');

/** Pieces the whole-string reader feeds the parser (the streaming reader gets the storage's chunks). */
const PEDACO = 64 * 1024;

export function lerNfeXml(xml: string): LeituraNfe {
  const leitor = new LeitorNfe();
  for (let i = 0; i < xml.length && !leitor.terminou; i += PEDACO) leitor.escrever(xml.slice(i, i + PEDACO));
  return leitor.resultado();
}
