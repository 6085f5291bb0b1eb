import { fimDeSemana, ISO_DATA } from '../br/dates.ts';
import { cfgMsg } from './messages.ts';

/**
 * The settings' rules, shared by server and console (DECISIONS.md "Settings"; docs/decisions.md "Settings, model types, specs"):
 * conf1..conf11 the spec's general settings in order, conf12 the payment mode, conf13 the 14-hour rule, conf14 the average value,
 * conf15 to conf17 the portal's own per-step SLAs: releasing a billing request, an order's approval step, a commission
 * invoice's approval step (issue 28's
 * deadlines; docs/decisions.md "Deadlines").
 * The spec's eleventh setting is the average value itself, so conf11 is conf14 under its list number (docs/decisions.md
 * "conf11 is the average value"): it is saved only through `POST configuracoes/media-faturamento`.
 */
export const CONF = {
  disponibilidadeNacionais: 1,
  preEmbarque: 2,
  posEmbarque: 3,
  duracaoTroca: 4,
  bloqueioAlteracaoFaturamento: 5,
  prorrogacaoMaximaFaturamento: 6,
  bloqueioPopupParados: 7,
  tempoLimiteEstoque: 8,
  limiteCessoesMes: 9,
  prazoKpi: 10,
  modoPagamento: 12,
  regra14Horas: 13,
  valorMedio: 14,
  slaLiberacaoFaturamento: 15,
  slaEtapaPedido: 16,
  slaEtapaNotaFiscal: 17,
} as const;

/** The highest setting number: GET configuracoes answers conf1..conf17. */
export const ULTIMA_CONF = 17;

/** What each conf is, for the screen (aba 0) — the spec's list §9, in order. */
export const CONF_TITULOS: Record<number, string> = {
  1: 'Disponibilidade de carros nacionais após a produção (dias)',
  2: 'Carros importados pré-embarque a partir do forecast (dias)',
  3: 'Carros importados pós-embarque a partir do embarque (dias)',
  4: 'Duração do processo de troca (dias úteis)',
  5: 'Bloqueio de alteração de faturamento (dias antes da data de faturamento)',
  6: 'Prorrogação máxima de faturamento a partir da disponibilidade (dias)',
  7: 'Bloqueio por pop-up de veículos parados (dias)',
  8: 'Tempo limite em estoque para troca automática (dias)',
  9: 'Limite mensal de cessões por dealer',
  10: 'Prazo do KPI Approved por mês',
  11: 'Valor médio de faturamento (R$)',
  12: 'Modo de pagamento',
  13: 'Regra das 14 horas',
  14: 'Valor médio de faturamento (R$)',
  15: 'Prazo para liberar uma solicitação de faturamento (dias úteis; 0 = sem prazo)',
  16: 'Prazo de cada etapa de aprovação do pedido de venda direta (dias úteis; 0 = sem prazo)',
  17: 'Prazo de cada etapa de aprovação da nota fiscal de comissão (dias úteis; 0 = sem prazo)',
};

/**
 * Types set through `POST configuracoes` (the spec's 1-6, 8-10, 12; and 7 and 13, which the spec leaves without a form);
 * 11 and 14, the average value, through `POST configuracoes/media-faturamento`.
 */
export const TIPOS_POST_CONFIGURACOES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 15, 16, 17] as const;
/** Whole numbers of days (or a count): every general setting but 10, which is free text. */
export const TIPOS_DIAS = new Set<number>([1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17]);
export const MAX_DIAS = 3650;

/** The average value's number in the spec's list of general settings (conf11): the same setting as conf14. */
export const CONF_VALOR_MEDIO_NA_LISTA = 11;

export type Validado<T> = { ok: true; valor: T } | { ok: false; erro: string };

/** The value a `POST configuracoes` stores for `tipo`, or the pt-BR reason it is refused. */
export function validarConfiguracao(tipo: number, periodoInformado: unknown): Validado<string> {
  if (!(TIPOS_POST_CONFIGURACOES as readonly number[]).includes(tipo)) {
    return { ok: false, erro: tipo === CONF.valorMedio || tipo === CONF_VALOR_MEDIO_NA_LISTA ? cfgMsg.usarValorMedio : cfgMsg.tipoConfiguracaoInvalido };
  }
  const v = periodoInformado === null || periodoInformado === undefined ? '' : String(periodoInformado).trim();
  if (v === '') return { ok: false, erro: cfgMsg.periodoObrigatorio };
  if (tipo === CONF.modoPagamento) return v === '0' || v === '1' ? { ok: true, valor: v } : { ok: false, erro: cfgMsg.modoPagamentoInvalido };
  if (tipo === CONF.regra14Horas) return v === '14' || v === '-1' ? { ok: true, valor: v } : { ok: false, erro: cfgMsg.regra14Invalida };
  if (TIPOS_DIAS.has(tipo)) {
    if (!/^\d{1,6}$/.test(v)) return { ok: false, erro: cfgMsg.periodoDias };
    const n = Number(v);
    if (n > MAX_DIAS) return { ok: false, erro: cfgMsg.periodoMaximo };
    return { ok: true, valor: String(n) };
  }
  if (v.length > 32) return { ok: false, erro: cfgMsg.periodoTexto };
  return { ok: true, valor: v };
}

