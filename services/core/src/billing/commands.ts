import { sql } from 'kysely';
import { vmsg } from '@portal/contracts/vehicles/messages';
import type { CategoriaVenda } from '@portal/contracts/vehicles/status';
import type { VehicleEvent } from '@portal/contracts/vehicles/vehicle-machine';
import type { Funcao } from '@portal/contracts/access/functions';
import { InvalidInput, NotFound, actorOf, ehDealer, escopoDealers, type Actor, type Ctx, type Resultado } from '../kernel/index.ts';
import { emLoteDeVeiculos, alvos, bloqueioPorParados, prorrogacaoEfetiva, type VehicleDeps } from '../vehicles/index.ts';
import { regra14HorasLigada as regra14, slaLiberacaoFaturamento } from '../settings/index.ts';
import { prazoEmDiasUteis } from '../prazos/index.ts';
import { dataBR, fimDeSemana, dataEmSaoPaulo, horaEmSaoPaulo, ISO_DATA, proximoDiaDaSemana } from '@portal/contracts/br/dates';

/** conf13 of the settings store: the 14-hour rule, '14' on, '-1' off (DECISIONS.md "Settings"); set through POST configuracoes. */
export const regra14HorasLigada = (deps: VehicleDeps): Promise<boolean> => regra14(deps.db);

/** GET veiculos/faturamentos/datas: the picker's bounds over the chosen vehicles. */
/**
 * The first day a vehicle may be billed: today, or the next weekday on weekends or after 14 h with the 14-hour rule on,
 * never before its availability date (a weekend availability moves to the next weekday). The picker's first day and the
 * day 'Faturar assim que possível' bills on.
 */
export function primeiroDiaDeFaturamento(hoje: string, disponibilidade: string | null, somenteProximoDia: boolean): string {
  const dia = fimDeSemana(hoje) || somenteProximoDia ? proximoDiaDaSemana(hoje) : hoje;
  if (disponibilidade && disponibilidade > dia) return fimDeSemana(disponibilidade) ? proximoDiaDaSemana(disponibilidade) : disponibilidade;
  return dia;
}

export async function datasFaturamento(deps: VehicleDeps, ator: Actor, veiculoIds: number[]) {
  await alvos(deps.db, ator, veiculoIds, { incluirBolsao: true });
  const r = await deps.db
    .selectFrom('veiculos')
    .select([
      sql<string | null>`to_char(max(data_disponibilidade), 'YYYY-MM-DD')`.as('disp'),
      sql<string | null>`to_char(min(${prorrogacaoEfetiva('veiculos')}), 'YYYY-MM-DD')`.as('prorr'),
    ])
    .where('id', 'in', veiculoIds)
    .executeTakeFirstOrThrow();
  const now = deps.now();
  const hoje = dataEmSaoPaulo(now);
  const regra = await regra14HorasLigada(deps);
  const somenteProximoDia = regra && horaEmSaoPaulo(now) >= 14;
  return {
    dataMinima: primeiroDiaDeFaturamento(hoje, r.disp, somenteProximoDia),
    dataDisponibilidade: r.disp,
    dataProrrogacaoFaturamento: r.prorr,
    dataDisponibilidadeFormatada: dataBR(r.disp),
    dataProrrogacaoFaturamentoFormatada: dataBR(r.prorr),
    hoje,
    prorrogacaoVencida: r.prorr !== null && r.prorr < hoje,
    regra14Horas: regra,
    somenteProximoDia,
  };
}

export interface GerarInput {
  veiculoId: number[];
  tipoVendaId?: number | null;
  dealerSolicitante?: number | null;
  prioridade?: boolean | null;
  userSolicitadoAdminId?: number | null;
  tipoPagamentoId?: number | null;
  dataFaturamento?: string | null;
  faturarAssimQuePossivel?: boolean | null;
}

interface Validado {
  tipoVendaId: number;
  categoria: CategoriaVenda;
  tipoPagamentoId: number | null;
  dealer: { id: number; grupo: number };
  datas: Map<number, string | null>;
}

/** How a billing request runs: alone (the modal) or inside another command (a swap accepted with its billing request). */
export interface OpcoesSolicitacao {
  /** 'cada' (default): a refused vehicle answers status 0 and the others go on; 'todos': any refusal refuses the whole command */
  modo?: 'cada' | 'todos';
  /** the stalled-stock block does not apply (answering a received swap is not a new request: docs/decisions.md "The stalled-vehicle block") */
  semBloqueioParados?: boolean;
}

