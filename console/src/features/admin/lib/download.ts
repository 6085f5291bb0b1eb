import { msg } from '@portal/contracts/messages';
import { API_BASE } from '../../../shared/api-client.ts';
import { clearStorage, persisted } from '../../../shared/storage.ts';
import { toast } from '../../../shared/toasts.tsx';

/** The file name the server gives in Content-Disposition (filename*= or filename=). */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? fallback;
}

/** Exportar: fetches the server's .xlsx with the Bearer token and saves it under the server's file name. */
export async function downloadXlsx(path: string, query: Record<string, string | undefined>, fallback = 'PDD_Exportacao.xlsx'): Promise<void> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) qs.set(k, v);
  const token = persisted.token();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}${qs.size ? `?${qs.toString()}` : ''}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    toast.error(msg.erroInterno);
    return;
  }
  if (res.status === 401) {
    clearStorage();
    window.location.reload();
    return;
  }
  if (!res.ok) {
    let errors: string[] = [msg.erroInterno];
    try {
      const answer = (await res.json()) as { errors?: string[] };
      if (answer.errors?.length) errors = answer.errors;
    } catch {
      // not JSON: keep the generic message
    }
    for (const e of errors) toast.error(e);
    return;
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(res.headers.get('content-disposition'), fallback);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 2000);
}
