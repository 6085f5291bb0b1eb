import { useMutation } from '@tanstack/react-query';
import type { AlterarStepsBody, StepsAlterados } from '@portal/contracts/comissoes/schemas';
import { call } from '../../../shared/api-client.ts';
import { useAtualizar } from './use-atualizar.ts';

/** PUT notas/fiscais/alterar/steps: advance invoices of one step, or reprove one (5, with a comment). */
export function useAlterarSteps() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (body: AlterarStepsBody) => call<StepsAlterados>('PUT', 'notas/fiscais/alterar/steps', { body, silent: true }),
    onSettled: atualizar,
  });
}