/** The billing-request modal's rules, in the modal's order; nothing is generated when any fails (400). */
export async function validarSolicitacao(deps: VehicleDeps, ator: Actor, input: GerarInput, opts: OpcoesSolicitacao = {}): Promise<Validado> {
  const ids = [...new Set(input.veiculoId ?? [])];
  if (ids.length === 0) throw new InvalidInput(vmsg.selecioneVeiculo);
  if (!input.dealerSolicitante) throw new InvalidInput(vmsg.escolhaDealer);
  if (!input.tipoVendaId) throw new InvalidInput(vmsg.escolhaTipoVenda);
  let dq = deps.db
    .selectFrom('concessionarias as c')
    .select(['c.id', 'c.concessionaria_grupo_id'])
    .where('c.id', '=', input.dealerSolicitante)
    .where('c.status', '=', 1);
  const escopo = escopoDealers(ator);
  if (escopo) dq = dq.where(escopo);
  const dealer = await dq.executeTakeFirst();
  if (!dealer) throw new InvalidInput(vmsg.dealerInvalido);
  const tipo = await deps.db.selectFrom('tipos_venda').selectAll().where('id', '=', input.tipoVendaId).executeTakeFirst();
  if (!tipo) throw new InvalidInput(vmsg.tipoVendaInvalido);
  const categoria = tipo.categoria as CategoriaVenda;
  let tipoPagamentoId: number | null = null;
  const datas = new Map<number, string | null>();
  const mapa = await alvos(deps.db, ator, ids, { incluirBolsao: true });
  // stalled stock blocks every other request (the pop-up's rule); billing the stalled vehicles themselves lifts it
  if (!opts.semBloqueioParados) await bloqueioPorParados(deps.db, ator, deps.now(), vmsg.bloqueioParadosFaturamento, [...mapa.keys()]);
  if (tipo.exige_pagamento) {
    if (!input.tipoPagamentoId) throw new InvalidInput(vmsg.escolhaTipoPagamento);
    const pag = await deps.db
      .selectFrom('tipos_pagamento')
      .select('id')
      .where('id', '=', input.tipoPagamentoId)
      .where('tipo_venda_id', '=', tipo.id)
      .executeTakeFirst();
    if (!pag) throw new InvalidInput(vmsg.tipoPagamentoInvalido);
    tipoPagamentoId = pag.id;
    const now = deps.now();
    const hoje = dataEmSaoPaulo(now);
    const bounds = await deps.db
      .selectFrom('veiculos')
      .select([
        'id',
        sql<string | null>`to_char(data_disponibilidade, 'YYYY-MM-DD')`.as('disp'),
        sql<string | null>`to_char(${prorrogacaoEfetiva('veiculos')}, 'YYYY-MM-DD')`.as('prorr'),
      ])
      .where('id', 'in', [...mapa.keys()])
      .execute();
    const porId = new Map(bounds.map((b) => [b.id, b]));
    const emOrdem = ids.map((id) => porId.get(id)!);
    if (input.faturarAssimQuePossivel) {
      // 'Faturar assim que possível': the first day the picker offers (the 14-hour rule and weekends apply); only today once the extension has passed
      const somenteProximoDia = (await regra14HorasLigada(deps)) && horaEmSaoPaulo(now) >= 14;
      for (const b of emOrdem) datas.set(b.id, b.prorr && b.prorr < hoje ? hoje : primeiroDiaDeFaturamento(hoje, b.disp, somenteProximoDia));
    } else {
      const data = input.dataFaturamento ?? '';
      if (!ISO_DATA.test(data) || Number.isNaN(Date.parse(`${data}T12:00:00Z`)) || fimDeSemana(data)) throw new InvalidInput(vmsg.dataInvalida);
      if (data < hoje) throw new InvalidInput(vmsg.dataMenorQueHoje);
      if ((await regra14HorasLigada(deps)) && horaEmSaoPaulo(now) >= 14 && data === hoje) throw new InvalidInput(vmsg.regra14Horas);
      for (const b of emOrdem) {
        if (b.prorr && b.prorr < hoje && data !== hoje) throw new InvalidInput(vmsg.prorrogacaoVencida(dataBR(b.prorr)!));
        if (b.prorr && b.prorr >= hoje && data > b.prorr) throw new InvalidInput(vmsg.dataMaiorQueProrrogacao(dataBR(b.prorr)!));
        if (b.disp && data < b.disp) throw new InvalidInput(vmsg.dataAntesDisponibilidade(dataBR(b.disp)!));
        datas.set(b.id, data);
      }
    }
  } else {
    for (const id of ids) datas.set(id, null);
  }
  return { tipoVendaId: tipo.id, categoria, tipoPagamentoId, dealer: { id: dealer.id, grupo: dealer.concessionaria_grupo_id }, datas };
}

/**
 * PUT veiculos/faturamentos/gerar: validation, then one request per vehicle. Per vehicle: status 1 (Estoque: requested;
 * other types: awaiting release, with the info 'Aguarde liberar...'), 2 (Venda Direta: reserved, go to the direct-sales request), 0 refused.
 * An administrator behind an impersonated session is recorded (userSolicitadoAdminId comes from the session, never from the body).
 */
