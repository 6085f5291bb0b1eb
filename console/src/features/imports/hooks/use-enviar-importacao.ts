import type { AbaImportacao, NomeParametro } from '@portal/contracts/imports/aba';
import type { ImportacaoEnviada } from '@portal/contracts/imports/schemas';
import { enviarArquivo } from '../../../shared/api-client.ts';

/**
 * The upload of a tab: its own path with the tab's `arquivo` and the selects in the query, the file in the multipart field
 * `files`. `arquivo` always comes from the tab itself, never from `envio`'s query: the shared `POST importacoes` needs it to
 * know the tab (Emplacamento's `envio` is the bare path), and the tabs with their own path accept it.
 */
export async function enviarImportacao(aba: AbaImportacao, params: Partial<Record<NomeParametro, number>>, file: File): Promise<ImportacaoEnviada> {
  const [caminho, query] = aba.envio.split('?');
  const qs = new URLSearchParams(query ?? '');
  qs.set('arquivo', String(aba.arquivo));
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) qs.set(k, String(v));
  return enviarArquivo<ImportacaoEnviada>(`${caminho}${qs.size ? `?${qs.toString()}` : ''}`, file);
}
