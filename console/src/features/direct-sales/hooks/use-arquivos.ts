import { msg } from '@portal/contracts/messages';
import type { ArquivoEnviado, EnvioArquivos } from '@portal/contracts/uploads/schemas';
import { API_BASE, ApiError, enviarArquivo } from '../../../shared/api-client.ts';
import { fileNameOf } from '../../../shared/download.ts';
import { persisted } from '../../../shared/storage.ts';

/** What POST genericos/enviar/geral answers for the one file sent, with its address (data.filesUploaded[0]: 'arquivos/<uuid>'). */
export type ArquivoDoPedido = ArquivoEnviado & { endereco: string };

const autorizacao = (): Record<string, string> => {
  const token = persisted.token();
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function errosDe(res: Response): Promise<string[]> {
  try {
    const j = (await res.json()) as { errors?: string[] };
    if (j.errors?.length) return j.errors;
  } catch {
    /* not JSON */
  }
  return [msg.erroInterno];
}

/** POST genericos/enviar/geral (multipart field `files`, finalidade=pedido): one file of the order. Refusals throw ApiError. */
export async function enviarArquivoDoPedido(file: File): Promise<ArquivoDoPedido> {
  const data = await enviarArquivo<EnvioArquivos>('genericos/enviar/geral', file, {
    query: { finalidade: 'pedido' },
    campos: { finalidade: 'pedido' },
  });
  const a = data.arquivos[0];
  if (!a) throw new ApiError(200, [msg.erroInterno]);
  return { ...a, endereco: data.filesUploaded[0] ?? `arquivos/${a.id}` };
}

/** The file id of a stored address ('arquivos/<uuid>' or the uuid itself). */
export const idDoArquivo = (endereco: string) => endereco.replace(/^.*arquivos\//, '');

/** GET genericos/arquivos/{id}: downloads a file of the order with the Bearer token. */
export async function baixarArquivo(id: string, nome: string): Promise<void> {
  const res = await fetch(`${API_BASE}/genericos/arquivos/${encodeURIComponent(idDoArquivo(id))}`, { headers: autorizacao() });
  if (!res.ok) throw new ApiError(res.status, await errosDe(res));
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileNameOf(res.headers.get('content-disposition'), nome || 'arquivo');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
