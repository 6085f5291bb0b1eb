import { join } from 'node:path';
import { expect } from 'vitest';
import { DEFINICOES_POR_ARQUIVO, processarImportacao } from '@portal/core/imports/index';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import type { TestApp } from './app.ts';
import { multipartArquivo } from './envios.ts';

/**
 * Imports a spreadsheet as /imports does: the multipart upload to the tab's route (`url`, with its query), then the
 * engine's processing in the test's process (the test app runs without Temporal). Answers the import's final status.
 */
export async function importarPlanilha(t: TestApp, token: string, url: string, nome: string, conteudo: Buffer): Promise<number> {
  const m = multipartArquivo(nome, conteudo);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    payload: m.payload,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
  });
  expect(r.statusCode, r.body).toBe(200);
  const armazenamento = await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos'));
  const deps = { db: t.tdb.db, armazenamento, definicoes: DEFINICOES_POR_ARQUIVO, now: () => t.clock.now };
  return processarImportacao(deps, (r.json() as { data: { id: number } }).data.id);
}
