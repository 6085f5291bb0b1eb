import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface DevEmail {
  id: string | number;
  de: string | null;
  para: string;
  assunto: string | null;
  texto: string | null;
  recebido_em: string;
}

export const devEmailsKey = ['dev', 'emails'] as const;

/** GET dev/emails: what the local SMTP catcher received (development only). */
export function useDevEmails() {
  return useQuery({ queryKey: devEmailsKey, queryFn: () => call<DevEmail[]>('GET', 'dev/emails', { publica: true, silent: true }), retry: false });
}
