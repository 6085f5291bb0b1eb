/** Every workflow the worker runs (the worker bundles this file). */
export { enviarEmailWorkflow, varrerCaixaSaidaWorkflow } from './email/workflows.ts';
export { expirarTrocaWorkflow, varrerTrocasWorkflow, trocaAutomaticaWorkflow } from './swaps/workflows.ts';
export { boletoWorkflow, varrerBoletosWorkflow } from './boletos/workflows.ts';
export { orderCallWorkflow } from './order-call/workflows.ts';
export { importacaoWorkflow, varrerImportacoesWorkflow } from './imports/workflows.ts';
export { varrerArquivosWorkflow } from './uploads/workflows.ts';
export { prazoWorkflow, varrerPrazosWorkflow } from './prazos/workflows.ts';
