import { TIPOS_ARQUIVO, type TipoArquivo } from '@portal/contracts/uploads/index';

const MAXIMO = 200;

/**
 * The name a user gave a file, made safe to keep and to offer back in a download: only the last path segment (no
 * folders, so `../../etc/passwd` is `passwd`), Unicode NFC, no control or bidirectional-override characters, none of
 * the characters Windows forbids in names, no leading dots or trailing dots and spaces, at most 200 characters
 * (keeping the extension). What is left empty becomes `arquivo`. Never used as a storage path: keys are random.
 */
export function nomeSeguro(nome: string | null | undefined): string {
  let s = (nome ?? '').normalize('NFC');
  s = s.split(/[/\\]/).pop() ?? '';
  s = s
    .replace(/[\t\r\n]/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    // from the run's first character only (lookbehind): `[.\s]+$` alone rescans a long run of dots from each of them
    .replace(/(?<![.\s])[.\s]+$/, '');
  if (s.length > MAXIMO) {
    const ponto = s.lastIndexOf('.');
    const ext = ponto > 0 && s.length - ponto <= 10 ? s.slice(ponto) : '';
    s =
      Array.from(s.slice(0, s.length - ext.length))
        .slice(0, MAXIMO - ext.length)
        .join('')
        .trimEnd() + ext;
  }
  return s || 'arquivo';
}

const EXTENSOES_CONHECIDAS = new Set(Object.values(TIPOS_ARQUIVO).flatMap((t) => t.extensoes as readonly string[]));

/**
 * The name a download offers: the stored name with the extension of the type its content really is — a PNG sent as
 * `foto.pdf` downloads as `foto.png`; a name with no (or an unknown) extension gets one appended.
 */
export function nomeParaDownload(nome: string, tipo: TipoArquivo | null): string {
  if (!tipo) return nome;
  const exts: readonly string[] = TIPOS_ARQUIVO[tipo].extensoes;
  const ponto = nome.lastIndexOf('.');
  const ext = ponto > 0 ? nome.slice(ponto + 1).toLowerCase() : '';
  if (exts.includes(ext)) return nome;
  const base = EXTENSOES_CONHECIDAS.has(ext) ? nome.slice(0, ponto) : nome;
  return `${base}.${exts[0]}`;
}

/** The type of a stored content type (`application/pdf` → `pdf`). */
export function tipoDoConteudo(tipoConteudo: string): TipoArquivo | null {
  const t = (Object.keys(TIPOS_ARQUIVO) as TipoArquivo[]).find((k) => TIPOS_ARQUIVO[k].tipoConteudo === tipoConteudo);
  return t ?? null;
}
