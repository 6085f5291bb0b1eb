import { Type, type Static } from '@sinclair/typebox';

/** One vehicle's (or request's) result in a bulk action: 1 done, 0 refused (descricao says why), 2 go elsewhere. */
export const Resultado = Type.Object({ id: Type.Integer(), status: Type.Integer(), descricao: Type.String() });
export type Resultado = Static<typeof Resultado>;
