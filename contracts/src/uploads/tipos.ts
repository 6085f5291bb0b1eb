import type { Funcao } from '../access/functions.ts';

/**
 * The kinds of file the portal accepts, recognised by their content (never by the name or the type the browser sends):
 * `services/core/src/storage/tipo-arquivo.ts` tells them apart.
 */
export const TIPOS_ARQUIVO = {
  pdf: { tipoConteudo: 'application/pdf', rotulo: 'PDF', extensoes: ['pdf'] },
  jpeg: { tipoConteudo: 'image/jpeg', rotulo: 'JPG', extensoes: ['jpg', 'jpeg'] },
  png: { tipoConteudo: 'image/png', rotulo: 'PNG', extensoes: ['png'] },
  xml: { tipoConteudo: 'application/xml', rotulo: 'XML', extensoes: ['xml'] },
  xlsx: { tipoConteudo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', rotulo: 'XLSX', extensoes: ['xlsx'] },
  csv: { tipoConteudo: 'text/csv', rotulo: 'CSV', extensoes: ['csv', 'txt'] },
} as const satisfies Record<string, { tipoConteudo: string; rotulo: string; extensoes: readonly string[] }>;
export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

/**
 * What an upload is for (`POST genericos/enviar/geral?finalidade=`): it chooses the types accepted and the function
 * the user must be able to edit. `geral` (no finalidade, as the spec's screens send it) takes the order documents'
 * types and any of the four functions that attach files.
 */
export const FINALIDADES = {
  geral: { tipos: ['pdf', 'jpeg', 'png'], funcoes: ['vendaDireta', 'comissoes', 'kpi', 'importacoes'] },
  pedido: { tipos: ['pdf', 'jpeg', 'png'], funcoes: ['vendaDireta'] },
  nfe: { tipos: ['pdf', 'xml'], funcoes: ['comissoes'] },
  kpi: { tipos: ['pdf', 'jpeg', 'png'], funcoes: ['kpi'] },
  importacao: { tipos: ['xlsx', 'csv'], funcoes: ['importacoes'] },
} as const satisfies Record<string, { tipos: readonly TipoArquivo[]; funcoes: readonly Funcao[] }>;
export type Finalidade = keyof typeof FINALIDADES;
export const FINALIDADE_PADRAO: Finalidade = 'geral';
export const LISTA_FINALIDADES = Object.keys(FINALIDADES) as Finalidade[];

/** Every function that may upload for some finalidade (the route's declared permission: any of them, to edit). */
export const FUNCOES_ENVIO: readonly Funcao[] = [...new Set(Object.values(FINALIDADES).flatMap((f) => f.funcoes))];

/** A file's address as the upload answers it (`filesUploaded[0]`, an order's `urlArquivo`): `arquivos/<id>`. */
export const enderecoArquivo = (id: string) => `arquivos/${id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The id in an address (`arquivos/<id>`) or the id itself; null when it is neither. */
export function idDoArquivo(enderecoOuId: string): string | null {
  const s = enderecoOuId.trim().toLowerCase();
  const id = s.startsWith('arquivos/') ? s.slice('arquivos/'.length) : s;
  return UUID.test(id) ? id : null;
}

/** 'PDF, JPG ou PNG' */
export function rotulosDosTipos(tipos: readonly TipoArquivo[]): string {
  const r = tipos.map((t) => TIPOS_ARQUIVO[t].rotulo);
  return r.length <= 1 ? (r[0] ?? '') : `${r.slice(0, -1).join(', ')} ou ${r[r.length - 1]}`;
}
