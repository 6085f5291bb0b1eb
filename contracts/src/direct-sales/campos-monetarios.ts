/** An order's money fields (campos-editaveis.ts says who may change each, at which step). */
export const CAMPOS_MONETARIOS = ['precoPublico', 'precoOpcional', 'tipoDesconto', 'descontoEspecial', 'percentualComissao', 'prePagamento'] as const;
export type CampoMonetario = (typeof CAMPOS_MONETARIOS)[number];

/** A money field's change, kept in the order's event (who made it is the event's actor). */
export interface AlteracaoMonetaria {
  campo: CampoMonetario;
  de: number | boolean | null;
  para: number | boolean | null;
}
