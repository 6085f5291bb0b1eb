import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArmazenamentoS3 } from './s3.ts';
import { TamanhoExcedido } from './armazenamento.ts';
import { abrirArmazenamento, configDoAmbiente } from './config.ts';
import { gravarConteudo } from './envio.ts';
import { html, pdf, png } from '../testing/arquivos.ts';
import { conferirChaves } from '../testing/armazenamento.ts';
import { iniciarS3Local, type S3Local } from '../testing/s3-local.ts';

/** The S3 adapter against a real S3-compatible server (gofakes3, in memory) — the same contract as the disk's. */
let s3: S3Local;
let a: ArmazenamentoS3;
let cliente: S3Client;
const dados = mkdtempSync(join(tmpdir(), 'portal-s3-'));
const env = () => ({
  ARMAZENAMENTO: 's3',
  S3_BUCKET: 'portal-teste',
  S3_ENDPOINT: s3.endpoint,
  S3_PREFIXO: 'uploads/',
  AWS_ACCESS_KEY_ID: 'teste',
  AWS_SECRET_ACCESS_KEY: 'teste-segredo',
  DATA_DIR: dados,
});

beforeAll(async () => {
  s3 = await iniciarS3Local();
  const arm = await abrirArmazenamento(configDoAmbiente(env()));
  expect(arm).toBeInstanceOf(ArmazenamentoS3);
  a = arm as ArmazenamentoS3;
  cliente = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'teste', secretAccessKey: 'teste-segredo' },
  });
}, 30_000);
afterAll(async () => {
  a?.fechar();
  cliente?.destroy();
  await s3?.stop();
  rmSync(dados, { recursive: true, force: true });
});

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** Every key in the bucket. */
const noBucket = async () => ((await cliente.send(new ListObjectsV2Command({ Bucket: 'portal-teste' }))).Contents ?? []).map((o) => o.Key!).sort();
/** What is left in the staging folder (it must be empty after every put). */
const preparados = () => readdirSync(join(dados, 'arquivos-envio'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('ArmazenamentoS3', () => {
  it('stores under a random key in the prefix, with its hash and size, and gives the same bytes back', async () => {
    const conteudo = pdf();
    const g = await a.put(Readable.from([conteudo.subarray(0, 100), conteudo.subarray(100)]), { tamanhoMaximo: 10_000 });
    expect(g.chave).toMatch(/^[0-9a-f]{32}$/);
    expect([g.sha256, g.tamanho]).toEqual([sha256(conteudo), conteudo.length]);
    expect(await noBucket()).toContain(`uploads/${g.chave.slice(0, 2)}/${g.chave}`);
    expect(Buffer.concat(await (await a.get(g.chave)).toArray()).equals(conteudo)).toBe(true);
    expect(await a.exists(g.chave)).toBe(true);
    expect(preparados()).toEqual([]);
  });

  it('over the limit or a failing source: nothing reaches the bucket, nothing stays staged', async () => {
    const antes = await noBucket();
    let i = 0;
    const grande = new Readable({
      read() {
        this.push(i++ < 100 ? Buffer.alloc(1024, i) : null);
      },
    });
    await expect(a.put(grande, { tamanhoMaximo: 10 * 1024 })).rejects.toBeInstanceOf(TamanhoExcedido);
    expect(grande.destroyed).toBe(true);
    const falha = new Readable({
      read() {
        this.destroy(new Error('conexão perdida'));
      },
    });
    await expect(a.put(falha, { tamanhoMaximo: 1e6 })).rejects.toThrow('conexão perdida');
    expect(await noBucket()).toEqual(antes);
    expect(preparados()).toEqual([]);
  });

  it('get, delete and exists take only keys it could have made; missing objects are ObjetoInexistente', async () => {
    await conferirChaves(a);
  });

  it('behind gravarConteudo: the type is checked by content before anything reaches the bucket', async () => {
    const antes = await noBucket();
    await expect(gravarConteudo(a, Readable.from([html()]), { tipos: ['pdf', 'png'], tamanhoMaximo: 1e6 })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await noBucket()).toEqual(antes);
    const g = await gravarConteudo(a, Readable.from([png()]), { tipos: ['pdf', 'png'], tamanhoMaximo: 1e6 });
    expect(g.tipo).toBe('png');
    expect(await noBucket()).toHaveLength(antes.length + 1);
  });
});
