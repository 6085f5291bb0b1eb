import { sql, type RawBuilder } from 'kysely';
import { kpiMsg, nomeMes } from '@portal/contracts/kpi/messages';
import { STATUS_KPI, type DadosVeiculoKpi, type VeiculoKpiContext } from '@portal/contracts/kpi/veiculo-machine';
import type { VeiculoKpi } from '@portal/contracts/kpi/schemas';
import { ANEXOS_VEICULO_KPI, anosPassados, depreciacao, problemasVeiculoKpi, tempoEstoque } from '@portal/contracts/kpi/veiculo-form';
import { handleCommand } from '../eventstore/command-handler.ts';
import { Forbidden, InvalidInput, NotFound, actorOf, ehDealer, escopoDoDealer, metaOf, type Actor, type Ctx, type Db } from '../kernel/index.ts';
import { anexarArquivo, arquivoDisponivel, lerArquivo } from '../storage/index.ts';
import { veiculoKpiAggregate, kpiVeiculoStream, contextoDoVeiculoKpi } from './aggregate.ts';
import { alcanca, dealerDoAtor, ehDealerProprio, exigirMesAberto, validarAnoMes, type KpiDeps } from './comum.ts';
import { politicasComMarca } from './referencias.ts';
import { comPrazo, condicaoPrazo, feriadosDaTabela } from '../prazos/index.ts';
import { registroDoMesKpi } from '@portal/contracts/prazos/workflows';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

type Ref = { id?: number | null; nome?: string | null } | null | undefined;

/** POST/PUT kpi/veiculos-jlr body (spec 002 §3 "KPI vehicle"); computed fields sent by the screen are recomputed here. */
export interface EntradaVeiculoKpi {
  id?: number | null;
  ano?: number | null;
  mes?: Ref;
  concessionaria?: Ref;
  marca?: Ref;
  chassi?: string | null;
  modeloResponse?: Ref;
  versao?: Ref;
  politica?: Ref;
  anoPolitica?: number | null;
  anoFabricacao?: number | null;
  anoModelo?: number | string | null;
  anosPassados?: number | null;
  kmVeiculo?: string | number | null;
  dataNF?: string | null;
  numeroNF?: string | number | null;
  cnpjNF?: string | null;
  observacao?: string | null;
  precoPublico?: number | null;
  custoAquisicao?: number | null;
  valorVenda?: number | null;
  depreciacao?: number | null;
  dataCompra?: string | null;
  dataVenda?: string | null;
  tempoEstoque?: number | null;
  approved?: boolean | null;
  tipoAquisicao?: Ref;
  casoTrocaModelo?: string | null;
  bonusApprovedID?: number | null;
  statusDescricao?: string | null;
  arquivoContratoGarantia?: string | null;
  arquivoPrintSistema?: string | null;
  arquivoNFVenda?: string | null;
  arquivoCheckList?: string | null;
  [fisico: string]: unknown;
}

const texto = (v: unknown) => (v === null || v === undefined ? null : String(v).trim() || null);
const dataOk = (d: string | null) => d === null || (/^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10) === d);
const diaDe = (v: string | null | undefined) => (v ? String(v).slice(0, 10) : null);

