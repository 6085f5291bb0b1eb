import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { vehicleMachine, vehicleStateRefusal, vehicleRuleGuards, vehicleGuardMessages, type VehicleEvent, type DadosSolicitacao } from './vehicle-machine.ts';
import type { Actor } from '../access/roles.ts';
import { vmsg } from './messages.ts';

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 20,
  nome: 'Diego',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: 1,
  concessionariaGrupoId: 10,
  processosGrupo: false,
  espelhoAdminId: null,
  ...over,
});
const admin = actor({ userId: 1, role: 'Administrador', grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
const faturamento = actor({ userId: 2, role: 'Faturamento', grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
const dono = actor();
const mesmoGrupoSemProcessos = actor({ userId: 21, concessionariaId: 2 });
const grupoComProcessos = actor({ userId: 22, concessionariaId: 3, processosGrupo: true });
const outroGrupo = actor({ userId: 30, concessionariaId: 9, concessionariaGrupoId: 90, processosGrupo: true });
const at = '2026-11-23T13:00:00.000Z';

const registro = (status: 0 | 4 | 120 | 121 | 122 = 0, by: Actor = admin): VehicleEvent => ({
  type: 'VeiculoRegistrado',
  actor: by,
  at,
  veiculoId: 5,
  pedido: 'P5',
  chassi: 'SALGA2BE5RA000005',
  marcaId: 2,
  modeloId: 5,
  derivativoId: 11,
  descricaoId: 1,
  descricao: 'RANGE ROVER P530',
  anoModeloId: 2,
  corInterna: 'Ebony',
  corExterna: 'Santorini Black',
  specs: [{ codigo: '011AA', descricao: 'Teto solar' }],
  tipoPedidoComum: 'Contrato Vista',
  tipoPedidoMarca: 'Stock',
  status,
  concessionariaId: status === 0 ? 1 : null,
  concessionariaGrupoId: status === 0 ? 10 : null,
  dataDisponibilidade: '2026-11-20',
  dataProrrogacaoFaturamento: '2026-12-20',
});
const solicitacao = (by: Actor, over: Partial<DadosSolicitacao> = {}): VehicleEvent => ({
  type: 'FaturamentoSolicitado',
  actor: by,
  at,
  faturamentoPedidoId: 77,
  tipoVendaId: 1,
  categoria: 'estoque',
  tipoPagamentoId: 1,
  dataFaturamento: '2026-11-24',
  faturarAssimQuePossivel: false,
  prioridade: false,
  dealerSolicitanteId: 1,
  dealerSolicitanteGrupoId: 10,
  userSolicitadoAdminId: null,
  ...over,
});
const ev = (type: string, by: Actor, extra: Record<string, unknown> = {}) => ({ type, actor: by, at, ...extra }) as VehicleEvent;

type Snap = SnapshotFrom<typeof vehicleMachine>;
function given(...events: VehicleEvent[]): Snap {
  let [s] = initialTransition(vehicleMachine);
  for (const e of events) {
    expect(s.can(e), `${e.type} em ${String(s.value)}`).toBe(true);
    [s] = transition(vehicleMachine, s, e);
  }
  return s;
}
const after = (s: Snap, e: VehicleEvent) => transition(vehicleMachine, s, e)[0];

describe('vehicle machine: registration', () => {
  it('registers into Cota, Indisponível or a pipeline, by importer staff only', () => {
    expect(given(registro(0)).value).toBe('cota');
    expect(given(registro(0)).context.status).toBe(0);
    expect(given(registro(4)).context.status).toBe(4);
    expect(given(registro(120)).value).toBe('pocket');
    expect(given(registro(121)).context.status).toBe(121);
    expect(given(registro(122)).value).toBe('pipelineFuturo');
    const [s0] = initialTransition(vehicleMachine);
    expect(s0.can(registro(0, dono))).toBe(false);
    expect(s0.can(registro(0, faturamento))).toBe(true);
    expect(given(registro(0)).can(registro(0))).toBe(false);
    expect(vehicleStateRefusal('cota', 'VeiculoRegistrado')).toBe(vmsg.veiculoJaCadastrado);
    expect(vehicleStateRefusal('inexistente', 'VeiculoAlocado')).toBe(vmsg.veiculoInexistente);
  });
  it('keeps the dealer as origin and its options', () => {
    const s = given(registro(0));
    expect(s.context.dealerOrigemId).toBe(1);
    expect(s.context.specs).toHaveLength(1);
    expect(s.context.dataEntradaEstoque).toBe('2026-11-23');
  });
});

describe('allocation (Nova Alocação)', () => {
  const aloca = (by: Actor) => ev('VeiculoAlocado', by, { concessionariaId: 4, concessionariaGrupoId: 40 });
  it('lets only the administrator allocate a Cota vehicle', () => {
    const s = given(registro(0));
    expect(s.can(aloca(admin))).toBe(true);
    for (const a of [faturamento, dono, grupoComProcessos, outroGrupo]) expect(s.can(aloca(a))).toBe(false);
    const t = after(s, aloca(admin));
    expect(t.context.concessionariaId).toBe(4);
    expect(t.context.dealerOrigemId).toBe(1);
    expect(t.context.status).toBe(0);
  });
  it('refuses every other status with the spec message', () => {
    for (const st of [4, 120, 121, 122] as const) expect(given(registro(st)).can(aloca(admin))).toBe(false);
    expect(vehicleStateRefusal('bolsao', 'VeiculoAlocado')).toBe(vmsg.statusDiferenteCota);
    expect(vehicleStateRefusal('faturado', 'VeiculoAlocado')).toBe(vmsg.statusDiferenteCota);
    expect(vehicleStateRefusal('troca', 'VeiculoAlocado')).toBe(vmsg.statusBloqueados);
  });
});

describe('block, release, cancel', () => {
  it('blocks (5) and releases back to the status before, administrators only', () => {
    const s = given(registro(121));
    expect(s.can(ev('PedidoBloqueado', dono))).toBe(false);
    expect(s.can(ev('PedidoBloqueado', faturamento))).toBe(false);
    const b = after(s, ev('PedidoBloqueado', admin, { motivo: 'Avaria' }));
    expect(b.context.status).toBe(5);
    expect(b.context.motivo).toBe('Avaria');
    expect(b.can(ev('PedidoLiberado', dono))).toBe(false);
    expect(after(b, ev('PedidoLiberado', admin)).context.status).toBe(121);
  });
  it('cancels (9) and a cancelled order can be released back', () => {
    const c = given(registro(0), ev('PedidoCancelado', admin));
    expect(c.context.status).toBe(9);
    expect(c.can(ev('PedidoBloqueado', admin))).toBe(false);
    expect(after(c, ev('PedidoLiberado', admin)).context.status).toBe(0);
    expect(given(registro(0)).can(ev('PedidoCancelado', dono))).toBe(false);
  });
  it('refuses to block or cancel Troca / Aguardando Autorização / Reservado / Consignado', () => {
    const t = given(registro(0), ev('DisponibilizadoParaTroca', dono));
    expect(t.can(ev('PedidoBloqueado', admin))).toBe(false);
    expect(vehicleStateRefusal('troca', 'PedidoBloqueado')).toBe(vmsg.statusBloqueados);
    const a = given(registro(0), solicitacao(dono, { categoria: 'autorizacao', tipoVendaId: 4 }));
    expect(a.can(ev('PedidoCancelado', admin))).toBe(false);
    expect(vehicleStateRefusal('aguardandoAutorizacao', 'PedidoCancelado')).toBe(vmsg.statusBloqueados);
  });
});

describe('pipelines: Pocket, Bolsão, Pipeline Futuro, NSC, make available', () => {
  const move = (by: Actor, destino: 120 | 121 | 122, concessionariaId: number | null = null) =>
    ev('MovidoParaPipeline', by, { destino, concessionariaId, concessionariaGrupoId: concessionariaId ? 10 : null });
  it('moves a Cota vehicle: admin to any, the owning dealer to Bolsão or Pipeline Futuro, never Pocket', () => {
    const s = given(registro(0));
    expect(after(s, move(admin, 120)).context).toMatchObject({ status: 120, dealerPrincipal: true, statusAnterior: 0 });
    expect(after(s, move(admin, 122, 2)).context).toMatchObject({ status: 122, concessionariaId: 2 });
    expect(s.can(move(dono, 121))).toBe(true);
    expect(s.can(move(grupoComProcessos, 122))).toBe(true);
    expect(s.can(move(dono, 120))).toBe(false);
    expect(s.can(move(mesmoGrupoSemProcessos, 121))).toBe(false);
    expect(s.can(move(outroGrupo, 121))).toBe(false);
    expect(vehicleGuardMessages.podeMoverParaPipeline).toBe(vmsg.pocketSomenteAdministrador);
  });
  it('refuses Venda Direta vehicles with the spec message', () => {
    const vd = given(registro(0), solicitacao(dono, { categoria: 'vendaDireta', tipoVendaId: 3 }), ev('VendaDiretaAprovada', admin));
    expect(vd.context.status).toBe(13);
    expect(vd.can(move(admin, 121))).toBe(false);
    expect(vehicleStateRefusal('vendaDireta', 'MovidoParaPipeline')).toBe(vmsg.vendaDireta);
    expect(vehicleStateRefusal('vendaDireta', 'FaturamentoSolicitado')).toBe(vmsg.vendaDireta);
  });
  it('changes status within the pipeline and toggles NSC, administrators only', () => {
    const s = given(registro(122));
    expect(s.can(ev('StatusPipelineAlterado', dono, { destino: 121 }))).toBe(false);
    const b = after(s, ev('StatusPipelineAlterado', admin, { destino: 121 }));
    expect(b.context.status).toBe(121);
    expect(b.can(ev('NscAlterado', dono, { nsc: true }))).toBe(false);
    const n = after(b, ev('NscAlterado', admin, { nsc: true }));
    expect(n.context.nsc).toBe(true);
    expect(after(n, ev('NscAlterado', admin, { nsc: false })).context.nsc).toBe(false);
    expect(given(registro(0)).can(ev('NscAlterado', admin, { nsc: true }))).toBe(false);
    expect(vehicleStateRefusal('cota', 'NscAlterado')).toBe(vmsg.statusDiferentePipeline);
    expect(vehicleStateRefusal('cota', 'StatusPipelineAlterado')).toBe(vmsg.statusDiferentePipeline);
  });
  it('makes a pipeline vehicle available to a dealer (back to Cota), administrators only', () => {
    const s = given(registro(121));
    const d = ev('DisponibilizadoAoDealer', admin, { concessionariaId: 3, concessionariaGrupoId: 10 });
    expect(s.can({ ...d, actor: dono })).toBe(false);
    const t = after(s, d);
    expect(t.context).toMatchObject({ status: 0, concessionariaId: 3, dealerOrigemId: 3 });
    expect(given(registro(0)).can(d)).toBe(false);
    expect(vehicleStateRefusal('cota', 'DisponibilizadoAoDealer')).toBe(vmsg.statusDiferentePipeline);
  });
});

describe('swap availability (Trocar, status 11) and swap block', () => {
  it('the owner or the administrator offers a Cota vehicle for swap unless it is blocked for swap', () => {
    const s = given(registro(0));
    expect(s.can(ev('DisponibilizadoParaTroca', dono))).toBe(true);
    expect(s.can(ev('DisponibilizadoParaTroca', admin))).toBe(true);
    expect(s.can(ev('DisponibilizadoParaTroca', outroGrupo))).toBe(false);
    expect(s.can(ev('DisponibilizadoParaTroca', mesmoGrupoSemProcessos))).toBe(false);
    const bloq = after(s, ev('BloqueioTrocaAlterado', admin, { bloqueado: true }));
    expect(bloq.context.bloqueadoTroca).toBe(true);
    expect(bloq.can(ev('DisponibilizadoParaTroca', dono))).toBe(false);
    const livre = after(bloq, ev('BloqueioTrocaAlterado', dono, { bloqueado: false }));
    const t = after(livre, ev('DisponibilizadoParaTroca', dono));
    expect(t.context.status).toBe(11);
    expect(after(t, ev('RetiradoDaTroca', dono)).context.status).toBe(0);
    expect(s.can(ev('BloqueioTrocaAlterado', outroGrupo, { bloqueado: true }))).toBe(false);
  });
});

describe('billing request, cancel, release (Liberar) and refuse (Recusar), billed', () => {
  it('a Estoque request moves to Faturamento solicitado; Venda Direta to Reservado; others await authorisation', () => {
    const s = given(registro(0));
    expect(after(s, solicitacao(dono)).context).toMatchObject({ status: 1, faturamentoPedidoId: 77, statusAnterior: 0, dealerSolicitanteId: 1 });
    expect(after(s, solicitacao(dono, { categoria: 'vendaDireta' })).context.status).toBe(14);
    expect(after(s, solicitacao(dono, { categoria: 'consignado' })).context.status).toBe(3);
    expect(after(s, solicitacao(admin, { categoria: 'autorizacao' })).context.status).toBe(3);
  });
  it('who may request: the dealer, its group with processosGrupo, importer staff; never for another group', () => {
    const s = given(registro(0));
    expect(s.can(solicitacao(dono))).toBe(true);
    expect(s.can(solicitacao(grupoComProcessos))).toBe(true);
    expect(s.can(solicitacao(faturamento))).toBe(true);
    expect(s.can(solicitacao(mesmoGrupoSemProcessos))).toBe(false);
    expect(s.can(solicitacao(outroGrupo, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }))).toBe(false);
    expect(s.can(solicitacao(admin, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }))).toBe(false);
    expect(vehicleGuardMessages.mesmoGrupo).toBe(vmsg.outraConcessionaria);
  });
  it('the Bolsão is open to any group (acquire)', () => {
    const s = given(registro(121));
    expect(s.can(solicitacao(outroGrupo, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }))).toBe(true);
    expect(given(registro(122)).can(solicitacao(outroGrupo, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }))).toBe(false);
  });
  it('refuses a Reservado vehicle with the spec message', () => {
    const r = given(registro(0), solicitacao(dono, { categoria: 'vendaDireta' }));
    expect(r.can(solicitacao(dono))).toBe(false);
    expect(vehicleStateRefusal('reservado', 'FaturamentoSolicitado')).toBe(vmsg.reservado);
  });
  it('cancels a request only from Faturamento solicitado, administrators only, back to the status before', () => {
    const f = given(registro(121), solicitacao(outroGrupo, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }));
    expect(f.can(ev('SolicitacaoFaturamentoCancelada', outroGrupo))).toBe(false);
    const c = after(f, ev('SolicitacaoFaturamentoCancelada', admin));
    expect(c.context).toMatchObject({ status: 121, faturamentoPedidoId: null, dealerSolicitanteId: null });
    expect(given(registro(0)).can(ev('SolicitacaoFaturamentoCancelada', admin))).toBe(false);
    expect(vehicleStateRefusal('cota', 'SolicitacaoFaturamentoCancelada')).toBe(vmsg.statusDiferenteFaturamentoSolicitado);
  });
  it('Liberar: importer staff release an awaiting request (consignment goes to Consignado); Recusar goes back', () => {
    const a = given(registro(0), solicitacao(dono, { categoria: 'autorizacao', tipoVendaId: 4 }));
    expect(a.can(ev('FaturamentoLiberado', dono))).toBe(false);
    expect(after(a, ev('FaturamentoLiberado', faturamento)).context.status).toBe(1);
    const r = after(a, ev('FaturamentoRecusado', admin, { motivo: 'Sem crédito' }));
    expect(r.context).toMatchObject({ status: 0, faturamentoPedidoId: null });
    const cons = after(given(registro(0), solicitacao(dono, { categoria: 'consignado', tipoVendaId: 2 })), ev('FaturamentoLiberado', admin));
    expect(cons.context).toMatchObject({ status: 10, dealerConsignadoId: 1, dataConsignacao: '2026-11-23' });
    expect(given(registro(0)).can(ev('FaturamentoLiberado', admin))).toBe(false);
    expect(vehicleStateRefusal('faturamentoSolicitado', 'FaturamentoLiberado')).toBe(vmsg.naoAguardaLiberacao);
  });
  it('bills through processing or failure, importer staff only; billed vehicles belong to the requesting dealer', () => {
    const f = given(registro(121), solicitacao(outroGrupo, { dealerSolicitanteId: 9, dealerSolicitanteGrupoId: 90 }));
    const fat = ev('VeiculoFaturado', faturamento, { notaFiscal: '123', dataFaturamento: '2026-11-24' });
    expect(f.can({ ...fat, actor: outroGrupo })).toBe(false);
    const p = after(f, ev('ProcessamentoFaturamentoIniciado', admin));
    expect(p.context.status).toBe(6);
    const falha = after(p, ev('FalhaFaturamentoRegistrada', admin, { motivo: 'SAP fora' }));
    expect(falha.context.status).toBe(7);
    const again = after(falha, ev('ProcessamentoFaturamentoIniciado', admin));
    const done = after(again, fat);
    expect(done.context).toMatchObject({ status: 2, notaFiscal: '123', concessionariaId: 9, concessionariaGrupoId: 90 });
    expect(done.can(ev('PedidoCancelado', admin))).toBe(false);
    expect(done.can(ev('PedidoBloqueado', admin))).toBe(false);
  });
});

