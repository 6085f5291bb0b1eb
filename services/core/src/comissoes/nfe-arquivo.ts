import { setImmediate as proximaVolta } from 'node:timers/promises';
import { LeitorNfe, type LeituraNfe } from '@portal/contracts/comissoes/nfe-xml';
import type { Armazenamento } from '../storage/index.ts';

/** Text the parser takes between two turns of the event loop (a few milliseconds of work). */
const PEDACO = 64 * 1024;

/**
 * The NF-e fields of a stored XML, read as the file streams (`LeitorNfe`: linear, bounded, stops at the end of the first
 * infNFe or at its size limit, so a 10 MiB upload is never held whole). The parser runs on the API's thread: it gets
 * the text in pieces and yields to the event loop between them, so one hostile file cannot make other requests wait.
 */
export async function lerNfeArmazenada(arm: Armazenamento, chave: string): Promise<LeituraNfe> {
  const leitor = new LeitorNfe();
  const dec = new TextDecoder('utf-8');
  const origem = await arm.get(chave);
  try {
    for await (const c of origem) {
      const bytes = c as Uint8Array;
      for (let i = 0; i < bytes.length && !leitor.terminou; i += PEDACO) {
        leitor.escrever(dec.decode(bytes.subarray(i, i + PEDACO), { stream: true }));
        await proximaVolta();
      }
      if (leitor.terminou) break;
    }
    if (!leitor.terminou) leitor.escrever(dec.decode());
  } finally {
    origem.destroy();
  }
  return leitor.resultado();
}
