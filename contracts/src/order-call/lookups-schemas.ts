import { Type, type Static } from '@sinclair/typebox';
import { Answer } from '../http/schemas.ts';

/** GET mes and GET marca (spec 002 §7.7, the order call's filters): `{ id, nome }` rows; months 1-12, brands of the vehicle data. */
export const ItemLookup = Type.Object({ id: Type.Integer(), nome: Type.String() });
export type ItemLookup = Static<typeof ItemLookup>;
export const MesesAnswer = Answer(Type.Array(ItemLookup));
export const MarcasAnswer = Answer(Type.Array(ItemLookup));
