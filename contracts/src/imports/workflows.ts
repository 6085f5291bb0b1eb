/** The import's Temporal workflow: one per uploaded file (`importacao-<id>`), task queue `portal`. */
export const IMPORTACAO_WORKFLOW = 'importacaoWorkflow';
export const importacaoWorkflowId = (importacaoId: number) => `importacao-${importacaoId}`;
/** The sweep that starts imports recorded while Temporal was away. */
export const VARRER_IMPORTACOES_WORKFLOW = 'varrerImportacoesWorkflow';
export const VARRER_IMPORTACOES_ID = 'varrer-importacoes';
export const VARRER_IMPORTACOES_AGORA = 'varrerImportacoesAgora';
