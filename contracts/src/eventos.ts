import { Type, type TLiteral, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { Actor } from './access/roles.ts';

/**
 * An aggregate's events and context have one definition: TypeBox schemas beside its machine. The schemas describe an
 * event as the stream keeps it without its acting user (what `GET auditoria/streams/{streamId}` answers, spec 000 §7) and
 * the machine's context; the machine's own types are `Static<>` of them, the event with its `actor` (`ComAtor`).
 */
export type ComAtor<E> = E extends unknown ? E & { actor: Actor } : never;

/**
 * The event schemas of a machine whose every event carries the fields of `base` (`at`, and the comment the machine's
 * events share): `evento('BoletoPago', { dataPagamento, valorPago })`.
 */
export const eventosCom =
  <B extends TProperties>(base: B) =>
  <K extends string, P extends TProperties = Record<never, TSchema>>(type: K, props?: P, description?: string) =>
    Type.Object(
      { type: Type.Literal(type), ...base, ...(props ?? {}) } as unknown as { type: TLiteral<K> } & Omit<B, keyof P> & P,
      description ? { description } : {},
    );

/** One of the values of a code table (`STATUS_BOLETO`, `[120, 121, 122]`): a union of their literals. */
export const UmDe = <T extends string | number>(valores: readonly T[] | Readonly<Record<string, T>>, description?: string): TUnsafe<T> =>
  Type.Unsafe<T>(
    Type.Union(
      [...new Set(Array.isArray(valores) ? valores : Object.values(valores))].map((v) => Type.Literal(v)),
      description ? { description } : {},
    ) as TSchema,
  );
