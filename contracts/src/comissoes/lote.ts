import { nfMsg } from './messages.ts';
import { NOME_STEP_NF, STEP_NF, type StepNf } from './steps.ts';
import type { NotaFiscalEventType } from './nota-machine.ts';

/** The bulk actions of the invoice list (spec §4.3): from the step the selected invoices share, the one action that advances them. */
export const ACAO_DO_STEP: Partial<Record<StepNf, { nome: string; evento: NotaFiscalEventType; para: StepNf }>> = {
  [STEP_NF.provisionamento]: { nome: 'Aprovação de Vendas', evento: 'VendasAprovadas', para: STEP_NF.aprovadoVendas },
  [STEP_NF.aprovadoVendas]: { nome: 'Aprovação de Diretoria', evento: 'DiretoriaAprovada', para: STEP_NF.aprovadoDiretoria },
  [STEP_NF.aprovadoDiretoria]: { nome: 'Pagamento Realizado', evento: 'PagamentoRealizado', para: STEP_NF.pago },
};

/** Steps from which one selected invoice may be rejected (spec §4.3: any but "0" — no invoice — and 5). */
export const STEPS_REPROVAVEIS: readonly StepNf[] = [STEP_NF.provisionamento, STEP_NF.aprovadoVendas, STEP_NF.aprovadoDiretoria, STEP_NF.pago];

/**
 * PUT notas/fiscais/alterar/steps {ids, steps, comentario}: the batch rule. `steps` is the step the selection goes to (2, 3, 4,
 * or 5 to reject). The selected invoices must share one step (else the spec's message), the target must follow that step, and
 * a rejection takes one invoice. Answers the event to decide on each invoice, or the pt-BR reason.
 */
export function regraDoLote(stepsSelecionados: readonly StepNf[], destino: number): { evento: NotaFiscalEventType } | { erro: string } {
  if (stepsSelecionados.length === 0) return { erro: nfMsg.selecioneNotas };
  const de = stepsSelecionados[0]!;
  if (stepsSelecionados.some((s) => s !== de)) return { erro: nfMsg.loteMisto };
  if (destino === STEP_NF.reprovado) {
    if (stepsSelecionados.length > 1) return { erro: nfMsg.reprovarApenasUma };
    if (!STEPS_REPROVAVEIS.includes(de)) return { erro: nfMsg.stepNaoSegue(NOME_STEP_NF[de], 'Reprovar') };
    return { evento: 'NotaFiscalReprovada' };
  }
  const nomes: Record<number, string> = { 2: 'Aprovação de Vendas', 3: 'Aprovação de Diretoria', 4: 'Pagamento Realizado' };
  if (!(destino in nomes)) return { erro: nfMsg.stepDestinoInvalido };
  const acao = ACAO_DO_STEP[de];
  if (!acao || acao.para !== destino) return { erro: nfMsg.stepNaoSegue(NOME_STEP_NF[de], nomes[destino]!) };
  return { evento: acao.evento };
}

/** The bulk action the console offers for a selection: the step's action, or the mixed-steps refusal; null with nothing selected. */
export function acaoDaSelecao(steps: readonly StepNf[]): { nome: string; para: StepNf } | { erro: string } | null {
  if (steps.length === 0) return null;
  if (steps.some((s) => s !== steps[0])) return { erro: nfMsg.loteMisto };
  const a = ACAO_DO_STEP[steps[0]!];
  return a ? { nome: a.nome, para: a.para } : null;
}

/** Commission rows that can be selected to attach an invoice (spec §4.3): Sem NF Atrelada, Reprovado, or no invoice. */
export const comissaoSelecionavel = (c: { step: number | null; nfeComissao: string | null }) =>
  c.nfeComissao === null || c.step === STEP_NF.semNf || c.step === STEP_NF.reprovado;
