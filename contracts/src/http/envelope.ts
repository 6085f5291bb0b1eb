import { Type, type TSchema } from '@sinclair/typebox';

/** Every answer: { success, data, errors } (docs/architecture.md "HTTP contract"). */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), data, errors: Type.Array(Type.String()) });

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  data: Type.Null(),
  errors: Type.Array(Type.String()),
});

export const Page = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), page: Type.Integer(), total: Type.Integer() });

export interface Answer<T> {
  success: boolean;
  data: T;
  errors: string[];
}