export async function gerarSolicitacao(deps: VehicleDeps, ator: Actor, input: GerarInput, ctx: Ctx, opts: OpcoesSolicitacao = {}): Promise<Resultado[]> {
  const v = await validarSolicitacao(deps, ator, input, opts);
  // a request awaiting release is due in conf15 business days (none for stock and direct sale, which nobody releases)
  const venceEm =
    v.categoria === 'estoque' || v.categoria === 'vendaDireta' ? null : await prazoEmDiasUteis(deps.db, await slaLiberacaoFaturamento(deps.db), deps.now());
  const ids = [...v.datas.keys()];
  const { rows } = await sql<{ id: number }>`select nextval('faturamento_pedido_id_seq')::int as id from generate_series(1, ${ids.length})`.execute(deps.db);
  const pedidoIds = new Map(ids.map((id, i) => [id, rows[i]!.id]));
  const resultado = (categoria: CategoriaVenda): Omit<Resultado, 'id'> =>
    categoria === 'estoque'
      ? { status: 1, descricao: vmsg.faturamentoSolicitado }
      : categoria === 'vendaDireta'
        ? { status: 2, descricao: vmsg.reservaVendaDireta }
        : { status: 1, descricao: vmsg.aguardeLiberar };
  return emLoteDeVeiculos(
    deps,
    ator,
    ids,
    ctx,
    opts.modo ?? 'cada',
    () => ({ id: 0, ...resultado(v.categoria) }),
    (a, at) => ({
      type: 'FaturamentoSolicitado',
      actor: actorOf(ator),
      at,
      faturamentoPedidoId: pedidoIds.get(a.id)!,
      tipoVendaId: v.tipoVendaId,
      categoria: v.categoria,
      tipoPagamentoId: v.tipoPagamentoId,
      dataFaturamento: v.datas.get(a.id) ?? null,
      faturarAssimQuePossivel: input.faturarAssimQuePossivel === true,
      prioridade: input.prioridade === true,
      dealerSolicitanteId: v.dealer.id,
      dealerSolicitanteGrupoId: v.dealer.grupo,
      userSolicitadoAdminId: ator.espelhoAdminId,
      ...(venceEm ? { venceEm } : {}),
    }),
    { incluirBolsao: true },
  );
}

export interface LiberacaoResultado {
  id: number;
  permissao: 0 | 1;
  descricao: string;
}

/**
 * POST veiculos/faturamentos/liberar/status: Liberar (3) or Recusar (5) each request. The server decides the permission:
 * without edit access to 'liberarFaturamento' every item answers permissao 0 with the reason, and nothing changes.
 */
export async function liberarStatus(
  deps: VehicleDeps,
  ator: Actor & { funcoes: { nome: Funcao; u: boolean }[] },
  input: { faturamentoPedidoIds: number[]; status: number; motivo?: string | null },
  ctx: Ctx,
): Promise<LiberacaoResultado[]> {
  if (input.status !== 3 && input.status !== 5) throw new InvalidInput(vmsg.statusInvalido);
  const ids = [...new Set(input.faturamentoPedidoIds)];
  if (ids.length === 0) throw new InvalidInput(vmsg.selecioneVeiculo);
  const pedidos = await deps.db.selectFrom('solicitacoes_faturamento').select(['id', 'veiculo_id']).where('id', 'in', ids).execute();
  if (pedidos.length !== ids.length) throw new NotFound();
  const podeEditar = !ehDealer(ator) && ator.funcoes.some((f) => f.nome === 'liberarFaturamento' && f.u);
  if (!podeEditar) return ids.map((id) => ({ id, permissao: 0, descricao: vmsg.semPermissaoLiberar }));
  const porVeiculo = new Map(pedidos.map((p) => [p.veiculo_id, p.id]));
  const out = await emLoteDeVeiculos(
    deps,
    ator,
    [...porVeiculo.keys()],
    ctx,
    'cada',
    input.status === 3 ? vmsg.faturamentoLiberado : vmsg.faturamentoRecusado,
    (a, at) => {
      const pedidoId = porVeiculo.get(a.id)!;
      if (a.faturamento_pedido_id !== pedidoId) return { id: a.id, status: 0, descricao: vmsg.naoAguardaLiberacao };
      return {
        type: input.status === 3 ? 'FaturamentoLiberado' : 'FaturamentoRecusado',
        actor: actorOf(ator),
        at,
        faturamentoPedidoId: pedidoId,
        ...(input.motivo ? { motivo: input.motivo } : {}),
      } as VehicleEvent;
    },
  );
  return out.map((r) => ({ id: porVeiculo.get(r.id)!, permissao: 1, descricao: r.descricao }));
}
