/**
 * Steps of a commission invoice (nota fiscal de comissão, spec 001 §4.3). 6 is the commission's status while no invoice is
 * attached (or none was ever attached); the invoice itself starts at 1 when attached. The spec's "step 0" does not exist
 * (catalogue README [18]): it is read as "no invoice" (6), docs/decisions.md "Commissions and invoices".
 */
export const STEP_NF = { semNf: 6, provisionamento: 1, aprovadoVendas: 2, aprovadoDiretoria: 3, pago: 4, reprovado: 5 } as const;
export type StepNf = (typeof STEP_NF)[keyof typeof STEP_NF];
export type EstadoNf = Exclude<keyof typeof STEP_NF, 'semNf'>;

export const NOME_STEP_NF: Record<StepNf, string> = {
  6: 'Sem NF Atrelada',
  1: 'Provisionamento',
  2: 'Aprovado Vendas',
  3: 'Pagamento Aprovado / Aprovado Diretoria',
  4: 'Pago',
  5: 'Reprovado',
};

/** The filter's list ("status desejado"), in the order of the workflow. */
export const LISTA_STEPS_NF: { id: StepNf; nome: string }[] = ([6, 1, 2, 3, 4, 5] as StepNf[]).map((id) => ({ id, nome: NOME_STEP_NF[id] }));

/** The machine's state of each step an invoice can stand at, and back. */
export const ESTADO_DO_STEP_NF: Record<Exclude<StepNf, 6>, EstadoNf> = {
  1: 'provisionamento',
  2: 'aprovadoVendas',
  3: 'aprovadoDiretoria',
  4: 'pago',
  5: 'reprovado',
};
export const ehStepNf = (n: unknown): n is StepNf => typeof n === 'number' && n in NOME_STEP_NF;
