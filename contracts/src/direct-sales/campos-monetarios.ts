import { Type, type Static } from '@sinclair/typebox';
import { UmDe } from '../eventos.ts';
/** An order's money fields (campos-editaveis.ts says who may change each, at which step). */
export const CAMPOS_MONETARIOS = ['precoPublico', 'precoOpcional', 'tipoDesconto', 'descontoEspecial', 'percentualComissao', 'prePagamento'] as const;
export type CampoMonetario = (typeof CAMPOS_MONETARIOS)[number];

/** A money field's change, kept in the order's event (who made it is the event's actor). */
export const AlteracaoMonetaria = Type.Object({
  campo: UmDe(CAMPOS_MONETARIOS),
  de: Type.Union([Type.Number(), Type.Boolean(), Type.Null()]),
  para: Type.Union([Type.Number(), Type.Boolean(), Type.Null()]),
});
export type AlteracaoMonetaria = Static<typeof AlteracaoMonetaria>;
