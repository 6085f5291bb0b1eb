import { sql } from 'kysely';
import type { CaptacaoKpi, OutrosKpi, PreparacaoVeiculo, StandardKpi } from '@portal/contracts/kpi/schemas';
import { kpiMsg, nomeMes } from '@portal/contracts/kpi/messages';
import { percentualPreparacao, tempoEstoque } from '@portal/contracts/kpi/veiculo-form';
import { InvalidInput, NotFound, escopoDoDealer, type Actor, type Ctx, type Db } from '../kernel/index.ts';
import { audit } from '../admin/index.ts';
import type { Principal } from '../access/index.ts';
import { alcanca, dealerDoAtor, dia, exigirMesAberto, num, validarAnoMes, type KpiDeps } from './comum.ts';

/** The rows these calls answer (one definition in contracts, read by the console too). */
export type { CaptacaoKpi, OutrosKpi, PreparacaoVeiculo, StandardKpi };

/**
 * The programme's monthly tables (preparations, standards, captações, Outros): plain rows, each change written to
 * `auditoria` (before and after, who, correlation id) in the same transaction. docs/decisions.md "KPI Approved".
 */
type Filtro = { ano: number; mesId: number; concessionariaId?: number };
const auditCtx = (ator: Actor, ctx: Ctx) => ({ actor: ator as Principal, correlationId: ctx.correlationId });

type MesDoDealer = { ano: number; mes: number; dealer: { id: number } };
type ChaveDoMes<T extends string> = Record<`${T}ano` | `${T}mes` | `${T}concessionaria_id`, number>;

/** The key of a dealer-month's rows in the programme's tables, as a filter (`t`: the table's alias in the query). */
function doMes(m: MesDoDealer): ChaveDoMes<''>;
function doMes<T extends string>(m: MesDoDealer, t: T): ChaveDoMes<`${T}.`>;
function doMes(m: MesDoDealer, t?: string): Record<string, number> {
  const p = t ? `${t}.` : '';
  return { [`${p}ano`]: m.ano, [`${p}mes`]: m.mes, [`${p}concessionaria_id`]: m.dealer.id };
}

async function mesDoAtor(db: Db, ator: Actor, f: { ano?: number | null; mes?: number | null; concessionariaId?: number | null }) {
  const { ano, mes } = validarAnoMes(f.ano, f.mes);
  const dealer = await dealerDoAtor(db, ator, f.concessionariaId);
  return { ano, mes, dealer };
}

// ---------------------------------------------------------------- preparations

/** GET kpi/preparacao-veiculos: one row per KPI vehicle of the month (id = the vehicle's), with its preparation figures. */
export async function listarPreparacoes(db: Db, ator: Actor, f: Filtro): Promise<PreparacaoVeiculo[]> {
  const { ano, mes, dealer } = await mesDoAtor(db, ator, { ano: f.ano, mes: f.mesId, concessionariaId: f.concessionariaId });
  const rows = await db
    .selectFrom('kpi_veiculos as v')
    .leftJoin('kpi_preparacoes as p', 'p.veiculo_id', 'v.id')
    .select(['v.id', 'v.chassi', 'v.valor_venda', 'p.custo_preparacao', 'p.tempo_preparacao', 'p.tempo_publicacao'])
    .where((eb) => eb.and(doMes({ ano, mes, dealer }, 'v')))
    .orderBy('v.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    chassi: r.chassi,
    custoPreparacaoDinheiro: num(r.custo_preparacao),
    tempoPreparacao: r.tempo_preparacao,
    tempoPublicacao: r.tempo_publicacao,
    valorVenda: Number(r.valor_venda),
    custoPreparacaoPorcentagem: percentualPreparacao(num(r.custo_preparacao), Number(r.valor_venda)),
  }));
}

export interface EntradaPreparacao {
  id: number;
  custoPreparacaoDinheiro?: number | null;
  tempoPreparacao?: number | string | null;
  tempoPublicacao?: number | string | null;
}

