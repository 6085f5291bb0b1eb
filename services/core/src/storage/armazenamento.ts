import type { Readable } from 'node:stream';

/** What `put` stored: its random key, the SHA-256 of its bytes (hex) and their count. */
export interface Gravado {
  chave: string;
  sha256: string;
  tamanho: number;
}

/**
 * Where uploaded files live (docs/architecture.md "Files"). Small on purpose, so that an object store fits behind it as well as a
 * folder: `ArmazenamentoEmDisco` (the default, under the data folder) ships; an S3-compatible bucket plugs in behind
 * the same four calls (docs/decisions.md "Files and uploads"). Keys are chosen by the storage, random, never the
 * user's file name; the database keeps only the metadata and the hash (`arquivos`).
 */
export interface Armazenamento {
  /**
   * Reads `conteudo` to its end into a new object, hashing and counting as it streams. The object becomes visible
   * (under its key) only once complete. Past `tamanhoMaximo` bytes it stops reading and rejects with
   * `TamanhoExcedido`; when `conteudo` fails (a refused type, a broken upload) it rejects with that error. Either way
   * nothing is kept.
   */
  put(conteudo: AsyncIterable<Uint8Array>, opcoes: { tamanhoMaximo: number }): Promise<Gravado>;
  /** The object's bytes; `ObjetoInexistente` when there is none under the key. */
  get(chave: string): Promise<Readable>;
  /** Removes the object; removing what is not there is not an error. */
  delete(chave: string): Promise<void>;
  exists?(chave: string): Promise<boolean>;
}

/** More bytes than `tamanhoMaximo` were sent: nothing was stored. */
export class TamanhoExcedido extends Error {
  constructor(readonly tamanhoMaximo: number) {
    super(`o conteúdo passa de ${tamanhoMaximo} bytes`);
    this.name = 'TamanhoExcedido';
  }
}

/** No object under the key (or a key this storage could never have made). */
export class ObjetoInexistente extends Error {
  constructor(readonly chave: string) {
    super('objeto inexistente no armazenamento');
    this.name = 'ObjetoInexistente';
  }
}
