import { msg } from '@portal/contracts/messages';
import { API_BASE, ApiError } from '../../../shared/api-client.ts';
import { fileNameOf } from '../../../shared/download.ts';
import { persisted } from '../../../shared/storage.ts';

/** What POST genericos/enviar/geral answers for the one file sent. */
export interface ArquivoEnviado {
  id: string;
  nome: string;
  tamanho: number;
  tipo: string;
  sha256: string;
  /** data.filesUploaded[0]: 'arquivos/<uuid>' */
  endereco: string;
}

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
export async function enviarArquivo(file: File): Promise<ArquivoEnviado> {
  const form = new FormData();
  form.append('finalidade', 'pedido');
  form.append('files', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/genericos/enviar/geral?finalidade=pedido`, {
      method: 'POST',
      headers: { accept: 'application/json', ...autorizacao() },
      body: form,
    });
  } catch {
    throw new ApiError(0, [msg.erroInterno]);
  }
  if (!res.ok) throw new ApiError(res.status, await errosDe(res));
  const j = (await res.json()) as { success: boolean; data?: { filesUploaded?: string[]; arquivos?: Omit<ArquivoEnviado, 'endereco'>[] }; errors?: string[] };
  const a = j.data?.arquivos?.[0];
  if (!j.success || !a) throw new ApiError(res.status, j.errors?.length ? j.errors : [msg.erroInterno]);
  return { ...a, endereco: j.data?.filesUploaded?.[0] ?? `arquivos/${a.id}` };
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