/** The entry checked against the form rules, its references resolved from the reference tables, the derived figures computed. */
async function montarDados(db: Db, ator: Actor, e: EntradaVeiculoKpi, now: Date): Promise<DadosVeiculoKpi> {
  const problemas = problemasVeiculoKpi({
    marcaId: e.marca?.id,
    chassi: e.chassi,
    tipoAquisicaoId: e.tipoAquisicao?.id,
    anoModelo: e.anoModelo,
    precoPublico: e.precoPublico,
    custoAquisicao: e.custoAquisicao,
    valorVenda: e.valorVenda,
    modeloId: e.modeloResponse?.id,
    versaoId: e.versao?.id,
    politicaId: e.politica?.id,
    anoPolitica: e.anoPolitica,
    numeroNF: texto(e.numeroNF),
    kmVeiculo: texto(e.kmVeiculo),
    approved: !!e.approved,
    arquivoContratoGarantia: e.arquivoContratoGarantia,
    arquivoPrintSistema: e.arquivoPrintSistema,
    arquivoNFVenda: e.arquivoNFVenda,
    arquivoCheckList: e.arquivoCheckList,
  });
  const dataCompra = diaDe(e.dataCompra);
  const dataVenda = diaDe(e.dataVenda);
  const dataNF = diaDe(e.dataNF);
  if (!dataOk(dataCompra)) problemas.push(kpiMsg.dataInvalida('Data da compra'));
  if (!dataOk(dataVenda)) problemas.push(kpiMsg.dataInvalida('Data da venda'));
  if (!dataOk(dataNF)) problemas.push(kpiMsg.dataInvalida('Data da NF'));
  if (dataCompra && dataVenda && dataOk(dataCompra) && dataOk(dataVenda) && dataVenda < dataCompra) problemas.push(kpiMsg.dataVendaAntesDaCompra);
  if (problemas.length) throw new InvalidInput(problemas);

  const ref = await politicasComMarca(db)
    .select([
      'p.id as politicaId',
      'p.nome as politicaNome',
      'p.ano_politica',
      'v.id as versaoId',
      'v.nome as versaoNome',
      'm.id as modeloId',
      'm.nome as modeloNome',
      'ma.id as marcaId',
      'ma.nome as marcaNome',
    ])
    .where('p.id', '=', e.politica!.id!)
    .executeTakeFirst();
  const marca = await db.selectFrom('kpi_marcas').select(['id', 'nome', 'jlr']).where('id', '=', e.marca!.id!).executeTakeFirst();
  if (!marca || !marca.jlr) throw new InvalidInput(kpiMsg.referenciaInexistente('Marca'));
  const tipo = await db.selectFrom('kpi_tipos_aquisicao').select(['id', 'nome']).where('id', '=', e.tipoAquisicao!.id!).executeTakeFirst();
  if (!tipo) throw new InvalidInput(kpiMsg.referenciaInexistente('Tipo de Aquisição'));
  if (!ref || ref.marcaId !== marca.id || ref.modeloId !== e.modeloResponse!.id || ref.versaoId !== e.versao!.id || ref.ano_politica !== e.anoPolitica)
    throw new InvalidInput(kpiMsg.politicaNaoConfere);

  const anexos: Partial<Record<(typeof ANEXOS_VEICULO_KPI)[number][0], string | null>> = {};
  for (const [campo] of ANEXOS_VEICULO_KPI) {
    const v = texto(e[campo]);
    if (v && !(await arquivoDisponivel(db, v, ator, ['kpi', 'geral']))) throw new InvalidInput(kpiMsg.anexoInvalido);
    anexos[campo] = v ? `arquivos/${(await lerArquivo(db, v))!.id}` : null;
  }
  const anoModelo = Number(e.anoModelo);
  const anos = anosPassados(Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now)), anoModelo);
  return {
    marcaId: marca.id,
    marcaNome: marca.nome,
    chassi: String(e.chassi).trim().toUpperCase(),
    modeloId: ref.modeloId,
    modeloNome: ref.modeloNome,
    versaoId: ref.versaoId,
    versaoNome: ref.versaoNome,
    politicaId: ref.politicaId,
    politicaNome: ref.politicaNome,
    anoPolitica: ref.ano_politica,
    anoFabricacao: e.anoFabricacao ?? null,
    anoModelo,
    anosPassados: anos,
    kmVeiculo: texto(e.kmVeiculo),
    dataNF,
    numeroNF: texto(e.numeroNF),
    cnpjNF: texto(e.cnpjNF),
    observacao: texto(e.observacao)?.slice(0, 2000) ?? null,
    precoPublico: e.precoPublico!,
    custoAquisicao: e.custoAquisicao!,
    valorVenda: e.valorVenda!,
    depreciacao: depreciacao(e.valorVenda!, e.precoPublico!, anos),
    dataCompra,
    dataVenda,
    tempoEstoque: tempoEstoque(dataCompra, dataVenda),
    approved: !!e.approved,
    tipoAquisicaoId: tipo.id,
    tipoAquisicaoNome: tipo.nome,
    casoTrocaModelo: texto(e.casoTrocaModelo),
    bonusApprovedID: e.bonusApprovedID ?? null,
    arquivoContratoGarantia: anexos.arquivoContratoGarantia ?? null,
    arquivoPrintSistema: anexos.arquivoPrintSistema ?? null,
    arquivoNFVenda: anexos.arquivoNFVenda ?? null,
    arquivoCheckList: anexos.arquivoCheckList ?? null,
  };
}

