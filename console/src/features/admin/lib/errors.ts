import { ApiError } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import { msg } from '@portal/contracts/messages';

/** Save failures show the first server error (spec 000 §8). */
export function showFirstError(e: unknown) {
  toast.error(e instanceof ApiError ? (e.errors[0] ?? msg.erroInterno) : msg.erroInterno);
}
