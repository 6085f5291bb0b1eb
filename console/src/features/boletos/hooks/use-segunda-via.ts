import type { BoletoEmAberto, SegundaViaBody } from '@portal/contracts/boletos/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST boleto/segunda-via (public): the order's open boletos for the buyer's document and access code. */
const consultar = (corpo: SegundaViaBody) => call<BoletoEmAberto[]>('POST', 'boleto/segunda-via', { body: corpo, publica: true, silent: true });

/**
 * The second copy's lookup, called when the buyer submits; the page keeps the result and shows the failure. Not a mutation:
 * the console's busy overlay (shown while any mutation runs) is not the public page's.
 */
export const useSegundaVia = () => consultar;
