import { useQuery } from '@tanstack/react-query';
import type { Popup } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET popup/{id}: the pop-up form. */
export const usePopup = (id: number | null) =>
  useQuery({ queryKey: ['popup', 'um', id], queryFn: () => call<Popup>('GET', `popup/${id}`), enabled: id !== null });
