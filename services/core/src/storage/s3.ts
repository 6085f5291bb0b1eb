import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ObjetoInexistente, type Armazenamento, type Gravado } from './armazenamento.ts';
import { ArmazenamentoEmDisco } from './em-disco.ts';

const CHAVE = /^[0-9a-f]{32}$/;

export interface ConfigS3 {
  /** e.g. https://s3.sa-east-1.amazonaws.com, or a MinIO / Ceph / R2 endpoint; absent = AWS's own for the region */
  endpoint?: string;
  regiao: string;
  bucket: string;
  /** keys live under this prefix (e.g. `arquivos/`) */
  prefixo: string;
  /** path-style addressing (bucket in the path), which most S3-compatible servers need */
  pathStyle: boolean;
  /** static credentials; absent = the SDK's default chain (environment, instance role) */
  credenciais?: { accessKeyId: string; secretAccessKey: string };
  /** where an upload is staged (hashed, counted, cut at the limit) before it is sent whole */
  pastaTemporaria: string;
}

const naoExiste = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404);

/**
 * An S3-compatible bucket behind the same four calls as the disk (docs/decisions.md "Files and uploads"). An upload is
 * staged on local disk first — the disk storage does the hashing, the counting and the cut at the limit, so a refused
 * upload never reaches the bucket — then sent whole with its length and SHA-256, and the staged copy removed. The object
 * becomes visible only once the PUT completes (S3 has no partial objects). Keys are random, like the disk's.
 */
export class ArmazenamentoS3 implements Armazenamento {
  private constructor(
    private readonly s3: S3Client,
    private readonly config: ConfigS3,
    private readonly area: ArmazenamentoEmDisco,
  ) {}

  static async abrir(config: ConfigS3): Promise<ArmazenamentoS3> {
    const s3 = new S3Client({
      region: config.regiao,
      endpoint: config.endpoint,
      forcePathStyle: config.pathStyle,
      credentials: config.credenciais,
      maxAttempts: 3,
    });
    return new ArmazenamentoS3(s3, config, await ArmazenamentoEmDisco.abrir(config.pastaTemporaria));
  }

  private objeto(chave: string): string {
    if (!CHAVE.test(chave)) throw new ObjetoInexistente(chave);
    return `${this.config.prefixo}${chave.slice(0, 2)}/${chave}`;
  }

  async put(conteudo: AsyncIterable<Uint8Array>, opcoes: { tamanhoMaximo: number }): Promise<Gravado> {
    const g = await this.area.put(conteudo, opcoes);
    try {
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objeto(g.chave),
          Body: await this.area.get(g.chave),
          ContentLength: g.tamanho,
          ContentType: 'application/octet-stream',
          ChecksumSHA256: Buffer.from(g.sha256, 'hex').toString('base64'),
        }),
      );
      return g;
    } finally {
      await this.area.delete(g.chave);
    }
  }

  async get(chave: string): Promise<Readable> {
    try {
      const r = await this.s3.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objeto(chave) }));
      if (!(r.Body instanceof Readable)) throw new Error('resposta do armazenamento S3 sem corpo legível');
      return r.Body;
    } catch (e) {
      if (naoExiste(e)) throw new ObjetoInexistente(chave);
      throw e;
    }
  }

  async delete(chave: string): Promise<void> {
    if (!CHAVE.test(chave)) return;
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objeto(chave) }));
  }

  async exists(chave: string): Promise<boolean> {
    if (!CHAVE.test(chave)) return false;
    try {
      await this.s3.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objeto(chave) }));
      return true;
    } catch (e) {
      if (naoExiste(e)) return false;
      throw e;
    }
  }

  fechar(): void {
    this.s3.destroy();
  }
}
