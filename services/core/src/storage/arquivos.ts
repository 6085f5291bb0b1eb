import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { idDoArquivo, type Finalidade } from '@portal/contracts/uploads/index';
import type { Actor, Db } from '../kernel/index.ts';

/** An uploaded file's metadata (table `arquivos`); its bytes are in the storage under `chave`. */
export interface Arquivo {
  id: string;
  chave: string;
  nome: string;
  tipoConteudo: string;
  tamanho: number;
  sha256: string;
  enviadoPorId: number;
  enviadoPorNome: string;
  espelhoAdminId: number | null;
  /** the uploader's dealer; null when importer staff uploaded it */
  concessionariaId: number | null;
  /** that dealer's group (read with the file, for users with group access) */
  concessionariaGrupoId: number | null;
  enviadoEm: Date;
  finalidade: Finalidade;
}

export type NovoArquivo = Omit<Arquivo, 'concessionariaGrupoId'>;

/** Records a stored file (the caller's transaction, when it has one). */
export async function registrarArquivo(db: Db, a: NovoArquivo): Promise<void> {
  await db
    .insertInto('arquivos')
    .values({
      id: a.id,
      chave: a.chave,
      nome_original: a.nome,
      tipo_conteudo: a.tipoConteudo,
      tamanho: a.tamanho,
      sha256: a.sha256,
      enviado_por_id: a.enviadoPorId,
      enviado_por_nome: a.enviadoPorNome,
      espelho_admin_id: a.espelhoAdminId,
      concessionaria_id: a.concessionariaId,
      enviado_em: a.enviadoEm,
      finalidade: a.finalidade,
    })
    .execute();
}

/** The file with this id (or address `arquivos/<id>`), whoever asks; null when there is none. Callers check `podeLerArquivo`. */
export async function lerArquivo(db: Db, idOuEndereco: string): Promise<Arquivo | null> {
  const id = idDoArquivo(idOuEndereco);
  if (!id) return null;
  const r = await db
    .selectFrom('arquivos as a')
    .leftJoin('concessionarias as c', 'c.id', 'a.concessionaria_id')
    .selectAll('a')
    .select('c.concessionaria_grupo_id')
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    chave: r.chave,
    nome: r.nome_original,
    tipoConteudo: r.tipo_conteudo,
    tamanho: Number(r.tamanho),
    sha256: r.sha256,
    enviadoPorId: r.enviado_por_id,
    enviadoPorNome: r.enviado_por_nome,
    espelhoAdminId: r.espelho_admin_id,
    concessionariaId: r.concessionaria_id,
    concessionariaGrupoId: r.concessionaria_grupo_id,
    enviadoEm: r.enviado_em,
    finalidade: r.finalidade as Finalidade,
  };
}

/**
 * Who reads a file by the file alone: importer staff (profile group Administrador) any file; a dealer-side user the
 * files its dealer uploaded — or, with group access (processosGrupo), those of its group's dealers. Montadora users
 * and other dealers read none.
 */
export function leituraPermitida(ator: Actor, arquivo: Pick<Arquivo, 'concessionariaId' | 'concessionariaGrupoId'>): boolean {
  if (ator.grupoPerfil === GRUPO_PERFIL.Administrador) return true;
  if (ator.grupoPerfil !== GRUPO_PERFIL.Dealer || arquivo.concessionariaId === null) return false;
  if (arquivo.concessionariaId === ator.concessionariaId) return true;
  return ator.processosGrupo && ator.concessionariaGrupoId !== null && arquivo.concessionariaGrupoId === ator.concessionariaGrupoId;
}

/**
 * Another reason a user may read a file: what a context that attaches files knows (an order's dealer reads the files
 * attached to that order, whoever uploaded them). Contexts add theirs to `acessosArquivo` in `../contexts.ts`.
 */
export type AcessoArquivo = (db: Db, ator: Actor, arquivo: Arquivo) => Promise<boolean>;

/**
 * The hook every download goes through: `leituraPermitida`, then each registered `AcessoArquivo`. A file the user may
 * not read answers 404, as if it did not exist.
 */
export async function podeLerArquivo(db: Db, ator: Actor, arquivo: Arquivo, outros: readonly AcessoArquivo[] = []): Promise<boolean> {
  if (leituraPermitida(ator, arquivo)) return true;
  for (const acesso of outros) if (await acesso(db, ator, arquivo)) return true;
  return false;
}

/**
 * For commands that reference an uploaded file (an order's `pedidoArquivos`, a KPI attachment, an invoice's NF-e):
 * the file, when the id (or address `arquivos/<id>`) names one that was uploaded by the actor's side — the actor's
 * dealer (or group, with group access) for a dealer-side user; any file for importer staff — and, when `finalidades`
 * is given, for one of them. Null otherwise (unknown, malformed, another dealer's, another use), so the command
 * refuses it as unknown.
 */
export async function arquivoDisponivel(db: Db, idOuEndereco: string, ator: Actor, finalidades?: readonly Finalidade[]): Promise<Arquivo | null> {
  const arquivo = await lerArquivo(db, idOuEndereco);
  if (!arquivo || !leituraPermitida(ator, arquivo)) return null;
  if (finalidades && !finalidades.includes(arquivo.finalidade)) return null;
  return arquivo;
}
