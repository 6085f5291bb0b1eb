/** The sweep of uploads never attached (services/core/src/storage/varredura.ts): one workflow, task queue `portal`. */
export const VARRER_ARQUIVOS_WORKFLOW = 'varrerArquivosWorkflow';
export const VARRER_ARQUIVOS_ID = 'varrer-arquivos';
/** The signal that runs a pass at once (operators, tests). */
export const VARRER_ARQUIVOS_AGORA = 'varrerArquivosAgora';
