/** What other contexts' contracts may use of swaps: the machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { SwapEventData, SwapContext } from './swap-machine.ts';