const dias = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(String(v), 10);
  if (!Number.isInteger(n) || n < 0 || n > 3650) throw new InvalidInput(kpiMsg.tempoInvalido);
  return n;
};

/** POST kpi/preparacao-veiculos: the preparation figures of vehicles of one dealer-month (days parsed to integers). */
export async function salvarPreparacoes(deps: KpiDeps, ator: Actor, itens: EntradaPreparacao[], ctx: Ctx): Promise<void> {
  if (!itens.length) return;
  const ids = [...new Set(itens.map((i) => i.id))];
  let q = deps.db.selectFrom('kpi_veiculos').select(['id', 'ano', 'mes', 'concessionaria_id']).where('id', 'in', ids);
  const escopo = escopoDoDealer(ator);
  if (escopo) q = q.where(escopo);
  const veiculos = await q.execute();
  if (veiculos.length !== ids.length) throw new NotFound();
  const meses = new Set(veiculos.map((v) => `${v.ano}-${v.mes}-${v.concessionaria_id}`));
  if (meses.size > 1) throw new InvalidInput(kpiMsg.preparacaoDeOutroMes);
  await exigirMesAberto(deps.db, veiculos[0]!.ano, veiculos[0]!.mes, deps.now());
  const linhas = itens.map((i) => {
    const custo = i.custoPreparacaoDinheiro ?? null;
    if (custo !== null && (!Number.isFinite(custo) || custo < 0 || custo > 99_999_999.99)) throw new InvalidInput(kpiMsg.valorInvalido('Custo de preparação'));
    return { veiculo_id: i.id, custo_preparacao: custo, tempo_preparacao: dias(i.tempoPreparacao), tempo_publicacao: dias(i.tempoPublicacao) };
  });
  await deps.db.transaction().execute(async (trx) => {
    for (const l of linhas) {
      const antes = await trx.selectFrom('kpi_preparacoes').selectAll().where('veiculo_id', '=', l.veiculo_id).forUpdate().executeTakeFirst();
      await trx
        .insertInto('kpi_preparacoes')
        .values({ ...l, atualizado_em: deps.now() })
        .onConflict((oc) => oc.column('veiculo_id').doUpdateSet({ ...l, atualizado_em: deps.now() }))
        .execute();
      await audit(trx, auditCtx(ator, ctx), {
        tabela: 'kpi_preparacoes',
        registroId: l.veiculo_id,
        acao: antes ? 'alterar' : 'criar',
        antes: antes ?? null,
        depois: l,
      });
    }
  });
}

// ---------------------------------------------------------------- standards

/** GET kpi/standards: the programme's standards with the dealer-month's answers. */
export async function listarStandards(db: Db, ator: Actor, f: Filtro): Promise<StandardKpi[]> {
  const { ano, mes, dealer } = await mesDoAtor(db, ator, { ano: f.ano, mes: f.mesId, concessionariaId: f.concessionariaId });
  const rows = await db
    .selectFrom('kpi_standards_catalogo as c')
    .leftJoin('kpi_standards as s', (j) =>
      j.onRef('s.standard_id', '=', 'c.id').on('s.ano', '=', ano).on('s.mes', '=', mes).on('s.concessionaria_id', '=', dealer.id),
    )
    .select(['c.id', 'c.nome', 'c.ordem', 'c.peso', 's.cumpriu', 's.justificativa'])
    .orderBy('c.ordem')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    ordem: r.ordem,
    peso: Number(r.peso),
    cumpriu: r.cumpriu ?? null,
    justificativa: r.justificativa ?? null,
  }));
}

export interface EntradaStandards {
  ano: number;
  mes: { id: number };
  concessionaria?: { id: number } | null;
  itens: { id: number; cumpriu?: boolean | string | null; justificativa?: string | null }[];
}

