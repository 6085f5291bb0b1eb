import { useState } from 'react';
import { msg } from '@portal/contracts/messages';
import { API_BASE, ApiError } from './api-client.ts';
import { persisted } from './storage.ts';
import { toast } from './toasts.tsx';

/** The file name of a Content-Disposition header (RFC 5987 filename* first). */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? fallback;
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** Exportar: downloads the server's .xlsx with the Bearer token; the name comes from Content-Disposition. */
export async function downloadXlsx(method: 'GET' | 'POST', path: string, opts: { query?: Query; body?: unknown; fallback: string }): Promise<void> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v === null || v === undefined || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => qs.append(k, String(x)));
    else qs.set(k, String(v));
  }
  const url = `${API_BASE}/${path}${qs.size ? `?${qs.toString()}` : ''}`;
  const headers: Record<string, string> = {};
  const token = persisted.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  if (!res.ok) {
    const errors = await errosDaResposta(res);
    errors.forEach((e) => toast.error(e));
    throw new ApiError(res.status, errors);
  }
  salvarArquivo({ blob: await res.blob(), nome: fileNameOf(res.headers.get('content-disposition'), `${opts.fallback}.xlsx`) });
}

/** The pt-BR messages of a refused answer (its envelope's errors), or the generic one when it has none or is not JSON. */
export async function errosDaResposta(res: Response): Promise<string[]> {
  try {
    const j = (await res.json()) as { errors?: string[] };
    if (j.errors?.length) return j.errors;
  } catch {
    /* not JSON */
  }
  return [msg.erroInterno];
}

/** Saves a blob under `nome` (the browser's download). */
export function salvarArquivo({ blob, nome }: { blob: Blob; nome: string }): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Exportar: one download at a time, `exportando` meanwhile; a refusal was already shown as toasts. */
export function useExportacao<A extends unknown[]>(baixar: (...args: A) => Promise<unknown>) {
  const [exportando, setExportando] = useState(false);
  const exportar = async (...args: A) => {
    setExportando(true);
    try {
      await baixar(...args);
    } catch {
      /* shown as toasts */
    } finally {
      setExportando(false);
    }
  };
  return { exportando, exportar: (...args: A) => void exportar(...args) };
}
