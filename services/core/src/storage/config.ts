import { join } from 'node:path';
import type { Armazenamento } from './armazenamento.ts';
import { ArmazenamentoEmDisco } from './em-disco.ts';
import { TAMANHO_MAXIMO_PADRAO } from './envio.ts';
import { ArmazenamentoS3, type ConfigS3 } from './s3.ts';

/**
 * Where uploads go, from the environment:
 * - `ARMAZENAMENTO`: `disco` (default) or `s3`;
 * - `DATA_DIR`: the data folder (default `.data` in the working directory); with `disco` files go to `<DATA_DIR>/arquivos`,
 *   with `s3` uploads are staged in `<DATA_DIR>/arquivos-envio` before they are sent;
 * - with `s3`: `S3_BUCKET` (required), `S3_REGION` (default `us-east-1`), `S3_ENDPOINT` (an S3-compatible server; absent =
 *   AWS), `S3_PREFIXO` (default `arquivos/`), `S3_PATH_STYLE` (`true`/`false`; default true with an endpoint), and the
 *   credentials from `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` or the SDK's default chain (instance role);
 * - `UPLOAD_MAX_MB`: the largest upload in MB (MiB), 1 to 1024, default 10.
 */
export interface ConfigArmazenamento {
  pasta: string;
  tamanhoMaximo: number;
  s3?: ConfigS3;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function configS3(env: Record<string, string | undefined>, dados: string): ConfigS3 {
  const bucket = env.S3_BUCKET ?? '';
  if (!BUCKET.test(bucket)) throw new Error(`ARMAZENAMENTO=s3: informe S3_BUCKET (um nome de bucket válido; recebido "${bucket}").`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT=${endpoint}: informe uma URL http(s)://host[:porta].`);
  const pathStyle = env.S3_PATH_STYLE ? env.S3_PATH_STYLE === 'true' : endpoint !== undefined;
  const prefixo = env.S3_PREFIXO ?? 'arquivos/';
  if (prefixo !== '' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefixo)) throw new Error(`S3_PREFIXO=${prefixo}: use algo como "arquivos/".`);
  const { AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: segredo } = env;
  return {
    endpoint,
    regiao: env.S3_REGION || 'us-east-1',
    bucket,
    prefixo,
    pathStyle,
    credenciais: id && segredo ? { accessKeyId: id, secretAccessKey: segredo } : undefined,
    pastaTemporaria: join(dados, 'arquivos-envio'),
  };
}

export function configDoAmbiente(env: Record<string, string | undefined>, cwd = process.cwd()): ConfigArmazenamento {
  const tipo = env.ARMAZENAMENTO || 'disco';
  if (tipo !== 'disco' && tipo !== 's3') throw new Error(`ARMAZENAMENTO=${tipo}: use "disco" (padrão) ou "s3".`);
  const mb = env.UPLOAD_MAX_MB;
  let tamanhoMaximo = TAMANHO_MAXIMO_PADRAO;
  if (mb !== undefined && mb !== '') {
    const n = Number(mb);
    if (!Number.isInteger(n) || n < 1 || n > 1024) throw new Error(`UPLOAD_MAX_MB=${mb}: informe um número inteiro de 1 a 1024 (MB).`);
    tamanhoMaximo = n * 1024 * 1024;
  }
  const dados = env.DATA_DIR || join(cwd, '.data');
  return { pasta: join(dados, 'arquivos'), tamanhoMaximo, ...(tipo === 's3' ? { s3: configS3(env, dados) } : {}) };
}

/** The storage the configuration names, opened (its folder created). */
export async function abrirArmazenamento(config: ConfigArmazenamento): Promise<Armazenamento> {
  return config.s3 ? ArmazenamentoS3.abrir(config.s3) : ArmazenamentoEmDisco.abrir(config.pasta);
}