/** POST kpi/standards: one standard's answer for a dealer-month ('null' for cumpriu is null). */
export async function salvarStandard(deps: KpiDeps, ator: Actor, e: EntradaStandards, ctx: Ctx): Promise<void> {
  const { ano, mes, dealer } = await mesDoAtor(deps.db, ator, { ano: e.ano, mes: e.mes?.id, concessionariaId: e.concessionaria?.id });
  if (e.itens.length !== 1) throw new InvalidInput(kpiMsg.umStandardPorVez);
  const item = e.itens[0]!;
  const existe = await deps.db.selectFrom('kpi_standards_catalogo').select('id').where('id', '=', item.id).executeTakeFirst();
  if (!existe) throw new NotFound(kpiMsg.standardInexistente);
  await exigirMesAberto(deps.db, ano, mes, deps.now());
  const cumpriu = item.cumpriu === true || item.cumpriu === 'true' ? true : item.cumpriu === false || item.cumpriu === 'false' ? false : null;
  const justificativa = item.justificativa?.trim() || null;
  if (justificativa && justificativa.length > 2000) throw new InvalidInput(kpiMsg.justificativaLonga);
  const chave = { ano, mes, concessionaria_id: dealer.id, standard_id: item.id };
  await deps.db.transaction().execute(async (trx) => {
    const antes = await trx
      .selectFrom('kpi_standards')
      .selectAll()
      .where((eb) => eb.and(doMes({ ano, mes, dealer })))
      .where('standard_id', '=', item.id)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('kpi_standards')
      .values({ ...chave, cumpriu, justificativa, atualizado_em: deps.now() })
      .onConflict((oc) => oc.columns(['ano', 'mes', 'concessionaria_id', 'standard_id']).doUpdateSet({ cumpriu, justificativa, atualizado_em: deps.now() }))
      .execute();
    await audit(trx, auditCtx(ator, ctx), {
      tabela: 'kpi_standards',
      registroId: `${ano}-${mes}-${dealer.id}-${item.id}`,
      acao: antes ? 'alterar' : 'criar',
      antes: antes ?? null,
      depois: { ...chave, cumpriu, justificativa },
    });
  });
}

// ---------------------------------------------------------------- captações

const captacoes = (db: Db) =>
  db
    .selectFrom('kpi_captacoes as k')
    .innerJoin('kpi_marcas as m', 'm.id', 'k.marca_id')
    .innerJoin('kpi_tipos_aquisicao as t', 't.id', 'k.tipo_aquisicao_id')
    .innerJoin('concessionarias as c', 'c.id', 'k.concessionaria_id')
    .select([
      'k.id',
      'k.ano',
      'k.mes',
      'k.concessionaria_id',
      'c.nome as concessionaria_nome',
      'c.concessionaria_grupo_id',
      'k.marca_id',
      'm.nome as marca_nome',
      'k.chassi',
      'k.modelo',
      'k.custo_aquisicao',
      dia('k.data_compra').as('data_compra'),
      'k.tipo_aquisicao_id',
      't.nome as tipo_nome',
      'k.caso_troca_modelo',
      'k.tempo_estoque',
      dia('k.data_venda').as('data_venda'),
    ]);

type LinhaCaptacao = Awaited<ReturnType<ReturnType<typeof captacoes>['execute']>>[number];
const paraCaptacao = (r: LinhaCaptacao): CaptacaoKpi => ({
  id: r.id,
  ano: r.ano,
  mes: { id: r.mes, nome: nomeMes(r.mes) },
  concessionaria: { id: r.concessionaria_id, nome: r.concessionaria_nome },
  marca: { id: r.marca_id, nome: r.marca_nome },
  chassi: r.chassi,
  modelo: r.modelo,
  custoAquisicao: Number(r.custo_aquisicao),
  dataCompra: r.data_compra,
  tipoAquisicao: { id: r.tipo_aquisicao_id, nome: r.tipo_nome },
  casoTrocaModelo: r.caso_troca_modelo,
  tempoEstoque: r.tempo_estoque,
  dataVenda: r.data_venda,
});

