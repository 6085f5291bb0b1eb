import { sql } from 'kysely';
import type { FiltrosVisao, OrdemVisao, VisaoContext, VisaoEvent } from '@portal/contracts/visoes/visao-machine';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { CHAVE_COLUNA, COLUNAS_VISAO_MAX } from '@portal/contracts/visoes/colunas';
import type { VisaoAlteracao, VisaoNova } from '@portal/contracts/visoes/schemas';
import { FILTROS_VISAO_MAX, NOME_VISAO_MAX } from '@portal/contracts/visoes/limites';
import { handleCommand } from '../eventstore/command-handler.ts';
import { InvalidInput, NotFound, actorOf, emTransacaoDoStream, metaOf, type Actor, type Ctx, type Db } from '../kernel/index.ts';
import { VISAO_STREAM_TYPE, contextoDaVisao, visaoAggregate, visaoStream } from './aggregate.ts';

export interface VisaoDeps {
  db: Db;
  now: () => Date;
}

type MachineEvent = { type: string } & Record<string, unknown>;
type SemAtor<E> = E extends unknown ? Omit<E, 'actor' | 'at'> : never;

/** The name as kept: trimmed, required, at most NOME_VISAO_MAX characters. */
function nomeValido(nome: string): string {
  const n = nome.trim().replace(/\s+/g, ' ');
  if (!n) throw new InvalidInput(visaoMsg.nomeObrigatorio);
  if (n.length > NOME_VISAO_MAX) throw new InvalidInput(visaoMsg.nomeLongo(NOME_VISAO_MAX));
  return n;
}

/** The filters as kept: a JSON object no larger than FILTROS_VISAO_MAX characters. */
function filtrosValidos(f: FiltrosVisao): FiltrosVisao {
  if (JSON.stringify(f).length > FILTROS_VISAO_MAX) throw new InvalidInput(visaoMsg.filtrosGrandes(FILTROS_VISAO_MAX));
  return f;
}

/** The columns as kept: null (all), or at least one and at most COLUNAS_VISAO_MAX keys, each a column key, none twice. */
function colunasValidas(c: string[] | null | undefined): string[] | null | undefined {
  if (c === undefined || c === null) return c;
  if (c.length === 0) throw new InvalidInput(visaoMsg.colunasVazias);
  if (c.length > COLUNAS_VISAO_MAX) throw new InvalidInput(visaoMsg.colunasDemais(COLUNAS_VISAO_MAX));
  const vistas = new Set<string>();
  for (const k of c) {
    if (!CHAVE_COLUNA.test(k)) throw new InvalidInput(visaoMsg.colunaInvalida(k.slice(0, 80)));
    if (vistas.has(k)) throw new InvalidInput(visaoMsg.colunaRepetida(k));
    vistas.add(k);
  }
  return c;
}

/** One writer per owner at a time: the name's uniqueness and the one default per list are checked then written. */
const travarDono = (trx: Db, donoId: number) => sql`select pg_advisory_xact_lock(hashtext('visoes'), ${donoId})`.execute(trx);

async function nomeLivre(trx: Db, donoId: number, lista: string, nome: string, outraQue: number | null) {
  let q = trx
    .selectFrom('visoes')
    .select('id')
    .where('dono_id', '=', donoId)
    .where('lista', '=', lista)
    .where(sql<string>`lower(nome)`, '=', nome.toLowerCase());
  if (outraQue) q = q.where('id', '<>', outraQue);
  if (await q.executeTakeFirst()) throw new InvalidInput(visaoMsg.nomeDuplicado(nome));
}

async function emitir(trx: Db, deps: VisaoDeps, ator: Actor, ctx: Ctx, id: number, ev: SemAtor<VisaoEvent>, novo = false) {
  const now = deps.now();
  const e = { ...ev, actor: actorOf(ator), at: now.toISOString() } as VisaoEvent;
  await handleCommand(trx, visaoAggregate, visaoStream(id), e as unknown as MachineEvent, metaOf(ator, ctx, now), novo ? { expectedVersion: 0 } : {});
}

/** The user's other default of the list stops being it. */
async function tirarPadrao(trx: Db, deps: VisaoDeps, ator: Actor, ctx: Ctx, lista: string, excetoId: number | null) {
  let q = trx.selectFrom('visoes').select('id').where('dono_id', '=', ator.userId).where('lista', '=', lista).where('padrao', '=', true);
  if (excetoId) q = q.where('id', '<>', excetoId);
  for (const r of await q.execute()) await emitir(trx, deps, ator, ctx, r.id, { type: 'VisaoDefinidaPadrao', padrao: false });
}

/** The user's own view (someone else's, shared or not, or none: 404), as its machine's context. */
async function propria(db: Db, ator: Actor, id: number): Promise<VisaoContext> {
  const r = await db.selectFrom('visoes').select(['contexto', 'dono_id']).where('id', '=', id).executeTakeFirst();
  if (!r || r.dono_id !== ator.userId) throw new NotFound(visaoMsg.visaoNaoEncontrada);
  return contextoDaVisao(r);
}

