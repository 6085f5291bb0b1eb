import { arquivoMsg, rotulosDosTipos, TIPOS_ARQUIVO, type TipoArquivo } from '@portal/contracts/uploads/index';
import { DomainError, InvalidInput } from '../kernel/index.ts';
import { TamanhoExcedido, type Armazenamento, type Gravado } from './armazenamento.ts';
import { DetectorDeTipo } from './tipo-arquivo.ts';

/** 10 MiB: the default upload limit (`UPLOAD_MAX_MB`). */
export const TAMANHO_MAXIMO_PADRAO = 10 * 1024 * 1024;
/** Bytes in MB (MiB), as the limit's message says it. */
export const emMb = (bytes: number) => bytes / (1024 * 1024);

/** What `gravarConteudo` stored: the storage's answer and the type the content turned out to be. */
export interface ConteudoGravado extends Gravado {
  tipo: TipoArquivo;
  tipoConteudo: string;
}

/**
 * Streams an upload into the storage while telling its type by content; the content is refused — and nothing is kept —
 * when it is empty (400 'O arquivo está vazio.'), of a type not in `tipos` (400 'Tipo de arquivo não permitido. Envie
 * PDF, JPG ou PNG.') or longer than `tamanhoMaximo` (413 'O arquivo excede o tamanho máximo de 10 MB.'). The type
 * is decided when the last byte has been read, before the storage makes the object visible.
 */
export async function gravarConteudo(
  armazenamento: Armazenamento,
  conteudo: AsyncIterable<Uint8Array>,
  opcoes: { tipos: readonly TipoArquivo[]; tamanhoMaximo: number },
): Promise<ConteudoGravado> {
  const detector = new DetectorDeTipo();
  let tipo: TipoArquivo | null = null;
  async function* observado() {
    for await (const chunk of conteudo) {
      detector.update(chunk);
      yield chunk;
    }
    if (detector.tamanho === 0) throw new InvalidInput(arquivoMsg.arquivoVazio);
    tipo = detector.resultado();
    if (!tipo || !opcoes.tipos.includes(tipo)) throw new InvalidInput(arquivoMsg.tipoNaoPermitido(rotulosDosTipos(opcoes.tipos)));
  }
  try {
    const gravado = await armazenamento.put(observado(), { tamanhoMaximo: opcoes.tamanhoMaximo });
    const t = tipo as TipoArquivo | null;
    if (!t) {
      // a storage that stopped reading early cannot have a type: never keep what was not checked
      await armazenamento.delete(gravado.chave);
      throw new InvalidInput(arquivoMsg.tipoNaoPermitido(rotulosDosTipos(opcoes.tipos)));
    }
    return { ...gravado, tipo: t, tipoConteudo: TIPOS_ARQUIVO[t].tipoConteudo };
  } catch (e) {
    if (e instanceof TamanhoExcedido) throw new DomainError(413, [arquivoMsg.tamanhoExcedido(emMb(opcoes.tamanhoMaximo))]);
    throw e;
  }
}