/** GET kpi/captacao: the dealer-month's captações. */
export async function listarCaptacoes(db: Db, ator: Actor, f: Filtro): Promise<CaptacaoKpi[]> {
  const { ano, mes, dealer } = await mesDoAtor(db, ator, { ano: f.ano, mes: f.mesId, concessionariaId: f.concessionariaId });
  const rows = await captacoes(db)
    .where((eb) => eb.and(doMes({ ano, mes, dealer }, 'k')))
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map(paraCaptacao);
}

async function captacaoVisivel(db: Db, ator: Actor, id: number) {
  const r = await captacoes(db).where('k.id', '=', id).executeTakeFirst();
  if (!r || !alcanca(ator, r.concessionaria_id, r.concessionaria_grupo_id)) throw new NotFound();
  return r;
}

/** GET kpi/captacao/{id}. */
export const obterCaptacao = async (db: Db, ator: Actor, id: number) => paraCaptacao(await captacaoVisivel(db, ator, id));

export interface EntradaCaptacao {
  id?: number | null;
  ano?: number | null;
  mes?: { id?: number | null } | null;
  concessionaria?: { id?: number | null } | null;
  marca?: { id?: number | null } | null;
  chassi?: string | null;
  modelo?: string | null;
  custoAquisicao?: number | null;
  dataCompra?: string | null;
  tipoAquisicao?: { id?: number | null } | null;
  casoTrocaModelo?: string | null;
  tempoEstoque?: number | null;
  dataVenda?: string | null;
}

const dataOk = (d: string | null) => d === null || (/^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10) === d);

async function linhaCaptacao(db: Db, e: EntradaCaptacao) {
  const problemas: string[] = [];
  if (!e.marca?.id) problemas.push(kpiMsg.preencha('Marcas'));
  if (!e.tipoAquisicao?.id) problemas.push(kpiMsg.preencha('Tipo de aquisição'));
  const chassi = (e.chassi ?? '').trim().toUpperCase();
  if (!chassi) problemas.push(kpiMsg.preencha('Chassi'));
  else if (!/^[A-Z0-9]{1,17}$/.test(chassi)) problemas.push(kpiMsg.chassiInvalido);
  const custo = e.custoAquisicao;
  if (custo === null || custo === undefined) problemas.push(kpiMsg.preencha('Custo de aquisição do Veículo'));
  else if (!Number.isFinite(custo) || custo <= 0 || custo > 99_999_999.99) problemas.push(kpiMsg.valorInvalido('Custo de aquisição do Veículo'));
  const dataCompra = e.dataCompra ? e.dataCompra.slice(0, 10) : null;
  const dataVenda = e.dataVenda ? e.dataVenda.slice(0, 10) : null;
  if (!dataOk(dataCompra)) problemas.push(kpiMsg.dataInvalida('Data da compra'));
  if (!dataOk(dataVenda)) problemas.push(kpiMsg.dataInvalida('Data da venda'));
  if (problemas.length) throw new InvalidInput(problemas);
  const marca = await db.selectFrom('kpi_marcas').select('id').where('id', '=', e.marca!.id!).executeTakeFirst();
  if (!marca) throw new InvalidInput(kpiMsg.referenciaInexistente('Marca'));
  const tipo = await db.selectFrom('kpi_tipos_aquisicao').select('id').where('id', '=', e.tipoAquisicao!.id!).executeTakeFirst();
  if (!tipo) throw new InvalidInput(kpiMsg.referenciaInexistente('Tipo de aquisição'));
  return {
    marca_id: marca.id,
    chassi,
    modelo: e.modelo?.trim().slice(0, 200) || null,
    custo_aquisicao: custo!,
    data_compra: dataCompra,
    tipo_aquisicao_id: tipo.id,
    caso_troca_modelo: e.casoTrocaModelo?.trim().slice(0, 200) || null,
    tempo_estoque: tempoEstoque(dataCompra, dataVenda),
    data_venda: dataVenda,
  };
}

