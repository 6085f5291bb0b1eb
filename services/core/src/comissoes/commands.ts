import { sql } from 'kysely';
import type { NotaFiscalEvent, NotaFiscalContext } from '@portal/contracts/comissoes/nota-machine';
import { conferirNotaFiscal, centavos, dataValidaNf, numeroValidoNf, valorValidoNf } from '@portal/contracts/comissoes/nota-machine';
import { regraDoLote } from '@portal/contracts/comissoes/lote';
import type { CamposNfe } from '@portal/contracts/comissoes/nfe-xml';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { STEP_NF, ehStepNf, type StepNf } from '@portal/contracts/comissoes/steps';
import { cleanCnpj } from '@portal/contracts/br/cnpj';
import { dataEmSaoPaulo, fimDeSemana } from '@portal/contracts/br/dates';
import { handleCommand } from '../eventstore/command-handler.ts';
import { slaEtapaNotaFiscal } from '../settings/index.ts';
import { prazoEmDiasUteis } from '../prazos/index.ts';
import {
  InvalidInput,
  NotFound,
  VersionConflict,
  actorOf,
  emTransacaoDoStream,
  escopoDoDealer,
  metaOf,
  type Actor,
  type Ctx,
  type Db,
} from '../kernel/index.ts';
import { anexarArquivo, arquivoDisponivel, type Armazenamento } from '../storage/index.ts';
import { NOTA_FISCAL_STREAM_TYPE, notaFiscalAggregate, notaFiscalStream } from './aggregate.ts';
import { lerNfeArmazenada } from './nfe-arquivo.ts';
import { condicaoComissao } from './queries.ts';

export interface NotaFiscalDeps {
  db: Db;
  now: () => Date;
  /** where uploaded files live: an NF-e XML is read from it; without it, the fields come from the request only */
  armazenamento?: Armazenamento | null;
}

/** POST notas/fiscais (spec §3 "Invoice create payload"; cnpjEmitente is the portal's addition: the issuer's CNPJ, optional). */
export interface AtrelarNotaFiscal {
  numeroNotaFiscal?: string | number | null;
  concessionariasId?: number | null;
  urlNotaFiscal?: string | null;
  valorComissao?: number | string | null;
  valorNotaFiscal?: number | string | null;
  dataEmissao?: string | null;
  cnpjEmitente?: string | null;
  pedidosId?: number[] | null;
  notaFiscalSteps?: unknown;
  steps?: unknown;
}

const brl = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The typed value: a number, or its text ('1234.5', '1234,50'); null when empty; 'invalido' when not numeric (spec §5). */
function lerValor(v: number | string | null | undefined): number | null | 'invalido' {
  if (vazio(v)) return null;
  const n = typeof v === 'number' ? v : /^-?\d+([.,]\d+)?$/.test(v!.trim()) ? Number(v!.trim().replace(',', '.')) : Number.NaN;
  return valorValidoNf(n) ? centavos(n) / 100 : 'invalido';
}

/** Where the typed fields disagree with the NF-e XML: the XML's figures are recorded and the attach answers these warnings. */
function divergenciasDoXml(numero: string, data: string | null, valor: number | null, cnpj: string, xml: CamposNfe): string[] {
  const avisos: string[] = [];
  if (numero !== '' && String(Number(numero)) !== String(Number(xml.numeroNotaFiscal)))
    avisos.push(nfMsg.xmlNaoConfere('O número da nota fiscal', numero, xml.numeroNotaFiscal));
  if (data !== null && data !== xml.dataEmissao) avisos.push(nfMsg.xmlNaoConfere('A data de emissão', data, xml.dataEmissao));
  if (valor !== null && centavos(valor) !== centavos(xml.valorNotaFiscal))
    avisos.push(nfMsg.xmlNaoConfere('O valor da nota fiscal', brl(valor), brl(xml.valorNotaFiscal)));
  if (cnpj !== '' && cleanCnpj(cnpj) !== cleanCnpj(xml.cnpjEmitente)) avisos.push(nfMsg.xmlNaoConfere('O CNPJ do emitente', cnpj, xml.cnpjEmitente));
  return avisos;
}

