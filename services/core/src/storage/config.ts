import { join } from 'node:path';
import type { Armazenamento } from './armazenamento.ts';
import { ArmazenamentoEmDisco } from './em-disco.ts';
import { TAMANHO_MAXIMO_PADRAO } from './envio.ts';

/**
 * Where uploads go, from the environment:
 * - `ARMAZENAMENTO`: `disco` (default) — the only adapter that ships; anything else refuses to start until its adapter exists;
 * - `DATA_DIR`: the data folder (default `.data` in the working directory); files go to `<DATA_DIR>/arquivos`;
 * - `UPLOAD_MAX_MB`: the largest upload in MB (MiB), 1 to 1024, default 10.
 */
export interface ConfigArmazenamento {
  pasta: string;
  tamanhoMaximo: number;
}

export function configDoAmbiente(env: Record<string, string | undefined>, cwd = process.cwd()): ConfigArmazenamento {
  const tipo = env.ARMAZENAMENTO ?? 'disco';
  if (tipo !== 'disco') throw new Error(`ARMAZENAMENTO=${tipo}: só o armazenamento em disco ("disco") acompanha o portal.`);
  const mb = env.UPLOAD_MAX_MB;
  let tamanhoMaximo = TAMANHO_MAXIMO_PADRAO;
  if (mb !== undefined && mb !== '') {
    const n = Number(mb);
    if (!Number.isInteger(n) || n < 1 || n > 1024) throw new Error(`UPLOAD_MAX_MB=${mb}: informe um número inteiro de 1 a 1024 (MB).`);
    tamanhoMaximo = n * 1024 * 1024;
  }
  return { pasta: join(env.DATA_DIR || join(cwd, '.data'), 'arquivos'), tamanhoMaximo };
}

/** The storage the configuration names, opened (its folder created). */
export async function abrirArmazenamento(config: ConfigArmazenamento): Promise<Armazenamento> {
  return ArmazenamentoEmDisco.abrir(config.pasta);
}