/** POST kpi/captacao: a new captação of a dealer-month. */
export async function criarCaptacao(deps: KpiDeps, ator: Actor, e: EntradaCaptacao, ctx: Ctx): Promise<{ id: number }> {
  const { ano, mes, dealer } = await mesDoAtor(deps.db, ator, { ano: e.ano, mes: e.mes?.id, concessionariaId: e.concessionaria?.id });
  await exigirMesAberto(deps.db, ano, mes, deps.now());
  const linha = await linhaCaptacao(deps.db, e);
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('kpi_captacoes')
      .values({ ano, mes, concessionaria_id: dealer.id, ...linha, atualizado_em: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, auditCtx(ator, ctx), {
      tabela: 'kpi_captacoes',
      registroId: id,
      acao: 'criar',
      antes: null,
      depois: { ano, mes, concessionaria_id: dealer.id, ...linha },
    });
    return { id };
  });
}

/** PUT kpi/captacao/{id}: the month and dealer stay. */
export async function alterarCaptacao(deps: KpiDeps, ator: Actor, id: number, e: EntradaCaptacao, ctx: Ctx): Promise<void> {
  const atual = await captacaoVisivel(deps.db, ator, id);
  await exigirMesAberto(deps.db, atual.ano, atual.mes, deps.now());
  const linha = await linhaCaptacao(deps.db, e);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('kpi_captacoes')
      .set({ ...linha, atualizado_em: deps.now() })
      .where('id', '=', id)
      .execute();
    await audit(trx, auditCtx(ator, ctx), { tabela: 'kpi_captacoes', registroId: id, acao: 'alterar', antes: atual, depois: linha });
  });
}

/** DELETE kpi/captacao/{id}. */
export async function excluirCaptacao(deps: KpiDeps, ator: Actor, id: number, ctx: Ctx): Promise<void> {
  const atual = await captacaoVisivel(deps.db, ator, id);
  await exigirMesAberto(deps.db, atual.ano, atual.mes, deps.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kpi_captacoes').where('id', '=', id).execute();
    await audit(trx, auditCtx(ator, ctx), { tabela: 'kpi_captacoes', registroId: id, acao: 'excluir', antes: atual, depois: null });
  });
}

// ---------------------------------------------------------------- Outros

/** GET kpi/outros: the editable figures as entered (zeros before any), and the read-only ones computed from the month's data. */
export async function obterOutros(db: Db, ator: Actor, f: Filtro): Promise<OutrosKpi> {
  const { ano, mes, dealer } = await mesDoAtor(db, ator, { ano: f.ano, mes: f.mesId, concessionariaId: f.concessionariaId });
  const o = await db
    .selectFrom('kpi_outros')
    .selectAll()
    .where((eb) => eb.and(doMes({ ano, mes, dealer })))
    .executeTakeFirst();
  const cap = await db
    .selectFrom('kpi_captacoes as k')
    .innerJoin('kpi_marcas as m', 'm.id', 'k.marca_id')
    .select([sql<number>`count(*) filter (where k.tipo_aquisicao_id = 1)::int`.as('troca'), sql<number>`count(*) filter (where m.jlr)::int`.as('jlr')])
    .where((eb) => eb.and(doMes({ ano, mes, dealer }, 'k')))
    .executeTakeFirstOrThrow();
  const vei = await db
    .selectFrom('kpi_veiculos as v')
    .leftJoin('kpi_preparacoes as p', 'p.veiculo_id', 'v.id')
    .select([
      sql<string>`coalesce(sum(v.valor_venda), 0)`.as('receita'),
      sql<string>`coalesce(sum((v.contexto->'dados'->>'custoAquisicao')::numeric + coalesce(p.custo_preparacao, 0)), 0)`.as('custo'),
    ])
    .where((eb) => eb.and(doMes({ ano, mes, dealer }, 'v')))
    .executeTakeFirstOrThrow();
  return {
    ano,
    mes: { id: mes, nome: nomeMes(mes) },
    concessionaria: { id: dealer.id, nome: dealer.nome },
    totalVendaVeiculosNovos: o?.total_venda_veiculos_novos ?? null,
    estoqueAte30Dias: o?.estoque_ate_30 ?? 0,
    estoque31a60Dias: o?.estoque_31_60 ?? 0,
    estoque61a90Dias: o?.estoque_61_90 ?? 0,
    estoqueAcima90Dias: o?.estoque_acima_90 ?? 0,
    mediaDiasCarrosEstoque: num(o?.media_dias_carros_estoque),
    totalSeminovosVendidosNaoJlr: o?.total_seminovos_vendidos_nao_jlr ?? 0,
    totalVeiculosAdquiridosViaTradeIn: cap.troca,
    totalSeminovosJlrAdquiridosParaRevenda: cap.jlr,
    receitaBrutaSeminovos: Number(vei.receita),
    custoTotalSeminovos: Number(vei.custo),
  };
}

