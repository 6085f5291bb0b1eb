import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { Answer as AnswerOf } from '@portal/contracts/http/envelope';

/** A request object that refuses unknown fields (never silently dropped). */
export const Strict = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });

export const ok = <T>(data: T): AnswerOf<T> => ({ success: true, data, errors: [] });

export const Answer = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), data, errors: Type.Array(Type.String()) });

export const MessageAnswer = Answer(Type.String());
