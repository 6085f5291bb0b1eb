/** What other contexts and the composition root may use of swaps. */
export { SWAP_STREAM_TYPE, swapAggregate, swapStream } from './aggregate.ts';
export { trocaVisivel } from './commands.ts';
