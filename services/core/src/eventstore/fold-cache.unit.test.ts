import { describe, expect, it } from 'vitest';
import type { Db } from '../kernel/db.ts';
import { VersionConflict } from '../kernel/errors.ts';
import { foldVencido } from './fold-cache.ts';

/** A handle that fails when asked anything: these answers need no read. */
const semBanco = new Proxy({}, { get: () => () => Promise.reject(new Error('no database here')) }) as unknown as Db;
const emMemoria = { posicao: '10', contexto: {}, versao: 3 };

describe('foldVencido: which errors of a command decided on a kept fold send it back to the row', () => {
  it('a version conflict: the kept fold may be behind the stream', async () => {
    expect(await foldVencido(semBanco, 'pedido-1', emMemoria, new VersionConflict('pedido-1'))).toBe(true);
  });
  it('anything but a domain error (a database failure, a bug) is the command’s own: thrown, not retried', async () => {
    expect(await foldVencido(semBanco, 'pedido-1', emMemoria, new Error('connection reset'))).toBe(false);
    expect(await foldVencido(semBanco, 'pedido-1', emMemoria, new TypeError('x is undefined'))).toBe(false);
  });
});
