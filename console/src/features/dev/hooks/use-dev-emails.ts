import { useQuery } from '@tanstack/react-query';
import type { DevEmail } from '@portal/contracts/dev/schemas';
import { call } from '../../../shared/api-client.ts';

export const devEmailsKey = ['dev', 'emails'] as const;

/** GET dev/emails: what the local SMTP catcher received (development only). */
export function useDevEmails() {
  return useQuery({ queryKey: devEmailsKey, queryFn: () => call<DevEmail[]>('GET', 'dev/emails', { publica: true, silent: true }), retry: false });
}
