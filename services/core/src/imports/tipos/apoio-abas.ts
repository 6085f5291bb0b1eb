import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { InvalidInput, type Db } from '../../kernel/index.ts';
import type { LinhaLida, ParametrosImportacao, ResultadoLinha } from '../definicao.ts';

/**
 * What the tabs Varejo, Plano Anual, Emplacamento, Floor Plan and Relatórios share: the lookups of dealers (by code) and
 * model types (by name, accents and case ignored), the cycle of `ano` + `cicloId`, and the parsing of a cell's text.
 * A cell is only ever read as text: '=1+1' is not a number and '=HYPERLINK(…)' is not a model, so nothing is evaluated.
 */
export const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

export interface Dealer {
  id: number;
  ativo: boolean;
}
export interface Modelo {
  id: number;
  marcaId: number;
  marca: string;
}
export interface Cadastros {
  dealers: ReadonlyMap<string, Dealer>;
  modelos: ReadonlyMap<string, Modelo>;
}
export interface Ciclo {
  id: number;
  anoFiscal: number;
  ano: number;
  mes: number;
}

export async function carregarCadastros(db: Db): Promise<Cadastros> {
  const [ds, ms] = await Promise.all([
    db.selectFrom('concessionarias').select(['id', 'codigo_dealer', 'status']).execute(),
    db.selectFrom('modelos as m').innerJoin('marcas as b', 'b.id', 'm.marca_id').select(['m.id', 'm.descricao', 'm.marca_id', 'b.nome']).execute(),
  ]);
  return {
    dealers: new Map(ds.map((d) => [normalizar(d.codigo_dealer), { id: d.id, ativo: d.status === 1 }])),
    modelos: new Map(ms.map((m) => [normalizar(m.descricao), { id: m.id, marcaId: m.marca_id, marca: m.nome }])),
  };
}

/** What the tabs imported per cycle check their rows against: the registers, and the cycle chosen on the tab. */
export type CadastrosDoCiclo = Cadastros & { ciclo: Ciclo };
export async function carregarCadastrosDoCiclo(db: Db, params: ParametrosImportacao): Promise<CadastrosDoCiclo> {
  const [cadastros, ciclo] = await Promise.all([carregarCadastros(db), carregarCiclo(db, params)]);
  return { ...cadastros, ciclo };
}

/** The cycle chosen on the tab; it must belong to the chosen fiscal year. */
export async function carregarCiclo(db: Db, params: ParametrosImportacao): Promise<Ciclo> {
  if (!params.ano) throw new InvalidInput(imsg.selecioneAno);
  if (!params.cicloId) throw new InvalidInput(imsg.selecioneCiclo);
  const c = await db
    .selectFrom('ciclos')
    .select(['id', 'ano_fiscal', 'ano', 'mes'])
    .where('id', '=', params.cicloId)
    .where('ano_fiscal', '=', params.ano)
    .executeTakeFirst();
  if (!c) throw new InvalidInput(imsg.cicloInvalido);
  return { id: c.id, anoFiscal: c.ano_fiscal, ano: c.ano, mes: c.mes };
}

export const celula = (l: LinhaLida, nome: string) => (l.celulas[nome] ?? '').trim();

type Falha = { status: 4; mensagem: string };
export const erro = (mensagem: string): Falha => ({ status: 4, mensagem });
export const falhou = (x: unknown): x is Falha => typeof x === 'object' && x !== null && (x as Falha).status === 4;

export function dealerDa(l: LinhaLida, c: Cadastros, coluna = 'Dealer'): Dealer | Falha {
  const codigo = celula(l, coluna);
  if (!codigo) return erro(imsg.obrigatorio(coluna));
  const d = c.dealers.get(normalizar(codigo));
  if (!d) return erro(imsg.dealerNaoEncontrado(codigo));
  if (!d.ativo) return erro(imsg.dealerInativo(codigo));
  return d;
}

export function modeloDa(l: LinhaLida, c: Cadastros, coluna = 'Modelo'): Modelo | Falha {
  const nome = celula(l, coluna);
  if (!nome) return erro(imsg.obrigatorio(coluna));
  return c.modelos.get(normalizar(nome)) ?? erro(imsg.modeloNaoEncontrado(nome));
}

/** A whole number 0..999999 written with digits only (a thousands dot allowed: '1.200'). */
export function inteiroDa(l: LinhaLida, coluna: string): number | Falha {
  const t = celula(l, coluna);
  if (!t) return erro(imsg.obrigatorio(coluna));
  const limpo = /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  if (!/^\d{1,6}$/.test(limpo)) return erro(imsg.inteiroInvalido(coluna));
  return Number(limpo);
}

/** A non-negative amount: '1234.5', '1234,50' or '1.234.567,89' (an optional 'R$'); at most 2 decimals; as a string for numeric. */
export function valorDa(l: LinhaLida, coluna: string): string | Falha {
  const t = celula(l, coluna).replace(/^R\$\s*/, '');
  if (!t) return erro(imsg.obrigatorio(coluna));
  let n: string | null = null;
  if (/^\d+([.,]\d{1,2})?$/.test(t)) n = t.replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) n = t.replace(/\./g, '').replace(',', '.');
  if (n === null || Number(n) > 99_999_999_999_999) return erro(imsg.valorInvalido(coluna));
  return String(Number(n));
}

/** Duplicado when the key was already accepted in this file; else OK with the value. */
export function aceitar<T>(chave: string, rotulo: string, valor: T, vistas: ReadonlySet<string>, aviso?: string): ResultadoLinha<T> {
  if (vistas.has(chave)) return { status: 3, mensagem: imsg.duplicado(rotulo), chave };
  return aviso ? { status: 7, valor, chave, mensagem: aviso } : { status: 2, valor, chave };
}
