import { impmsg } from '@portal/contracts/imports/messages';
import type { AbaImportacao } from '@portal/contracts/imports/aba';
import type { LinhaLida } from './definicao.ts';
import { InvalidInput } from '../kernel/index.ts';
import { conteudoEntrada, detectarTipo, entradasZip, type PlanilhaVerificada } from '../storage/index.ts';
import { comoStream, CsvNaoUtf8, CsvRegistroGrande, lotesCsv, lotesXlsx, planilhaDoArquivo, type LinhaBruta } from './leitura.ts';

/** The most data rows a file may carry. */
export const LINHAS_MAXIMAS = 100_000;

export interface ArquivoVerificado {
  tipo: 'xlsx' | 'csv';
  /** data rows (the header not counted) */
  total: number;
}

/** Header text compared without case, accents or repeated spaces. */
export const normalizarCabecalho = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The extension of a file name, lower case, without the dot. */
export const extensaoDe = (nome: string) => (/\.([A-Za-z0-9]+)$/.exec(nome)?.[1] ?? '').toLowerCase();

const comeca = (b: Uint8Array, ...sig: number[]) => sig.every((x, i) => b[i] === x);

/**
 * Checks the structure of an import file before anything is written (pure over its bytes; the file is at most the
 * upload limit): the extension is one the tab accepts and the content is that type (an xlsx is a ZIP with
 * [Content_Types].xml and an xl/ part, no macros; a renamed executable is neither), a workbook is not a ZIP bomb
 * (`planilhaDoArquivo`: the bytes it really inflates are counted, whatever it declares), has one sheet and no merged
 * cells; a CSV is UTF-8; the first row is the header with every required column; there are data rows.
 */
export async function verificarArquivo(
  bytes: Uint8Array,
  nome: string,
  aba: AbaImportacao & { lerLinhas?(bytes: Uint8Array, tipo: 'xlsx' | 'csv'): AsyncIterable<LinhaLida> },
): Promise<ArquivoVerificado> {
  const ext = extensaoDe(nome);
  if (!(aba.extensoes as readonly string[]).includes(ext)) throw new InvalidInput(impmsg.extensaoNaoPermitida(aba.extensoes));
  if (bytes.length === 0) throw new InvalidInput(impmsg.arquivoVazio);
  let tipo: 'xlsx' | 'csv';
  let planilha: PlanilhaVerificada | null = null;
  if (ext === 'xlsx') {
    if (!comeca(bytes, 0x50, 0x4b) || !entradasZip(bytes)) throw new InvalidInput(impmsg.conteudoNaoConfere);
    if (detectarTipo(bytes) !== 'xlsx') throw new InvalidInput(impmsg.conteudoNaoConfere);
    planilha = await planilhaDoArquivo(bytes);
    tipo = 'xlsx';
    if (!aba.lerLinhas) {
      const entradas = entradasZip(planilha)!;
      const abas = entradas.filter((e) => /^xl\/(worksheets|chartsheets|dialogsheets)\/[^/]+\.xml$/i.test(e.nome));
      if (abas.length === 0) throw new InvalidInput(impmsg.planilhaIlegivel);
      if (abas.length > 1) throw new InvalidInput(impmsg.maisDeUmaAba);
      const xml = conteudoEntrada(planilha, abas[0]!);
      if (!xml) throw new InvalidInput(impmsg.planilhaIlegivel);
      if (xml.includes('<mergeCell ') || xml.includes('<x:mergeCell ')) throw new InvalidInput(impmsg.celulasMescladas);
    }
  } else {
    // binaries (executables, archives, documents) are refused as content; other text must be UTF-8
    if (comeca(bytes, 0x4d, 0x5a) || comeca(bytes, 0x7f, 0x45, 0x4c, 0x46) || comeca(bytes, 0x50, 0x4b) || bytes.includes(0))
      throw new InvalidInput(impmsg.conteudoNaoConfere);
    // the type check reads the whole text as UTF-8 already; only a refused file is decoded again, to tell which message
    if (detectarTipo(bytes) !== 'csv') {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new InvalidInput(impmsg.csvNaoUtf8);
      }
      throw new InvalidInput(impmsg.conteudoNaoConfere);
    }
    tipo = 'csv';
  }
  let total = 0;
  let cabecalho: LinhaBruta | null = null;
  if (aba.lerLinhas) {
    try {
      for await (const _ of aba.lerLinhas(bytes, tipo)) if (++total > LINHAS_MAXIMAS) throw new InvalidInput(impmsg.linhasDemais(LINHAS_MAXIMAS));
    } catch (e) {
      if (e instanceof InvalidInput) throw e;
      throw new InvalidInput(impmsg.planilhaIlegivel);
    }
    if (total === 0) throw new InvalidInput(impmsg.semLinhas);
    return { tipo, total };
  }
  try {
    for await (const lote of planilha ? lotesXlsx(planilha) : lotes(bytes, tipo))
      for (const l of lote) {
        if (!cabecalho) {
          cabecalho = l;
          mapaDeColunas(l, aba);
          continue;
        }
        total++;
        if (total > LINHAS_MAXIMAS) throw new InvalidInput(impmsg.linhasDemais(LINHAS_MAXIMAS));
      }
  } catch (e) {
    if (e instanceof InvalidInput) throw e;
    if (e instanceof CsvNaoUtf8) throw new InvalidInput(impmsg.csvNaoUtf8);
    if (e instanceof CsvRegistroGrande) throw new InvalidInput(impmsg.csvRegistroGrande);
    throw new InvalidInput(impmsg.planilhaIlegivel);
  }
  if (!cabecalho) throw new InvalidInput(impmsg.semCabecalho);
  if (total === 0) throw new InvalidInput(impmsg.semLinhas);
  return { tipo, total };
}

/** The file's rows, header first, in batches (one await per batch); a workbook through the ZIP guard first. */
export async function* lotes(bytes: Uint8Array, tipo: 'xlsx' | 'csv'): AsyncGenerator<LinhaBruta[]> {
  if (tipo === 'xlsx') yield* lotesXlsx(await planilhaDoArquivo(bytes));
  else yield* lotesCsv(comoStream(bytes));
}

/** The file's rows, header first. */
export async function* linhas(bytes: Uint8Array, tipo: 'xlsx' | 'csv'): AsyncGenerator<LinhaBruta> {
  for await (const lote of lotes(bytes, tipo)) yield* lote;
}

/**
 * Column index → the tab's column name, from the header row: it must be row 1 and name every required column (in any
 * order; case and accents aside). Unknown columns are ignored.
 */
export function mapaDeColunas(cabecalho: LinhaBruta, aba: AbaImportacao): Map<number, string> {
  if (cabecalho.numero !== 1) throw new InvalidInput(impmsg.semCabecalho);
  const porNome = new Map(aba.colunas.map((c) => [normalizarCabecalho(c.nome), c.nome]));
  const mapa = new Map<number, string>();
  cabecalho.valores.forEach((v, i) => {
    const nome = porNome.get(normalizarCabecalho(v));
    if (nome && ![...mapa.values()].includes(nome)) mapa.set(i, nome);
  });
  if (mapa.size === 0) throw new InvalidInput(impmsg.semCabecalho);
  for (const c of aba.colunas) if (c.obrigatoria && ![...mapa.values()].includes(c.nome)) throw new InvalidInput(impmsg.colunaFaltando(c.nome));
  return mapa;
}