export const MAX_VALOR_MEDIO = 999_999_999.99;
/** POST configuracoes/media-faturamento {valor}: a number ('1234.56') or the mask's text ('R$ 1.234,56') above zero, in cents. */
export function validarValorMedio(valor: unknown): Validado<string> {
  let n: number;
  if (typeof valor === 'number') n = valor;
  else if (typeof valor === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(valor)) n = Number(valor);
  else if (typeof valor === 'string' && /^\s*(R\$\s*)?\d{1,3}(\.\d{3})*(,\d{1,2})?\s*$/.test(valor))
    n = Number(valor.replace(/R\$|\s|\./g, '').replace(',', '.'));
  else return { ok: false, erro: cfgMsg.valorMedioInvalido };
  if (!Number.isFinite(n) || n <= 0 || n > MAX_VALOR_MEDIO || Math.round(n * 100) !== Math.round(n * 100 * 1e6) / 1e6) {
    return { ok: false, erro: cfgMsg.valorMedioInvalido };
  }
  return { ok: true, valor: (Math.round(n * 100) / 100).toFixed(2) };
}

/** POST configuracoes/prazo-kpi {ano, mesId, prazo}: prazo YYYY-MM-DD or dd/MM/yyyy, a real weekday. */
export function validarPrazoKpi(input: { ano?: unknown; mesId?: unknown; prazo?: unknown }): Validado<{ ano: number; mes: number; prazo: string }> {
  const ano = Number(input.ano);
  if (!Number.isInteger(ano) || ano < 2000 || ano > 2100) return { ok: false, erro: cfgMsg.prazoAnoInvalido };
  const mes = Number(input.mesId);
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) return { ok: false, erro: cfgMsg.prazoMesInvalido };
  let p = typeof input.prazo === 'string' ? input.prazo.trim() : '';
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(p);
  if (br) p = `${br[3]}-${br[2]}-${br[1]}`;
  p = p.slice(0, 10);
  const d = new Date(`${p}T12:00:00Z`);
  if (!ISO_DATA.test(p) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== p) return { ok: false, erro: cfgMsg.prazoDataInvalida };
  if (fimDeSemana(p)) return { ok: false, erro: cfgMsg.prazoFimDeSemana };
  return { ok: true, valor: { ano, mes, prazo: p } };
}

/** Monitoring flags (DECISIONS.md: 1 green up to N days, 2 yellow between de and ate, 3 red above de). */
export interface Faixas {
  verdeAte: number;
  amareloAte: number;
}
export interface FlagLinha {
  id: number;
  tipo: number;
  de: number | null;
  ate: number | null;
}
export const flagsDe = (f: Faixas): FlagLinha[] => [
  { id: 1, tipo: 1, de: null, ate: f.verdeAte },
  { id: 2, tipo: 2, de: f.verdeAte + 1, ate: f.amareloAte },
  { id: 3, tipo: 3, de: f.amareloAte, ate: null },
];
/** Which fields a flag's edit shows: 'de' hidden for type 1, 'ate' hidden for type 3 (spec §5.4). */
export const camposDaFlag = (tipo: number) => ({ de: tipo !== 1, ate: tipo !== 3 });
const MAX_DIAS_FLAG = 36_500;

function dias(v: unknown, erro: string): Validado<number> {
  const s = v === null || v === undefined ? '' : String(v).trim();
  if (!/^\d{1,32}$/.test(s)) return { ok: false, erro };
  const n = Number(s);
  return n > MAX_DIAS_FLAG ? { ok: false, erro: cfgMsg.flagDiasMaximo } : { ok: true, valor: n };
}

/** PUT configuracoes/flag {id, de, ate, tipo}: the new thresholds, or why not (the three ranges stay contiguous and increasing). */
export function aplicarFlag(atual: Faixas, input: { id: number; tipo: number; de?: unknown; ate?: unknown }): Validado<Faixas> {
  if (input.id !== input.tipo || input.id < 1 || input.id > 3) return { ok: false, erro: cfgMsg.flagTipoDivergente };
  const campos = camposDaFlag(input.tipo);
  const de = campos.de ? dias(input.de, cfgMsg.flagDeInvalido) : null;
  if (de && !de.ok) return de;
  const ate = campos.ate ? dias(input.ate, cfgMsg.flagAteInvalido) : null;
  if (ate && !ate.ok) return ate;
  const nova = { ...atual };
  if (input.tipo === 1) nova.verdeAte = (ate as { valor: number }).valor;
  if (input.tipo === 2) {
    const d = (de as { valor: number }).valor;
    const a = (ate as { valor: number }).valor;
    if (d > a) return { ok: false, erro: cfgMsg.flagDeMaiorQueAte };
    nova.verdeAte = d - 1;
    nova.amareloAte = a;
  }
  if (input.tipo === 3) nova.amareloAte = (de as { valor: number }).valor;
  if (nova.verdeAte < 1 || nova.amareloAte <= nova.verdeAte) return { ok: false, erro: cfgMsg.flagSequencia };
  return { ok: true, valor: nova };
}

/** Model type name (≤32) and code (≤8) (spec §5.5). */
export function validarNomeModelo(descricao: unknown): Validado<string> {
  const v = typeof descricao === 'string' ? descricao.trim().replace(/\s+/g, ' ') : '';
  if (v === '') return { ok: false, erro: cfgMsg.nomeModeloObrigatorio };
  if (v.length > 32) return { ok: false, erro: cfgMsg.nomeModeloMaximo };
  return { ok: true, valor: v };
}
export function validarCodigoModelo(codigo: unknown): Validado<string> {
  const v = typeof codigo === 'string' ? codigo.trim().toUpperCase() : '';
  if (v === '') return { ok: false, erro: cfgMsg.codigoObrigatorio };
  if (v.length > 8) return { ok: false, erro: cfgMsg.codigoMaximo };
  if (!/^[A-Z0-9][A-Z0-9.-]*$/.test(v)) return { ok: false, erro: cfgMsg.codigoFormato };
  return { ok: true, valor: v };
}