async function chassiLivre(db: Db, ano: number, mes: number, concessionariaId: number, chassi: string, exceto: number | null) {
  let q = db
    .selectFrom('kpi_veiculos')
    .select('id')
    .where('ano', '=', ano)
    .where('mes', '=', mes)
    .where('concessionaria_id', '=', concessionariaId)
    .where(sql`upper(chassi)`, '=', chassi.toUpperCase());
  if (exceto !== null) q = q.where('id', '<>', exceto);
  if (await q.executeTakeFirst()) throw new InvalidInput(kpiMsg.chassiDuplicado);
}

/** Marks the vehicle's attachments attached, with its event (one swept since it was read is refused as invalid). */
const anexar = (dados: DadosVeiculoKpi) => async (trx: Db) => {
  for (const [campo] of ANEXOS_VEICULO_KPI) {
    const url = dados[campo];
    if (url && !(await anexarArquivo(trx, url, 'kpi-veiculo'))) throw new InvalidInput(kpiMsg.anexoInvalido);
  }
};

/** POST kpi/veiculos-jlr: registers the vehicle on its own stream ('Em Auditoria'; Aprovados for the importer's own dealer). */
export async function cadastrarVeiculoKpi(deps: KpiDeps, ator: Actor, e: EntradaVeiculoKpi, ctx: Ctx): Promise<{ id: number; status: string }> {
  const now = deps.now();
  const { ano, mes } = validarAnoMes(e.ano, e.mes?.id);
  const dealer = await dealerDoAtor(deps.db, ator, e.concessionaria?.id);
  await exigirMesAberto(deps.db, ano, mes, now);
  const dados = await montarDados(deps.db, ator, e, now);
  await chassiLivre(deps.db, ano, mes, dealer.id, dados.chassi, null);
  const { id } = (await sql<{ id: number }>`select nextval('kpi_veiculo_id')::int as id`.execute(deps.db)).rows[0]!;
  const proprio = await ehDealerProprio(deps.db, dealer.id);
  const { after } = await handleCommand(
    deps.db,
    veiculoKpiAggregate,
    kpiVeiculoStream(id),
    {
      type: 'VeiculoKpiCadastrado',
      actor: actorOf(ator),
      at: now.toISOString(),
      veiculoId: id,
      ano,
      mes,
      concessionariaId: dealer.id,
      concessionariaGrupoId: dealer.grupoId,
      dealerProprio: proprio,
      dados,
    },
    metaOf(ator, ctx, now),
    { expectedVersion: 0, alsoInTransaction: anexar(dados) },
  );
  return { id, status: (after.context as VeiculoKpiContext).status };
}

/** The vehicle's row when the actor reaches it; 404 otherwise (another dealer's vehicle does not exist for a dealer). */
export async function veiculoKpiVisivel(db: Db, ator: Actor, id: number) {
  let q = db.selectFrom('kpi_veiculos').select(['id', 'ano', 'mes', 'concessionaria_id', 'concessionaria_grupo_id', 'versao', 'contexto']).where('id', '=', id);
  const escopo = escopoDoDealer(ator);
  if (escopo) q = q.where(escopo);
  const r = await q.executeTakeFirst();
  if (!r) throw new NotFound();
  return r;
}

/** PUT kpi/veiculos-jlr/{id}: the month stays; a dealer cannot change an Aprovados vehicle (the machine refuses). */
export async function alterarVeiculoKpi(deps: KpiDeps, ator: Actor, id: number, e: EntradaVeiculoKpi, ctx: Ctx): Promise<void> {
  const now = deps.now();
  const atual = await veiculoKpiVisivel(deps.db, ator, id);
  await exigirMesAberto(deps.db, atual.ano, atual.mes, now);
  if (e.mes?.id && (e.mes.id !== atual.mes || (e.ano && e.ano !== atual.ano))) throw new InvalidInput(kpiMsg.mesInvalido);
  if (e.concessionaria?.id && e.concessionaria.id !== atual.concessionaria_id) throw new InvalidInput(kpiMsg.dealerInexistente);
  const dados = await montarDados(deps.db, ator, e, now);
  await chassiLivre(deps.db, atual.ano, atual.mes, atual.concessionaria_id, dados.chassi, id);
  await handleCommand(
    deps.db,
    veiculoKpiAggregate,
    kpiVeiculoStream(id),
    { type: 'VeiculoKpiAlterado', actor: actorOf(ator), at: now.toISOString(), dados },
    metaOf(ator, ctx, now),
    {
      expectedVersion: atual.versao,
      alsoInTransaction: anexar(dados),
    },
  );
}

