import { Type, type Static } from '@sinclair/typebox';
import { Answer, Strict } from '../http/schemas.ts';
import { LISTA_FINALIDADES } from './tipos.ts';

/** One stored file, as the upload answers it. `tipo` is the content type told by the content (`application/pdf`). */
/** A file's id: a random UUID (lower case). */
export const ArquivoId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const ArquivoEnviado = Type.Object({
  id: ArquivoId,
  nome: Type.String(),
  tamanho: Type.Integer(),
  tipo: Type.String(),
  sha256: Type.String(),
});
export type ArquivoEnviado = Static<typeof ArquivoEnviado>;

/** `data` of `POST genericos/enviar/geral`: `filesUploaded[0]` is the file's address (`arquivos/<id>`), as the spec's screens read it. */
export const EnvioArquivos = Type.Object({
  filesUploaded: Type.Array(Type.String()),
  arquivos: Type.Array(ArquivoEnviado),
});
export type EnvioArquivos = Static<typeof EnvioArquivos>;
export const EnvioArquivosAnswer = Answer(EnvioArquivos);

/** POST genericos/enviar/geral: what the file is for (geral when absent) */
export const EnvioQuery = Strict({ finalidade: Type.Optional(Type.Union(LISTA_FINALIDADES.map((f) => Type.Literal(f)))) });
/** GET genericos/arquivos/{id}: the file's id (any case) */
export const ArquivoParams = Strict({ id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }) });
/** GET genericos/arquivos/{id}: the file itself, with the content type told at the upload */
export const ArquivoBaixado = { 200: Type.String({ description: 'o arquivo' }) };
