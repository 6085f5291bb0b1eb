import { useMutation } from '@tanstack/react-query';
import type { NotaAtrelada } from '@portal/contracts/comissoes/schemas';
import type { EnvioArquivos } from '@portal/contracts/uploads/schemas';
import { msg } from '@portal/contracts/messages';
import { ApiError, call, enviarArquivo } from '../../../shared/api-client.ts';
import { useAtualizar } from './use-atualizar.ts';

/** POST notas/fiscais: attach the invoice to the selected commissions; the answer's warnings. */
export function useAtrelar() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call<NotaAtrelada>('POST', 'notas/fiscais', { body, silent: true }),
    onSettled: atualizar,
  });
}

/** POST genericos/enviar/geral?finalidade=nfe (multipart field `files`): the NF-e's PDF or XML; its address `arquivos/<id>`. */
export async function enviarNotaFiscal(file: File): Promise<string> {
  const { filesUploaded } = await enviarArquivo<EnvioArquivos>('genericos/enviar/geral', file, { query: { finalidade: 'nfe' } });
  if (!filesUploaded[0]) throw new ApiError(200, [msg.erroInterno]);
  return filesUploaded[0];
}