export interface EntradaOutros {
  ano?: number | null;
  mes?: { id?: number | null } | null;
  concessionaria?: { id?: number | null } | null;
  totalVendaVeiculosNovos?: number | null;
  estoqueAte30Dias?: number | null;
  estoque31a60Dias?: number | null;
  estoque61a90Dias?: number | null;
  estoqueAcima90Dias?: number | null;
  mediaDiasCarrosEstoque?: number | null;
  totalSeminovosVendidosNaoJlr?: number | null;
  [somenteLeitura: string]: unknown;
}

const inteiro = (v: number | null | undefined, campo: string): number => {
  if (v === null || v === undefined) return 0;
  if (!Number.isInteger(v) || v < 0 || v > 1_000_000) throw new InvalidInput(kpiMsg.numeroInvalido(campo));
  return v;
};

/** POST kpi/outros: the editable figures of a dealer-month (the read-only ones are computed, never stored). */
export async function salvarOutros(deps: KpiDeps, ator: Actor, e: EntradaOutros, ctx: Ctx): Promise<void> {
  const { ano, mes, dealer } = await mesDoAtor(deps.db, ator, { ano: e.ano, mes: e.mes?.id, concessionariaId: e.concessionaria?.id });
  await exigirMesAberto(deps.db, ano, mes, deps.now());
  const media = e.mediaDiasCarrosEstoque ?? null;
  if (media !== null && (!Number.isFinite(media) || media < 0 || media > 100_000))
    throw new InvalidInput(kpiMsg.numeroInvalido('Média de dias dos carros em estoque'));
  const valores = {
    total_venda_veiculos_novos:
      e.totalVendaVeiculosNovos === null || e.totalVendaVeiculosNovos === undefined
        ? null
        : inteiro(e.totalVendaVeiculosNovos, 'Total de vendas de veículos novos'),
    estoque_ate_30: inteiro(e.estoqueAte30Dias, 'Estoque até 30 dias'),
    estoque_31_60: inteiro(e.estoque31a60Dias, 'Estoque de 31 a 60 dias'),
    estoque_61_90: inteiro(e.estoque61a90Dias, 'Estoque de 61 a 90 dias'),
    estoque_acima_90: inteiro(e.estoqueAcima90Dias, 'Estoque acima de 90 dias'),
    media_dias_carros_estoque: media === null ? null : Math.round(media * 10) / 10,
    total_seminovos_vendidos_nao_jlr: inteiro(e.totalSeminovosVendidosNaoJlr, 'Total de usados vendidos não JLR'),
  };
  await deps.db.transaction().execute(async (trx) => {
    const antes = await trx
      .selectFrom('kpi_outros')
      .selectAll()
      .where((eb) => eb.and(doMes({ ano, mes, dealer })))
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('kpi_outros')
      .values({ ano, mes, concessionaria_id: dealer.id, ...valores, atualizado_em: deps.now() })
      .onConflict((oc) => oc.columns(['ano', 'mes', 'concessionaria_id']).doUpdateSet({ ...valores, atualizado_em: deps.now() }))
      .execute();
    await audit(trx, auditCtx(ator, ctx), {
      tabela: 'kpi_outros',
      registroId: `${ano}-${mes}-${dealer.id}`,
      acao: antes ? 'alterar' : 'criar',
      antes: antes ?? null,
      depois: valores,
    });
  });
}
