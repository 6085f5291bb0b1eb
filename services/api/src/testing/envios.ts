import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One file as the console sends it: a multipart body whose field `files` holds it. */
export function multipartArquivo(nome: string, conteudo: Buffer, tipo = 'application/octet-stream') {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Uploads one file as the user would (`POST genericos/enviar/geral`, with `finalidade` when given) and answers the stored
 * file's id; throws with the answer when the upload is refused.
 */
export async function enviarArquivo(
  app: FastifyInstance,
  token: string,
  nome: string,
  conteudo: Buffer,
  opts: { finalidade?: string; tipo?: string } = {},
): Promise<string> {
  const m = multipartArquivo(nome, conteudo, opts.tipo);
  const r = await app.inject({
    method: 'POST',
    url: `/api/v1/genericos/enviar/geral${opts.finalidade ? `?finalidade=${opts.finalidade}` : ''}`,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
  if (r.statusCode !== 200) throw new Error(`envio de ${nome}: ${r.statusCode} ${r.body}`);
  return (r.json() as { data: { arquivos: { id: string }[] } }).data.arquivos[0]!.id;
}

/** A spreadsheet as the order call's screens send it: multipart, the file in the field `files`, the selections in the query. */
export function enviarPlanilhaMultipart(app: FastifyInstance, token: string, url: string, conteudo: Buffer, nome = 'planilha.xlsx') {
  const m = multipartArquivo(nome, conteudo);
  return app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
}
