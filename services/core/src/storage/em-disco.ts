import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { ObjetoInexistente, TamanhoExcedido, type Armazenamento, type Gravado } from './armazenamento.ts';

const CHAVE = /^[0-9a-f]{32}$/;
/** A temporary file older than this was left by a process that stopped mid-upload: the next start removes it. */
const TEMPORARIO_ABANDONADO_MS = 60 * 60 * 1000;

/**
 * Files in a folder (the default `Armazenamento`): `<raiz>/<2 hex>/<32 hex>`, the key 128 random bits. An upload is
 * written to `<raiz>/tmp/` and renamed into place only when complete and flushed to disk (same file system, so the
 * rename is atomic); over the limit, or when the upload fails, the temporary file is removed. Files are private to
 * the API's user (0600, folders 0700) and live outside any served folder.
 */
export class ArmazenamentoEmDisco implements Armazenamento {
  private constructor(readonly raiz: string) {}

  /** Opens (creating it) the folder; removes temporary files an earlier process abandoned. */
  static async abrir(raiz: string, agora: () => Date = () => new Date()): Promise<ArmazenamentoEmDisco> {
    const a = new ArmazenamentoEmDisco(resolve(raiz));
    await mkdir(a.temporarios, { recursive: true, mode: 0o700 });
    const limite = agora().getTime() - TEMPORARIO_ABANDONADO_MS;
    for (const nome of await readdir(a.temporarios)) {
      const p = join(a.temporarios, nome);
      const s = await stat(p).catch(() => null);
      if (s && s.mtimeMs < limite) await rm(p, { force: true });
    }
    return a;
  }

  private get temporarios() {
    return join(this.raiz, 'tmp');
  }

  private caminho(chave: string): string {
    if (!CHAVE.test(chave)) throw new ObjetoInexistente(chave);
    return join(this.raiz, chave.slice(0, 2), chave);
  }

  async put(conteudo: AsyncIterable<Uint8Array>, { tamanhoMaximo }: { tamanhoMaximo: number }): Promise<Gravado> {
    const chave = randomBytes(16).toString('hex');
    const temporario = join(this.temporarios, `${randomBytes(16).toString('hex')}.part`);
    const hash = createHash('sha256');
    let tamanho = 0;
    let fh: FileHandle | null = await open(temporario, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      // leaving the loop early (the limit, a write error) returns the iterator, which destroys a stream source
      for await (const chunk of conteudo) {
        tamanho += chunk.length;
        if (tamanho > tamanhoMaximo) throw new TamanhoExcedido(tamanhoMaximo);
        hash.update(chunk);
        await fh.write(chunk);
      }
      await fh.sync();
      await fh.close();
      fh = null;
      const final = this.caminho(chave);
      await mkdir(dirname(final), { recursive: true, mode: 0o700 });
      await rename(temporario, final);
      return { chave, sha256: hash.digest('hex'), tamanho };
    } catch (e) {
      await fh?.close().catch(() => {});
      await rm(temporario, { force: true });
      throw e;
    }
  }

  async get(chave: string): Promise<Readable> {
    try {
      const fh = await open(this.caminho(chave), 'r');
      return fh.createReadStream();
    } catch (e) {
      if ((e as { code?: string }).code === 'ENOENT') throw new ObjetoInexistente(chave);
      throw e;
    }
  }

  async delete(chave: string): Promise<void> {
    if (!CHAVE.test(chave)) return;
    await unlink(this.caminho(chave)).catch((e: { code?: string }) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  async exists(chave: string): Promise<boolean> {
    if (!CHAVE.test(chave)) return false;
    return (await stat(this.caminho(chave)).catch(() => null))?.isFile() ?? false;
  }
}
