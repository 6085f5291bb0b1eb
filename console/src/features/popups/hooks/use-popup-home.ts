import { useQuery } from '@tanstack/react-query';
import type { PopupHome } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET popup/home: the active pop-ups of the user's group for today, by display order. */
export const usePopupHome = (userId: number | null, enabled: boolean) =>
  useQuery({ queryKey: ['popup', 'home', userId], queryFn: () => call<PopupHome[]>('GET', 'popup/home'), enabled, staleTime: 0, refetchOnWindowFocus: false });