/** PUT kpi/veiculos-jlr/{id}/aprovar: the Administrador's audit approves the vehicle → Aprovados. */
export async function aprovarVeiculoKpi(deps: KpiDeps, ator: Actor, id: number, ctx: Ctx): Promise<void> {
  const now = deps.now();
  const atual = await veiculoKpiVisivel(deps.db, ator, id);
  if (ehDealer(ator)) throw new Forbidden(kpiMsg.soAdministradorAprova);
  await exigirMesAberto(deps.db, atual.ano, atual.mes, now);
  await handleCommand(
    deps.db,
    veiculoKpiAggregate,
    kpiVeiculoStream(id),
    { type: 'VeiculoKpiAprovado', actor: actorOf(ator), at: now.toISOString() },
    metaOf(ator, ctx, now),
    {
      expectedVersion: atual.versao,
    },
  );
}

/** DELETE kpi/veiculos-jlr/{id}: a dealer cannot delete an Aprovados vehicle (the machine refuses). */
export async function excluirVeiculoKpi(deps: KpiDeps, ator: Actor, id: number, ctx: Ctx): Promise<void> {
  const now = deps.now();
  const atual = await veiculoKpiVisivel(deps.db, ator, id);
  await exigirMesAberto(deps.db, atual.ano, atual.mes, now);
  await deps.db.transaction().execute(async (trx) => {
    await handleCommand(
      trx,
      veiculoKpiAggregate,
      kpiVeiculoStream(id),
      { type: 'VeiculoKpiExcluido', actor: actorOf(ator), at: now.toISOString() },
      metaOf(ator, ctx, now),
      {
        expectedVersion: atual.versao,
      },
    );
    await trx.deleteFrom('kpi_preparacoes').where('veiculo_id', '=', id).execute();
  });
}

export type { VeiculoKpi };

function paraTela(c: VeiculoKpiContext, dealerNome: string, nomes: Record<string, string> = {}): VeiculoKpi {
  const d = c.dados!;
  return {
    id: c.veiculoId!,
    ano: c.ano,
    mes: { id: c.mes, nome: nomeMes(c.mes) },
    concessionaria: { id: c.concessionariaId, nome: dealerNome },
    marca: { id: d.marcaId, nome: d.marcaNome },
    chassi: d.chassi,
    modeloResponse: { id: d.modeloId, nome: d.modeloNome },
    versao: { id: d.versaoId, nome: d.versaoNome },
    politica: { id: d.politicaId, nome: d.politicaNome },
    anoPolitica: d.anoPolitica,
    anoFabricacao: d.anoFabricacao,
    anoModelo: d.anoModelo,
    anosPassados: d.anosPassados,
    kmVeiculo: d.kmVeiculo,
    dataNF: d.dataNF,
    numeroNF: d.numeroNF,
    cnpjNF: d.cnpjNF,
    observacao: d.observacao,
    precoPublico: d.precoPublico,
    custoAquisicao: d.custoAquisicao,
    valorVenda: d.valorVenda,
    depreciacao: d.depreciacao,
    dataCompra: d.dataCompra,
    dataVenda: d.dataVenda,
    tempoEstoque: d.tempoEstoque,
    approved: d.approved,
    tipoAquisicao: { id: d.tipoAquisicaoId, nome: d.tipoAquisicaoNome },
    casoTrocaModelo: d.casoTrocaModelo,
    bonusApprovedID: d.bonusApprovedID,
    statusDescricao: c.status,
    arquivoContratoGarantia: d.arquivoContratoGarantia,
    arquivoPrintSistema: d.arquivoPrintSistema,
    arquivoNFVenda: d.arquivoNFVenda,
    arquivoCheckList: d.arquivoCheckList,
    arquivoContratoGarantiaFisico: (d.arquivoContratoGarantia && nomes[d.arquivoContratoGarantia]) || null,
    arquivoPrintSistemaFisico: (d.arquivoPrintSistema && nomes[d.arquivoPrintSistema]) || null,
    arquivoNFVendaFisico: (d.arquivoNFVenda && nomes[d.arquivoNFVenda]) || null,
    arquivoCheckListFisico: (d.arquivoCheckList && nomes[d.arquivoCheckList]) || null,
    cadastradoEm: c.cadastradoEm,
    atualizadoEm: c.atualizadoEm,
    historico: c.historico,
  };
}

