import { Type, type Static } from '@sinclair/typebox';
import { Answer, Download, Strict } from '../http/schemas.ts';
import { LISTA_FINALIDADES, TIPOS_ARQUIVO } from './tipos.ts';

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

/** `GET genericos/arquivos/:id`: the stored file, with the type recognised from its content when it was sent. */
export const ArquivoBaixado = Download(
  'o arquivo, com o tipo reconhecido no envio',
  Object.values(TIPOS_ARQUIVO).map((t) => t.tipoConteudo),
);