describe('availability (Vista) and direct sales', () => {
  it('moves between Cota, Indisponível and Processando Status, importer staff only', () => {
    const s = given(registro(0));
    const ind = ev('DisponibilidadeAtualizada', admin, { status: 4, dataDisponibilidade: null, dataProrrogacaoFaturamento: null });
    expect(s.can({ ...ind, actor: dono })).toBe(false);
    const i = after(s, ind);
    expect(i.context.status).toBe(4);
    const p = after(i, ev('DisponibilidadeAtualizada', admin, { status: 8, dataDisponibilidade: null, dataProrrogacaoFaturamento: null }));
    expect(p.context.status).toBe(8);
    const c = after(p, ev('DisponibilidadeAtualizada', admin, { status: 0, dataDisponibilidade: '2026-12-01', dataProrrogacaoFaturamento: '2027-01-10' }));
    expect(c.context).toMatchObject({ status: 0, dataDisponibilidade: '2026-12-01', dataProrrogacaoFaturamento: '2027-01-10' });
  });
  it('a reservation for direct sale is approved (13) or cancelled back', () => {
    const r = given(registro(0), solicitacao(dono, { categoria: 'vendaDireta', tipoVendaId: 3 }));
    expect(r.can(ev('VendaDiretaAprovada', dono))).toBe(false);
    expect(after(r, ev('ReservaVendaDiretaCancelada', admin)).context.status).toBe(0);
    const vd = after(r, ev('VendaDiretaAprovada', admin));
    expect(after(vd, ev('PedidoCancelado', admin)).context.status).toBe(9);
  });
});

it('names every rule guard with a message', () => {
  for (const g of vehicleRuleGuards) expect(vehicleGuardMessages[g]).toBeTruthy();
});