/** GET kpi/veiculos-jlr/{id}. */
export async function obterVeiculoKpi(db: Db, ator: Actor, id: number): Promise<VeiculoKpi> {
  const r = await veiculoKpiVisivel(db, ator, id);
  const c = contextoDoVeiculoKpi(r);
  const dealer = await db.selectFrom('concessionarias').select('nome').where('id', '=', r.concessionaria_id).executeTakeFirst();
  const urls = [c.dados!.arquivoContratoGarantia, c.dados!.arquivoPrintSistema, c.dados!.arquivoNFVenda, c.dados!.arquivoCheckList].filter(
    (u): u is string => !!u,
  );
  const nomes: Record<string, string> = {};
  for (const u of urls) {
    const a = await lerArquivo(db, u);
    if (a) nomes[u] = a.nome;
  }
  return paraTela(c, dealer?.nome ?? '', nomes);
}

/**
 * GET kpi/veiculos-jlr: the month's vehicles of a dealer; the Chassi filter is the Administrador's. 'Prazo' (column and
 * filter): the month's lock (`prazos` row `kpi-<ano>-<mes>`) for the vehicles still in audit, the ones the lock leaves
 * unapproved; an approved vehicle's wait is over (null), as is every vehicle's of a month with no deadline.
 */
export async function listarVeiculosKpi(
  db: Db,
  ator: Actor,
  now: Date,
  f: { ano: number; mesId: number; concessionariaId?: number; chassi?: string; prazo?: SituacaoPrazo | SituacaoPrazo[] | null },
): Promise<VeiculoKpi[]> {
  const { ano, mes } = validarAnoMes(f.ano, f.mesId);
  if (f.chassi && (ator.role !== 'Administrador' || ehDealer(ator))) throw new Forbidden(kpiMsg.chassiSoAdministrador);
  const dealer = await dealerDoAtor(db, ator, f.concessionariaId);
  let q = db
    .selectFrom('kpi_veiculos as v')
    .leftJoin('prazos as pz', (j) =>
      j.on('pz.tipo', '=', 'kpi').on('pz.registro_id', '=', registroDoMesKpi(ano, mes)).on('v.status', '=', STATUS_KPI.emAuditoria),
    )
    .select(['v.contexto', 'v.concessionaria_id', 'v.concessionaria_grupo_id', 'pz.vence_em as prazoVenceEm'])
    .where('v.ano', '=', ano)
    .where('v.mes', '=', mes)
    .where('v.concessionaria_id', '=', dealer.id);
  if (f.chassi) q = q.where('v.chassi', 'ilike', `%${f.chassi.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const porPrazo = condicaoPrazo(f.prazo, now);
  if (porPrazo) q = q.where(porPrazo as RawBuilder<boolean>);
  const rows = await q.orderBy('v.id', 'desc').execute();
  const feriados = rows.some((r) => r.prazoVenceEm !== null) ? await feriadosDaTabela(db) : new Set<string>();
  return rows
    .filter((r) => alcanca(ator, r.concessionaria_id, r.concessionaria_grupo_id))
    .map((r) => ({ ...paraTela(contextoDoVeiculoKpi(r), dealer.nome), prazo: comPrazo(r, now, feriados).prazo }));
}

/** Who may read a file attached to a KPI vehicle: whoever sees the vehicle (genericos/arquivos/{id}). */
export async function arquivoDeUmVeiculoKpiVisivel(db: Db, actor: Actor, arquivo: { id: string }): Promise<boolean> {
  const url = `arquivos/${arquivo.id}`;
  let q = db
    .selectFrom('kpi_veiculos')
    .select('id')
    .where((eb) =>
      eb.or(['arquivoContratoGarantia', 'arquivoPrintSistema', 'arquivoNFVenda', 'arquivoCheckList'].map((k) => eb(sql`contexto->'dados'->>${k}`, '=', url))),
    );
  const escopo = escopoDoDealer(actor);
  if (escopo) q = q.where(escopo);
  return (await q.executeTakeFirst()) !== undefined;
}

export { STATUS_KPI };
