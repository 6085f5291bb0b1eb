import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Saved } from '@portal/contracts/http/schemas';
import type { PopupEnviado } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST popup, or PUT popup/{id}; both answer 201. */
export function useSalvarPopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['popup', 'salvar'],
    mutationFn: (b: PopupEnviado) => call<(typeof Saved)['static']['data']>(b.id ? 'PUT' : 'POST', b.id ? `popup/${b.id}` : 'popup', { body: b, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['popup'] }),
  });
}
