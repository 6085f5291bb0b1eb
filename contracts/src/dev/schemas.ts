import { Type, type Static } from '@sinclair/typebox';
import { Answer, N } from '../http/schemas.ts';

/** GET dev/emails (development only): one message the local SMTP catcher received, newest first. */
export const DevEmail = Type.Object({
  id: Type.String(),
  de: N(Type.String()),
  para: Type.String(),
  assunto: N(Type.String()),
  texto: N(Type.String()),
  html: N(Type.String()),
  recebido_em: Type.String(),
});
export type DevEmail = Static<typeof DevEmail>;
export const DevEmailsAnswer = Answer(Type.Array(DevEmail));
