import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { AdminCtx } from '@portal/core/admin/common';
import { principalOf } from '../platform/auth.ts';
import { Answer, Strict } from '../platform/schemas.ts';

/** Nullable, and optional-nullable: forms send empty fields as null; the spec's messages (not the schema) name what is missing. */
export const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
export const ON = <T extends TSchema>(s: T) => Type.Optional(N(s));
export const Flag = Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })]);
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Text = (max = 200) => Type.String({ maxLength: max });

export const PageQuery = Strict({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export const SearchQuery = Strict({ q: Type.Optional(Type.String({ maxLength: 200 })) });
export const IdParams = Strict({ id: Id });

export const PageOf = <T extends TSchema>(row: T) => Answer(Type.Object({ rows: Type.Array(row), page: Type.Integer(), total: Type.Integer() }));
export const Saved = Answer(Type.Object({ id: Type.Integer(), mensagem: Type.String() }));
export const Xlsx = { 200: Type.String({ description: 'planilha .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)' }) };

export const adminCtx = (req: FastifyRequest): AdminCtx => ({ actor: principalOf(req), correlationId: req.id });
export const saved = (id: number, mensagem: string) => ({ success: true, data: { id, mensagem }, errors: [] as string[] });
