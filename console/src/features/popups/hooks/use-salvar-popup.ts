import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface PopupBody {
  id?: number;
  titulo: string;
  texto: string;
  ordem: number | null;
  status: number;
  periodoDe: string | null;
  periodoAte: string | null;
  grupos: { grupoId: number }[];
}
/** POST popup, or PUT popup/{id}; both answer 201. */
export function useSalvarPopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['popup', 'salvar'],
    mutationFn: (b: PopupBody) => call<{ id: number; mensagem: string }>(b.id ? 'PUT' : 'POST', b.id ? `popup/${b.id}` : 'popup', { body: b, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['popup'] }),
  });
}
