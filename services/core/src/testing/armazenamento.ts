import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import { ObjetoInexistente, type Armazenamento } from '../storage/armazenamento.ts';

/**
 * What every storage adapter must do with keys (the disk's and the S3 bucket's tests both run it): get, delete and
 * exists take only keys the storage could have made (a path is never a key), a missing object is ObjetoInexistente,
 * and deleting twice is not an error.
 */
export async function conferirChaves(a: Armazenamento): Promise<void> {
  await expect(a.get('0'.repeat(32))).rejects.toBeInstanceOf(ObjetoInexistente);
  await expect(a.get('../../../etc/passwd')).rejects.toBeInstanceOf(ObjetoInexistente);
  await expect(a.get('tmp')).rejects.toBeInstanceOf(ObjetoInexistente);
  expect(await a.exists!('../../etc/passwd')).toBe(false);
  await a.delete('../../etc/passwd');
  const g = await a.put(Readable.from([Buffer.from('a;b\n')]), { tamanhoMaximo: 100 });
  expect(await text(await a.get(g.chave))).toBe('a;b\n');
  await a.delete(g.chave);
  await a.delete(g.chave);
  expect(await a.exists!(g.chave)).toBe(false);
  await expect(a.get(g.chave)).rejects.toBeInstanceOf(ObjetoInexistente);
}
