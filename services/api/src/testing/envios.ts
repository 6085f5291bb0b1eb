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

type OpcoesDoEnvio = { finalidade?: string; tipo?: string };

/** Uploads one file as the user would (`POST genericos/enviar/geral`, with `finalidade` when given); throws with the answer when refused. */
async function enviar(app: FastifyInstance, token: string, nome: string, conteudo: Buffer, opts: OpcoesDoEnvio) {
  const m = multipartArquivo(nome, conteudo, opts.tipo);
  const r = await app.inject({
    method: 'POST',
    url: `/api/v1/genericos/enviar/geral${opts.finalidade ? `?finalidade=${opts.finalidade}` : ''}`,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
  if (r.statusCode !== 200) throw new Error(`envio de ${nome}: ${r.statusCode} ${r.body}`);
  return (r.json() as { data: { arquivos: { id: string }[]; filesUploaded: string[] } }).data;
}

/** Uploads one file as the user would and answers the stored file's id. */
export async function enviarArquivo(app: FastifyInstance, token: string, nome: string, conteudo: Buffer, opts: OpcoesDoEnvio = {}): Promise<string> {
  return (await enviar(app, token, nome, conteudo, opts)).arquivos[0]!.id;
}

/** Uploads one file as an attach dialog does and answers its address (`filesUploaded`), as `urlNotaFiscal` takes it. */
export async function enviarParaAnexar(app: FastifyInstance, token: string, nome: string, conteudo: Buffer, opts: OpcoesDoEnvio = {}): Promise<string> {
  return (await enviar(app, token, nome, conteudo, opts)).filesUploaded[0]!;
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
