import type { Db } from '../../kernel/index.ts';
import { normalizarCabecalho } from '../verificacao.ts';
import { imsg } from '@portal/contracts/imports/abas/mensagens';

/** A vehicle's chassis (VIN): 17 letters and digits, without I, O and Q — the one pattern of every import tab. */
export const CHASSI_VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A date cell: dd/mm/aaaa (the template) or aaaa-mm-dd (a date cell of the workbook); null when it is neither or not a real day. */
export function dataDaCelula(s: string): string | null {
  const t = s.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  let [a, me, d] = m ? [Number(m[3]), Number(m[2]), Number(m[1])] : [0, 0, 0];
  if (!m) {
    m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
    if (!m) return null;
    [a, me, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const dt = new Date(Date.UTC(a, me - 1, d));
  if (a < 2000 || a > 2100 || dt.getUTCMonth() !== me - 1 || dt.getUTCDate() !== d) return null;
  return dt.toISOString().slice(0, 10);
}

/**
 * A decimal cell in pt-BR ('1.250.000,50', '5,5') or plain ('5.5', a number cell); null when it is not one.
 * With a comma the dots are thousands; without one a single dot is the decimal point.
 */
export function decimalDaCelula(s: string): number | null {
  const t = s.trim().replace(/^R\$\s*/, '');
  if (!/^-?[\d.,]+$/.test(t)) return null;
  let n: string;
  if (t.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(t)) return null;
    n = t.replace(/\./g, '').replace(',', '.');
  } else {
    if ((t.match(/\./g) ?? []).length > 1) {
      if (!/^-?\d{1,3}(\.\d{3})+$/.test(t)) return null;
      n = t.replace(/\./g, '');
    } else n = t;
  }
  const v = Number(n);
  return Number.isFinite(v) ? v : null;
}

/** Digits after the decimal point of a number as written (3 for '5,125'). */
export const casasDecimais = (v: number) => (String(v).split('.')[1] ?? '').length;

export interface Derivativo {
  derivativoId: number;
  modeloId: number;
  marcaId: number;
  modelo: string;
  derivativo: string;
}

/** Derivatives by 'modelo|derivativo' (normalized), model years by year: the lookups of the vehicle tabs. */
export interface CatalogoVeiculos {
  derivativos: ReadonlyMap<string, Derivativo>;
  anos: ReadonlyMap<number, number>;
}

/** Normalized names as written in files (a file repeats the same few models): remembered, at most 10,000 at a time. */
const normalizados = new Map<string, string>();
const normalizado = (s: string) => {
  let n = normalizados.get(s);
  if (n === undefined) {
    if (normalizados.size >= 10_000) normalizados.clear();
    normalizados.set(s, (n = normalizarCabecalho(s)));
  }
  return n;
};

export const chaveDerivativo = (modelo: string, derivativo: string) => `${normalizado(modelo)}|${normalizado(derivativo)}`;

export async function carregarCatalogo(db: Db): Promise<CatalogoVeiculos> {
  const ds = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'm.id as modeloId', 'm.descricao as modelo', 'm.marca_id as marcaId'])
    .execute();
  const anos = await db.selectFrom('anos_modelo').select(['id', 'ano']).execute();
  return {
    derivativos: new Map(
      ds.map((d) => [
        chaveDerivativo(d.modelo, d.descricao),
        { derivativoId: d.id, modeloId: d.modeloId, marcaId: d.marcaId, modelo: d.modelo, derivativo: d.descricao },
      ]),
    ),
    anos: new Map(anos.map((a) => [a.ano, a.id])),
  };
}

/** Row messages shared by the tabs. */
export const linhaMsg = {
  obrigatorio: (c: string) => `A coluna "${c}" é obrigatória.`,
  derivativoInexistente: (m: string, d: string) => `Derivativo "${d}" do modelo "${m}" não cadastrado.`,
  anoInexistente: (a: string) => `Ano modelo "${a}" não cadastrado.`,
  dataInvalida: (c: string) => `A coluna "${c}" deve ser uma data válida (dd/mm/aaaa).`,
  percentualInvalido: (c: string) => `A coluna "${c}" deve ser um percentual entre 0 e 100, com até 3 casas decimais.`,
  valorInvalido: (c: string) => `A coluna "${c}" deve ser um valor maior que zero, com até 2 casas decimais.`,
  duplicado: (chave: string) => `Linha repetida no arquivo (${chave}).`,
  textoLongo: (c: string, max: number) => `A coluna "${c}" aceita até ${max} caracteres.`,
  chassiInvalido: imsg.chassiInvalido,
};

/** A required cell's text, or the message when it is blank. */
export function obrigatoria(celulas: Readonly<Record<string, string>>, coluna: string): { valor: string } | { erro: string } {
  const v = (celulas[coluna] ?? '').trim();
  return v === '' ? { erro: linhaMsg.obrigatorio(coluna) } : { valor: v };
}

/** The row's derivative: its cells 'Modelo' and 'Derivativo' (both required) found in the catalogue, or the message. */
export function derivativoDaLinha(celulas: Readonly<Record<string, string>>, ctx: CatalogoVeiculos): { valor: Derivativo } | { erro: string } {
  const modelo = obrigatoria(celulas, 'Modelo');
  if ('erro' in modelo) return modelo;
  const deriv = obrigatoria(celulas, 'Derivativo');
  if ('erro' in deriv) return deriv;
  const d = ctx.derivativos.get(chaveDerivativo(modelo.valor, deriv.valor));
  return d ? { valor: d } : { erro: linhaMsg.derivativoInexistente(modelo.valor, deriv.valor) };
}