/** POST visoes: a new view of the user's (the user's default of the list when `padrao`). */
export async function salvarVisao(deps: VisaoDeps, ator: Actor, ctx: Ctx, corpo: VisaoNova): Promise<{ id: number }> {
  const nome = nomeValido(corpo.nome);
  const filtros = filtrosValidos(corpo.filtros);
  const colunas = colunasValidas(corpo.colunas) ?? null;
  const perfil = await deps.db.selectFrom('participantes').select('perfil_id').where('id', '=', ator.userId).executeTakeFirst();
  if (!perfil) throw new NotFound(visaoMsg.visaoNaoEncontrada);
  return emTransacaoDoStream(deps.db, VISAO_STREAM_TYPE, async (trx) => {
    await travarDono(trx, ator.userId);
    await nomeLivre(trx, ator.userId, corpo.lista, nome, null);
    const id = (await sql<{ id: number }>`select nextval('visao_id_seq')::int as id`.execute(trx)).rows[0]!.id;
    const padrao = corpo.padrao ?? false;
    if (padrao) await tirarPadrao(trx, deps, ator, ctx, corpo.lista, null);
    await emitir(
      trx,
      deps,
      ator,
      ctx,
      id,
      {
        type: 'VisaoSalva',
        visaoId: id,
        lista: corpo.lista,
        nome,
        donoId: ator.userId,
        perfilId: perfil.perfil_id,
        padrao,
        compartilhada: corpo.compartilhada ?? false,
        filtros,
        colunas,
        ordem: corpo.ordem ?? null,
        porPagina: corpo.porPagina ?? null,
      },
      true,
    );
    return { id };
  });
}

const mesmo = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** PUT visoes/{id}: renamed, changed (filters, columns, order, page size), shared or not: one event each that changed. */
export async function alterarVisao(deps: VisaoDeps, ator: Actor, ctx: Ctx, id: number, corpo: VisaoAlteracao): Promise<{ id: number }> {
  const nome = corpo.nome === undefined ? undefined : nomeValido(corpo.nome);
  if (corpo.filtros) filtrosValidos(corpo.filtros);
  colunasValidas(corpo.colunas);
  await emTransacaoDoStream(deps.db, visaoStream(id), async (trx) => {
    await travarDono(trx, ator.userId);
    const c = await propria(trx, ator, id);
    if (nome !== undefined && nome !== c.nome) {
      await nomeLivre(trx, ator.userId, c.lista!, nome, id);
      await emitir(trx, deps, ator, ctx, id, { type: 'VisaoRenomeada', nome });
    }
    const conteudo = {
      filtros: corpo.filtros ?? c.filtros,
      colunas: corpo.colunas === undefined ? c.colunas : corpo.colunas,
      ordem: corpo.ordem === undefined ? c.ordem : (corpo.ordem as OrdemVisao | null),
      porPagina: corpo.porPagina === undefined ? c.porPagina : corpo.porPagina,
    };
    const mudou =
      !mesmo(conteudo.filtros, c.filtros) || !mesmo(conteudo.colunas, c.colunas) || !mesmo(conteudo.ordem, c.ordem) || conteudo.porPagina !== c.porPagina;
    if (mudou) await emitir(trx, deps, ator, ctx, id, { type: 'VisaoAlterada', ...conteudo });
    if (corpo.compartilhada !== undefined && corpo.compartilhada !== c.compartilhada)
      await emitir(trx, deps, ator, ctx, id, { type: 'VisaoCompartilhada', compartilhada: corpo.compartilhada });
  });
  return { id };
}

/** PUT visoes/{id}/padrao: the user's default of its list (the other default stops being it), or not. */
export async function definirVisaoPadrao(deps: VisaoDeps, ator: Actor, ctx: Ctx, id: number, padrao: boolean): Promise<{ id: number }> {
  await emTransacaoDoStream(deps.db, visaoStream(id), async (trx) => {
    await travarDono(trx, ator.userId);
    const c = await propria(trx, ator, id);
    if (padrao) await tirarPadrao(trx, deps, ator, ctx, c.lista!, id);
    if (c.padrao !== padrao) await emitir(trx, deps, ator, ctx, id, { type: 'VisaoDefinidaPadrao', padrao });
  });
  return { id };
}

/** DELETE visoes/{id}: the user's own view. */
export async function excluirVisao(deps: VisaoDeps, ator: Actor, ctx: Ctx, id: number): Promise<void> {
  await emTransacaoDoStream(deps.db, visaoStream(id), async (trx) => {
    await travarDono(trx, ator.userId);
    await propria(trx, ator, id);
    await emitir(trx, deps, ator, ctx, id, { type: 'VisaoExcluida' });
  });
}
