import { nfMsg } from '@portal/contracts/comissoes/messages';
import { contextoInicialNotaFiscal, acoesDaNota, podeAtrelarNota } from '@portal/contracts/comissoes/nota-machine';
import { acaoDaSelecao, comissaoSelecionavel } from '@portal/contracts/comissoes/lote';
import type { StepNf } from '@portal/contracts/comissoes/steps';
import type { LinhaComissao, LinhaNota } from '@portal/contracts/comissoes/schemas';
export type { LinhaComissao, LinhaNota, LinhaProvisao } from '@portal/contracts/comissoes/schemas';
import type { Actor } from '@portal/contracts/access/roles';
import { formatBRL, isoLocal, linhas } from '../../shared/lines.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

/** The filters of the three tabs (spec §2.10): orders, chassis, status desired, invoice number, date from, date to. */
export interface FiltrosNotas {
  pedido: string;
  chassi: string;
  steps: StepNf | null;
  numeroNotaFiscal: string;
  dataDe: Date | null;
  dataAte: Date | null;
  /** tab Notas Fiscais only: the approval step's deadline (conf17) */
  prazo: SituacaoPrazo | null;
}
export const FILTROS_VAZIOS: FiltrosNotas = { pedido: '', chassi: '', steps: null, numeroNotaFiscal: '', dataDe: null, dataAte: null, prazo: null };

/** The body of the Notas Fiscais list: the common filters and its 'Prazo'. */
export const corpoNotas = (f: FiltrosNotas): Record<string, unknown> => ({ ...corpoFiltros(f), ...(f.prazo ? { prazo: f.prazo } : {}) });

/** The body of the three lists and the export (without the invoices' own 'Prazo'). */
export function corpoFiltros(f: FiltrosNotas): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi);
  if (pedidos.length) b.pedido = pedidos;
  if (chassis.length) b.chassi = chassis;
  if (f.steps !== null) b.steps = f.steps;
  if (f.numeroNotaFiscal.trim()) b.numeroNotaFiscal = f.numeroNotaFiscal.trim();
  if (f.dataDe) b.dataDe = isoLocal(f.dataDe);
  if (f.dataAte) b.dataAte = isoLocal(f.dataAte);
  return b;
}

/** The invoice's buttons for this user, asked to the invoice machine (the server decides with the same one). */
export function acoesDaLinha(n: Pick<LinhaNota, 'stepId' | 'concessionariasId' | 'concessionariaGrupoId'>, actor: Actor | null) {
  if (!actor || n.stepId === 6) return { aprovarVendas: false, aprovarDiretoria: false, pagamentoRealizado: false, reprovar: false };
  return acoesDaNota(
    { ...contextoInicialNotaFiscal, step: n.stepId, concessionariaId: n.concessionariasId, concessionariaGrupoId: n.concessionariaGrupoId },
    actor,
  );
}

/** The bulk action for the selected invoices, when this user may do it on every one of them. */
export function acaoEmLote(selecao: LinhaNota[], actor: Actor | null): { nome: string; para: StepNf } | { erro: string } | null {
  const a = acaoDaSelecao(selecao.map((n) => n.stepId));
  if (!a || 'erro' in a) return a;
  const chave = ({ 2: 'aprovarVendas', 3: 'aprovarDiretoria', 4: 'pagamentoRealizado' } as const)[a.para as 2 | 3 | 4];
  return selecao.every((n) => acoesDaLinha(n, actor)[chave]) ? a : null;
}

/** Attach is offered for Sem NF Atrelada / Reprovado rows of a dealer the user may attach for. */
export const podeSelecionarComissao = (c: LinhaComissao, actor: Actor | null) =>
  !!actor && comissaoSelecionavel({ step: c.stepId, nfeComissao: c.nfeComissao }) && podeAtrelarNota(actor, c.concessionariaId, c.concessionariaGrupoId);

/** The sum of the selected commissions, to the cent (the attach's calculated value). */
export const somaComissoes = (sel: LinhaComissao[]) => Math.round(sel.reduce((s, c) => s + Math.round(c.valorComissao * 100), 0)) / 100;

/**
 * What the dialog warns of before attaching: a note value other than the calculated one (the spec does not refuse it; the
 * server attaches it and keeps the same warning for the approvers).
 */
export const avisoDoValor = (valor: number | null, calculado: number) =>
  valor !== null && Math.round(valor * 100) !== Math.round(calculado * 100) ? nfMsg.valorNaoConfere(formatBRL(valor), formatBRL(calculado)) : null;
