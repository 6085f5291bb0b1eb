import { msg } from '@portal/contracts/messages';
import { ApiError, enviarArquivo } from '../../../shared/api-client.ts';

/** POST genericos/enviar/newvehicle (multipart field `files`): a KPI vehicle attachment; its address `arquivos/<id>`. */
export async function enviarAnexoKpi(file: File): Promise<string> {
  const { filesUploaded } = await enviarArquivo<{ filesUploaded: string[] }>('genericos/enviar/newvehicle', file);
  if (!filesUploaded[0]) throw new ApiError(200, [msg.erroInterno]);
  return filesUploaded[0];
}