/**
 * POST notas/fiscais (Atrelar Nota Fiscal): one NF-e for the commissions of the selected orders of one dealer. Refused only
 * where the spec refuses (§5): no order, no file, a value that is not a number or is below -100, a number that is not numeric,
 * an issue date that is not a date or falls on a weekend. The file is an upload of the actor's side; when it is an NF-e XML its
 * number, issue date, total and issuer CNPJ are read from it and recorded. What disagrees — typed vs XML, the value vs the
 * commissions' sum, an issuer that is not the dealer's, an empty field — is accepted with warnings (`avisos`), answered and kept
 * in the event for the approvers. Orders whose current invoice is Reprovado are attached again: on that invoice's stream when
 * they are exactly its orders, on a new invoice otherwise. The orders are locked while deciding, so two attaches of the same
 * commission cannot both pass.
 */
export async function atrelarNotaFiscal(deps: NotaFiscalDeps, ator: Actor, input: AtrelarNotaFiscal, ctx: Ctx): Promise<{ id: number; avisos: string[] }> {
  const now = deps.now();
  const ids = [...new Set(input.pedidosId ?? [])];
  if (ids.length === 0) throw new InvalidInput(nfMsg.necessarioPedidos);
  const url = (input.urlNotaFiscal ?? '').trim();
  if (!url) throw new InvalidInput(nfMsg.necessarioAnexar);
  const numeroDigitado = vazio(input.numeroNotaFiscal) ? '' : String(input.numeroNotaFiscal).trim();
  if (!numeroValidoNf(numeroDigitado)) throw new InvalidInput(nfMsg.numeroInvalido);
  const dataDigitada = vazio(input.dataEmissao) ? null : input.dataEmissao!.trim().slice(0, 10);
  if (dataDigitada !== null && !dataValidaNf(dataDigitada)) throw new InvalidInput(nfMsg.dataEmissaoInvalida);
  if (dataDigitada !== null && fimDeSemana(dataDigitada)) throw new InvalidInput(nfMsg.dataEmissaoFimDeSemana);
  const valorDigitado = lerValor(input.valorNotaFiscal);
  if (valorDigitado === 'invalido') throw new InvalidInput(nfMsg.valorInvalido);
  const cnpjDigitado = (input.cnpjEmitente ?? '').trim();
  const arquivo = await arquivoDisponivel(deps.db, url, ator, ['nfe', 'geral']);
  if (!arquivo) throw new InvalidInput(nfMsg.arquivoInvalido);
  let doXml: CamposNfe | null = null;
  const avisosXml: string[] = [];
  if (arquivo.tipoConteudo === 'application/xml') {
    if (!deps.armazenamento) throw new InvalidInput(nfMsg.arquivoInvalido);
    const lido = await lerNfeArmazenada(deps.armazenamento, arquivo.chave);
    if (lido === null) throw new InvalidInput(nfMsg.xmlNaoNfe);
    if ('faltando' in lido) throw new InvalidInput(nfMsg.xmlSemCampo(lido.faltando));
    doXml = lido.campos;
    avisosXml.push(...divergenciasDoXml(numeroDigitado, dataDigitada, valorDigitado, cnpjDigitado, doXml));
  }
  const numero = doXml?.numeroNotaFiscal ?? numeroDigitado;
  if (!numeroValidoNf(numero)) throw new InvalidInput(nfMsg.numeroInvalido);
  const dataEmissao = doXml?.dataEmissao ?? dataDigitada;
  if (dataEmissao !== null && !dataValidaNf(dataEmissao)) throw new InvalidInput(nfMsg.dataEmissaoInvalida);
  if (dataEmissao !== null && fimDeSemana(dataEmissao)) throw new InvalidInput(nfMsg.dataEmissaoFimDeSemana);
  const valorNotaFiscal = doXml ? centavos(doXml.valorNotaFiscal) / 100 : valorDigitado;
  if (valorNotaFiscal !== null && !valorValidoNf(valorNotaFiscal)) throw new InvalidInput(nfMsg.valorInvalido);
  const cnpjEmitente = cleanCnpj(doXml?.cnpjEmitente ?? cnpjDigitado);

  return emTransacaoDoStream(deps.db, NOTA_FISCAL_STREAM_TYPE, async (trx) => {
    let q = trx
      .selectFrom('pedidos as p')
      .select(['p.id', 'p.codigo', 'p.concessionaria_id', 'p.concessionaria_grupo_id', 'p.valor_comissao', 'p.step'])
      .where('p.id', 'in', ids)
      .orderBy('p.id')
      .forUpdate();
    const escopo = escopoDoDealer(ator, 'p');
    if (escopo) q = q.where(escopo);
    const pedidos = await q.execute();
    if (pedidos.length !== ids.length) throw new NotFound(nfMsg.pedidoInexistente);
    for (const p of pedidos) if (!condicaoComissao(p.step, p.valor_comissao)) throw new InvalidInput(nfMsg.pedidoSemComissao(p.codigo));
    const dealer = pedidos[0]!.concessionaria_id;
    if (pedidos.some((p) => p.concessionaria_id !== dealer)) throw new InvalidInput(nfMsg.pedidosDeDealersDiferentes);
    if (input.concessionariasId && input.concessionariasId !== dealer) throw new InvalidInput(nfMsg.dealerNaoConfere);
    const atuais = (
      await sql<{ pedido_id: number; id: number | null; step: number | null; pedidos_id: number[] | null; versao: number | null }>`
        select p.id as pedido_id, nf.id, nf.step, nf.pedidos_id, nf.versao from unnest(${ids}::int[]) as p(id)
        left join lateral (select n.* from notas_fiscais n where n.pedidos_id @> array[p.id] order by n.id desc limit 1) nf on true`.execute(trx)
    ).rows;
    for (const a of atuais)
      if (a.id !== null && a.step !== STEP_NF.reprovado) throw new InvalidInput(nfMsg.pedidoJaAtrelado(pedidos.find((p) => p.id === a.pedido_id)!.codigo));
    const valorComissao = pedidos.reduce((s, p) => s + centavos(Number(p.valor_comissao)), 0) / 100;
    const cnpjs = (await trx.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', dealer).execute()).map((r) => r.cnpj);
    const avisos = [
      ...avisosXml,
      ...conferirNotaFiscal(
        { numeroNotaFiscal: numero, dataEmissao, valorNotaFiscal, valorComissao, cnpjEmitente: doXml?.cnpjEmitente ?? cnpjDigitado },
        cnpjs,
        dataEmSaoPaulo(now),
      ),
    ];
    // attached again: the orders are exactly those of one rejected invoice
    const primeira = atuais[0]!;
    const mesma =
      primeira.id !== null &&
      atuais.every((a) => a.id === primeira.id) &&
      [...primeira.pedidos_id!].sort((x, y) => x - y).join(',') === [...ids].sort((x, y) => x - y).join(',');
    const id = mesma ? primeira.id! : (await sql<{ id: number }>`select nextval('nota_fiscal_id_seq')::int as id`.execute(trx)).rows[0]!.id;
    const ev = {
      type: 'NotaFiscalAtrelada',
      actor: actorOf(ator),
      at: now.toISOString(),
      notaFiscalId: id,
      concessionariaId: dealer,
      concessionariaGrupoId: pedidos[0]!.concessionaria_grupo_id,
      pedidosId: [...ids].sort((x, y) => x - y),
      numeroNotaFiscal: numero,
      dataEmissao,
      valorNotaFiscal,
      valorComissao,
      cnpjEmitente,
      cnpjsDoDealer: cnpjs,
      urlNotaFiscal: `arquivos/${arquivo.id}`,
      lidoDoXml: doXml !== null,
      avisos,
      ...(await prazoDaEtapa(trx, STEP_NF.provisionamento, now)),
    } satisfies NotaFiscalEvent;
    // the file may have been swept since it was read (an upload left more than a day): refused as unknown
    if (!(await anexarArquivo(trx, arquivo.id, 'nota-fiscal'))) throw new InvalidInput(nfMsg.arquivoInvalido);
    await handleCommand(trx, notaFiscalAggregate, notaFiscalStream(id), ev as unknown as { type: string } & Record<string, unknown>, metaOf(ator, ctx, now), {
      expectedVersion: mesma ? primeira.versao! : 0,
    });
    return { id, avisos };
  });
}

/** PUT notas/fiscais/alterar/steps {ids, steps, comentario} */
export interface AlterarSteps {
  ids?: number[] | null;
  steps?: number | null;
  comentario?: string | null;
}

/** The approval steps the importer answers: each has conf17's deadline. */
const ETAPAS_NF_COM_PRAZO: ReadonlySet<StepNf> = new Set([STEP_NF.provisionamento, STEP_NF.aprovadoVendas, STEP_NF.aprovadoDiretoria]);

/**
 * A move into an approval step carries when it is due (conf17 São Paulo business days from now, the holiday table
 * skipped); other steps, or conf17 = 0, carry nothing.
 */
async function prazoDaEtapa(db: Db, step: StepNf, now: Date): Promise<{ prazoEtapaEm?: string }> {
  if (!ETAPAS_NF_COM_PRAZO.has(step)) return {};
  const prazoEtapaEm = await prazoEmDiasUteis(db, await slaEtapaNotaFiscal(db), now);
  return prazoEtapaEm ? { prazoEtapaEm } : {};
}

/**
 * PUT notas/fiscais/alterar/steps: the bulk advance (Aprovação de Vendas 1→2, Aprovação de Diretoria 2→3, Pagamento Realizado
 * 3→4) of invoices that share a step, or the rejection (→5, with the comment) of one invoice. All or nothing, in one transaction;
 * each invoice moves from the version the request read, so a concurrent change of any of them answers 409 and nothing moves.
 */
export async function alterarSteps(deps: NotaFiscalDeps, ator: Actor, input: AlterarSteps, ctx: Ctx): Promise<{ ids: number[]; step: StepNf }> {
  const now = deps.now();
  const ids = [...new Set(input.ids ?? [])];
  if (ids.length === 0) throw new InvalidInput(nfMsg.selecioneNotas);
  const destino = input.steps ?? null;
  if (destino === null || !ehStepNf(destino)) throw new InvalidInput(nfMsg.stepDestinoInvalido);
  return emTransacaoDoStream(deps.db, NOTA_FISCAL_STREAM_TYPE, async (trx) => {
    let q = trx.selectFrom('notas_fiscais as nf').select(['nf.id', 'nf.step', 'nf.versao']).where('nf.id', 'in', ids);
    const escopo = escopoDoDealer(ator, 'nf');
    if (escopo) q = q.where(escopo);
    const notas = await q.orderBy('nf.id').execute();
    if (notas.length !== ids.length) throw new NotFound(nfMsg.notaInexistente);
    const regra = regraDoLote(
      notas.map((n) => n.step as StepNf),
      destino,
    );
    if ('erro' in regra) {
      // the invoices already stand at (or past) the target: another user moved them since this user's list was read
      const jaMovidas =
        destino === STEP_NF.reprovado
          ? notas.every((n) => n.step === STEP_NF.reprovado)
          : notas.every((n) => n.step !== STEP_NF.reprovado && n.step >= destino);
      if (jaMovidas && regra.erro !== nfMsg.loteMisto) throw new VersionConflict(notaFiscalStream(notas[0]!.id));
      throw new InvalidInput(regra.erro);
    }
    const comentario = (input.comentario ?? '').trim();
    if (regra.evento === 'NotaFiscalReprovada' && !comentario) throw new InvalidInput(nfMsg.comentarioObrigatorio);
    if (comentario.length > 8000) throw new InvalidInput(nfMsg.comentarioLongo);
    const prazo = await prazoDaEtapa(trx, destino, now);
    for (const n of notas) {
      const ev = { type: regra.evento, actor: actorOf(ator), at: now.toISOString(), ...(comentario ? { comentario } : {}), ...prazo };
      await handleCommand(trx, notaFiscalAggregate, notaFiscalStream(n.id), ev, metaOf(ator, ctx, now), { expectedVersion: n.versao });
    }
    return { ids: notas.map((n) => n.id), step: destino };
  });
}

export type { NotaFiscalContext };
