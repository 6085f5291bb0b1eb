import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { swapMachine, swapRuleGuards, swapGuardMessages, swapStateRefusal, trocaAberta, type SwapEvent, type DadosSolicitacaoTroca } from './swap-machine.ts';
import { STATUS_TROCA, STATUS_TROCA_LINHA } from './status.ts';
import { smsg } from './messages.ts';
import type { Actor } from '../access/roles.ts';

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 20,
  nome: 'Diego Morumbi',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: 1,
  concessionariaGrupoId: 10,
  processosGrupo: false,
  espelhoAdminId: null,
  ...over,
});
// dealer 1 (group 10) asks for dealer 5's vehicle 50 (group 20), offering 11 and 12
const solicitante = actor();
const grupoSolicitante = actor({ userId: 22, concessionariaId: 3, processosGrupo: true });
const mesmoGrupoSemProcessos = actor({ userId: 21, concessionariaId: 2 });
const dono = actor({ userId: 50, nome: 'Beatriz Barra', concessionariaId: 5, concessionariaGrupoId: 20 });
const terceiro = actor({ userId: 90, nome: 'Bruno Brasília', concessionariaId: 9, concessionariaGrupoId: 30 });
const admin = actor({ userId: 1, nome: 'Ana', role: 'Administrador', grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
const faturamento = actor({ userId: 2, role: 'Faturamento', grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
const portal = actor({ userId: 0, nome: 'Sistema', role: 'Administrador', grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
const at = '2026-11-23T13:00:00.000Z';
const vence = '2026-11-30T13:00:00.000Z';

const pedido = (by: Actor = solicitante, over: Partial<DadosSolicitacaoTroca> = {}): SwapEvent => ({
  type: 'TrocaSolicitada',
  actor: by,
  at,
  trocaId: 7,
  veiculoInteresseId: 50,
  concessionariaDonaId: 5,
  concessionariaDonaGrupoId: 20,
  concessionariaSolicitanteId: 1,
  concessionariaSolicitanteGrupoId: 10,
  veiculosPropostos: [11, 12],
  venceEm: vence,
  contatoNome: 'Diego',
  contatoEmail: 'diego@morumbi.com.br',
  contatoTelefone: '11987654321',
  comentario: null,
  interesseDisponivel: true,
  propostosDoSolicitante: true,
  propostosDisponiveis: true,
  ...over,
});
const aceita = (by: Actor, veiculosEscolhidos: number[] = [11]): SwapEvent => ({ type: 'TrocaAceita', actor: by, at, veiculosEscolhidos });
const cede = (by: Actor, over: Partial<{ cessaoPermitida: boolean; cessoesNoMes: number; limiteCessoesMes: number }> = {}): SwapEvent => ({
  type: 'TrocaCedida',
  actor: by,
  at,
  cessaoPermitida: true,
  cessoesNoMes: 0,
  limiteCessoesMes: 2,
  ...over,
});
const simples = (type: 'TrocaRejeitada' | 'TrocaCancelada' | 'TrocaExpirada', by: Actor, when = at): SwapEvent => ({ type, actor: by, at: when });
const encerra = (by: Actor): SwapEvent => ({ type: 'TrocaEncerrada', actor: by, at, trocaVencedoraId: 8, motivo: smsg.encerradaPorOutra });
const automatica = (by: Actor, dias = 200, limite = 180, veiculoPropostoId = 12): SwapEvent => ({
  type: 'TrocaAutomatica',
  actor: by,
  at,
  veiculoPropostoId,
  diasEmEstoque: dias,
  tempoLimiteEstoque: limite,
});

type Snap = SnapshotFrom<typeof swapMachine>;
function given(...events: SwapEvent[]): Snap {
  let [s] = initialTransition(swapMachine);
  for (const e of events) {
    expect(s.can(e), `${e.type} em ${String(s.value)}`).toBe(true);
    [s] = transition(swapMachine, s, e);
  }
  return s;
}
const after = (s: Snap, e: SwapEvent) => transition(swapMachine, s, e)[0];
const pendente = () => given(pedido());

describe('requesting a swap', () => {
  it('a dealer user of the requesting dealer (or its group with processosGrupo) opens a Pendente request with the offer and the contact', () => {
    const s = pendente();
    expect(s.value).toBe('pendente');
    expect(s.context).toMatchObject({
      status: 2,
      trocaId: 7,
      veiculoInteresseId: 50,
      veiculosPropostos: [11, 12],
      contatoNome: 'Diego',
      solicitadoPorNome: 'Diego Morumbi',
      solicitadoEm: at,
      venceEm: vence,
    });
    expect(initialTransition(swapMachine)[0].can(pedido(grupoSolicitante))).toBe(true);
  });
  it('a request without offered vehicles is possible (Solicitação sem troca)', () => {
    expect(given(pedido(solicitante, { veiculosPropostos: [] })).context.veiculosPropostos).toEqual([]);
  });
  it('refuses importer staff, a dealer of the same group without processosGrupo, and another dealer', () => {
    const s0 = initialTransition(swapMachine)[0];
    for (const a of [admin, faturamento, portal, mesmoGrupoSemProcessos, terceiro]) expect(s0.can(pedido(a)), a.nome).toBe(false);
  });
  it("refuses a vehicle the requester already has, one not available, and offers that are not the requester's or not available", () => {
    const s0 = initialTransition(swapMachine)[0];
    expect(s0.can(pedido(solicitante, { concessionariaDonaId: 1, concessionariaDonaGrupoId: 10 }))).toBe(false);
    expect(s0.can(pedido(grupoSolicitante, { concessionariaDonaId: 2, concessionariaDonaGrupoId: 10, concessionariaSolicitanteId: 3 }))).toBe(false);
    expect(s0.can(pedido(solicitante, { interesseDisponivel: false }))).toBe(false);
    expect(s0.can(pedido(solicitante, { propostosDoSolicitante: false }))).toBe(false);
    expect(s0.can(pedido(solicitante, { propostosDisponiveis: false }))).toBe(false);
    expect(swapGuardMessages.naoPossuiInteresse).toBe('Você não pode trocar um veículo que já possui.');
  });
  it('cannot be requested twice on one stream', () => {
    expect(pendente().can(pedido())).toBe(false);
    expect(swapStateRefusal('pendente', 'TrocaSolicitada')).toBe(smsg.trocaJaSolicitada);
  });
});

describe('the commitment to bill (spec §2.6, §2.12)', () => {
  it('given a request that takes the commitment, then the request keeps it; an older request without the field reads as not committed', () => {
    expect(given(pedido(solicitante, { compromissoFaturamento: true })).context.compromissoFaturamento).toBe(true);
    expect(pendente().context.compromissoFaturamento).toBe(false);
  });
  it('given a Pendente request, when the owner accepts with the billing request, then it is Trocado and records that the vehicle received was billed with it', () => {
    const com = after(pendente(), { ...aceita(dono), comFaturamento: true } as SwapEvent);
    expect(com.value).toBe('trocado');
    expect(com.context).toMatchObject({ aceitaComFaturamento: true, veiculoPropostoAceitoId: 11 });
    // the bare accept (POST) changes nothing else
    expect(after(pendente(), aceita(dono)).context.aceitaComFaturamento).toBe(false);
  });
  it('given a request already answered, when the owner accepts with the billing request, then the machine refuses it with the reason', () => {
    const s = after(pendente(), simples('TrocaRejeitada', dono));
    const ev = { ...aceita(dono), comFaturamento: true } as SwapEvent;
    expect(s.can(ev)).toBe(false);
    expect(swapStateRefusal(String(s.value), ev.type)).toBe(smsg.jaRespondida);
  });
});

describe('answering a Pendente request', () => {
  it('the owner accepts with exactly one offered vehicle → Trocado', () => {
    const s = after(pendente(), aceita(dono, [12]));
    expect(s.value).toBe('trocado');
    expect(s.context).toMatchObject({ status: 3, veiculoPropostoAceitoId: 12, respondidoPorNome: 'Beatriz Barra', respondidoEm: at, automatica: false });
  });
  it('accepting needs one vehicle, only one, and one that was offered', () => {
    const s = pendente();
    expect(s.can(aceita(dono, []))).toBe(false);
    expect(s.can(aceita(dono, [11, 12]))).toBe(false);
    expect(s.can(aceita(dono, [99]))).toBe(false);
    expect(given(pedido(solicitante, { veiculosPropostos: [] })).can(aceita(dono, [11]))).toBe(false);
    expect(swapGuardMessages.algumVeiculo).toBe('Necessário selecionar pelo menos um veículo para aceitar troca.');
    expect(swapGuardMessages.somenteUm).toBe('Selecione somente um veículo para aceitar troca.');
  });
  it('only the owner dealer answers: not the requester, not importer staff, not a third dealer', () => {
    const s = pendente();
    for (const a of [solicitante, admin, faturamento, portal, terceiro]) {
      expect(s.can(aceita(a)), a.nome).toBe(false);
      expect(s.can(simples('TrocaRejeitada', a)), a.nome).toBe(false);
      expect(s.can(cede(a)), a.nome).toBe(false);
    }
  });
  it('the owner rejects → Rejeitado (shown as Recusado)', () => {
    const s = after(pendente(), simples('TrocaRejeitada', dono));
    expect(s.value).toBe('rejeitado');
    expect(s.context.status).toBe(5);
    expect(STATUS_TROCA_LINHA[5]).toBe('Recusado');
  });
  it('the owner cedes only when cession is allowed and the monthly limit is not reached → Cedido', () => {
    const s = pendente();
    expect(after(s, cede(dono, { cessoesNoMes: 1, limiteCessoesMes: 2 })).context.status).toBe(7);
    expect(s.can(cede(dono, { cessoesNoMes: 2, limiteCessoesMes: 2 }))).toBe(false);
    expect(s.can(cede(dono, { cessaoPermitida: false }))).toBe(false);
    expect(s.can(cede(dono, { limiteCessoesMes: 0 }))).toBe(false);
    expect(given(pedido(solicitante, { veiculosPropostos: [] })).can(cede(dono))).toBe(true);
  });
  it('the requester cancels → Cancelado; nobody else can', () => {
    const s = pendente();
    for (const a of [dono, admin, terceiro, mesmoGrupoSemProcessos]) expect(s.can(simples('TrocaCancelada', a)), a.nome).toBe(false);
    expect(after(s, simples('TrocaCancelada', solicitante)).context.status).toBe(4);
    expect(after(s, simples('TrocaCancelada', grupoSolicitante)).context.status).toBe(4);
  });
  it('the portal expires it once the duration has ended → Expirado', () => {
    const s = pendente();
    expect(s.can(simples('TrocaExpirada', portal, '2026-11-30T12:59:59.999Z'))).toBe(false);
    expect(s.can(simples('TrocaExpirada', admin, vence))).toBe(false);
    expect(s.can(simples('TrocaExpirada', dono, vence))).toBe(false);
    const e = after(s, simples('TrocaExpirada', portal, vence));
    expect(e.value).toBe('expirado');
    expect(e.context.status).toBe(8);
  });
  it('the portal closes it when one of its vehicles was swapped in another request → Cancelado with the reason', () => {
    expect(pendente().can(encerra(dono))).toBe(false);
    const s = after(pendente(), encerra(portal));
    expect(s.context).toMatchObject({ status: 4, motivo: smsg.encerradaPorOutra });
  });
  it('the daily schedule swaps automatically past the stock time limit, with an offered vehicle', () => {
    const s = pendente();
    expect(s.can(automatica(portal, 180, 180))).toBe(false);
    expect(s.can(automatica(portal, 200, 0))).toBe(false);
    expect(s.can(automatica(portal, 200, 180, 99))).toBe(false);
    expect(s.can(automatica(dono))).toBe(false);
    const t = after(s, automatica(portal));
    expect(t.context).toMatchObject({ status: 3, veiculoPropostoAceitoId: 12, automatica: true });
  });
});

describe('closed requests accept nothing more', () => {
  const fechados: [string, SwapEvent, actorFor: Actor][] = [
    ['trocado', aceita(dono), dono],
    ['rejeitado', simples('TrocaRejeitada', dono), dono],
    ['cedido', cede(dono), dono],
    ['cancelado', simples('TrocaCancelada', solicitante), solicitante],
    ['expirado', simples('TrocaExpirada', portal, vence), portal],
  ];
  it.each(fechados)('%s: a second accept, reject, cession, cancel, expiry or closing is refused', (estado, evento) => {
    const s = after(pendente(), evento);
    expect(s.value).toBe(estado);
    for (const e of [
      aceita(dono),
      simples('TrocaRejeitada', dono),
      cede(dono),
      simples('TrocaCancelada', solicitante),
      simples('TrocaExpirada', portal, vence),
      encerra(portal),
      automatica(portal),
    ]) {
      expect(s.can(e), `${e.type} em ${estado}`).toBe(false);
    }
    expect(trocaAberta(s.context.status)).toBe(false);
  });
  it('explains why in pt-BR', () => {
    expect(swapStateRefusal('expirado', 'TrocaAceita')).toBe(smsg.expirada);
    expect(swapStateRefusal('cancelado', 'TrocaAceita')).toBe(smsg.cancelada);
    expect(swapStateRefusal('trocado', 'TrocaAceita')).toBe(smsg.jaRespondida);
    expect(swapStateRefusal('inexistente', 'TrocaAceita')).toBe(smsg.trocaInexistente);
  });
  it('an unknown request accepts only a request', () => {
    const s0 = initialTransition(swapMachine)[0];
    expect(s0.can(aceita(dono))).toBe(false);
    expect(s0.can(simples('TrocaCancelada', solicitante))).toBe(false);
  });
});

describe('folding history with the rule guards forced true', () => {
  it('every rule guard has a pt-BR message, and a fold reproduces the stored path even after a rule changes', () => {
    for (const g of swapRuleGuards) expect(swapGuardMessages[g]).toMatch(/\S/);
    const folding = swapMachine.provide({ guards: Object.fromEntries(swapRuleGuards.map((g) => [g, () => true])) });
    let [s] = initialTransition(folding);
    // stored under an older limit: the cession went through with 5 cessions already made
    for (const e of [pedido(), cede(dono, { cessoesNoMes: 5, limiteCessoesMes: 2 })]) [s] = transition(folding, s, e);
    expect(s.value).toBe('cedido');
    expect(Object.values(STATUS_TROCA)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });
  it('Aguardando Autorização counts as open', () => {
    expect(trocaAberta(1)).toBe(true);
    expect(trocaAberta(2)).toBe(true);
  });
});
