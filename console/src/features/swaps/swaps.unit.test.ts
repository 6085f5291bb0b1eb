import { describe, expect, it } from 'vitest';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import { ator } from '../../shared/testing/atores.ts';
import { smsg } from '@portal/contracts/swaps/messages';
import { acoesDe, escolhaParaAceitar, mascaraTelefone, podeSolicitar, telefoneValido, emailValido, type TrocaLinha } from './model.ts';
import { veTrocasPendentes } from './pending.ts';
import { corpoTroca, FILTROS_TROCA_VAZIOS } from './components/troca-filters.tsx';

const dealer = (userId: number, concessionariaId: number, extra: Partial<Actor> = {}): Actor =>
  ator('Dealer', GRUPO_PERFIL.Dealer, concessionariaId, { userId, nome: `Dealer ${concessionariaId}`, concessionariaGrupoId: 90 + concessionariaId, ...extra });
const admin = ator('Administrador', GRUPO_PERFIL.Administrador, null, { userId: 1, nome: 'Ana' });
const dono = dealer(10, 5);
const solicitante = dealer(20, 1);
const terceiro = dealer(30, 9);

function row(status: number, extra: Partial<TrocaLinha> = {}): TrocaLinha {
  return {
    veiculoTrocaPedidoId: 7,
    prazo: null,
    status,
    statusDescricao: '',
    destacada: status === 2,
    veiculoId: 100,
    concessionariaDonaId: 5,
    concessionariaSolicitanteId: 1,
    codigoConcessionariaOrigem: 'JLR001',
    nomeConcessionariaOrigem: 'Morumbi',
    codigoConcessionariaDestino: 'JLR005',
    nomeConcessionariaDestino: 'Barra',
    nomeDealerSolicitado: 'Barra',
    nomeUsuarioSolicitou: 'Diego',
    dataSolicitou: '20/11/2026 10:00',
    nomeUsuarioAceitouRejeitou: null,
    dataAceitouRejeitou: null,
    contatoEmail: 'd@x.com',
    contatoNome: 'Diego',
    contatoTelefone: '11987654321',
    comentario: null,
    dataLimiteTroca: null,
    veiculosPropostos: [201, 202],
    veiculoPropostoAceitoId: null,
    automatica: false,
    motivo: null,
    tipoSolicitacao: null,
    podeCeder: false,
    pedido: 'P1',
    chassi: 'C1',
    modelo: 'M',
    derivativo: 'D',
    descricaoVeiculo: 'X',
    my: 2026,
    marcas: 'Jaguar',
    corInterna: 'Preto',
    corExterna: 'Branco',
    specs: [],
    dataDisponibilidade: null,
    ...extra,
  };
}
const nenhuma = { aceitar: false, rejeitar: false, ceder: false, cancelar: false };

describe('swap actions from the swap machine (user as actor)', () => {
  it('Pendente received: the owner dealer may accept and reject; cede only with podeCeder; it cannot cancel', () => {
    expect(acoesDe(dono, row(2, { tipoSolicitacao: 'Recebida' }))).toEqual({ aceitar: true, rejeitar: true, ceder: false, cancelar: false });
    expect(acoesDe(dono, row(2, { tipoSolicitacao: 'Recebida', podeCeder: true }))).toEqual({ aceitar: true, rejeitar: true, ceder: true, cancelar: false });
  });
  it('Pendente without offered vehicles: no accept, reject and cede remain', () => {
    expect(acoesDe(dono, row(2, { veiculosPropostos: [], podeCeder: true }))).toEqual({ aceitar: false, rejeitar: true, ceder: true, cancelar: false });
  });
  it('Pendente sent: the requesting dealer may only cancel', () => {
    expect(acoesDe(solicitante, row(2, { tipoSolicitacao: 'Enviada', podeCeder: true }))).toEqual({
      aceitar: false,
      rejeitar: false,
      ceder: false,
      cancelar: true,
    });
  });
  it('another dealer, the importer staff and nobody signed in get no action', () => {
    expect(acoesDe(terceiro, row(2))).toEqual(nenhuma);
    expect(acoesDe(admin, row(2, { podeCeder: true }))).toEqual(nenhuma);
    expect(acoesDe(null, row(2))).toEqual(nenhuma);
  });
  it('a group user with processosGrupo reaches the owner through the group on a received row', () => {
    const grupo = dealer(40, 6, { concessionariaGrupoId: 95, processosGrupo: true });
    expect(acoesDe(grupo, row(2, { tipoSolicitacao: 'Recebida' })).aceitar).toBe(true);
    expect(acoesDe(grupo, row(2, { tipoSolicitacao: null })).aceitar).toBe(false);
  });
  it.each([1, 3, 4, 5, 7, 8])('status %i: every action hidden for every role', (status) => {
    for (const a of [dono, solicitante, terceiro, admin]) expect(acoesDe(a, row(status, { podeCeder: true }))).toEqual(nenhuma);
  });
});

describe('request and form rules', () => {
  it('only a dealer-side user may ask, and never for its own vehicle', () => {
    expect(podeSolicitar(solicitante, { id: 100, concessionariaId: 5 })).toBe(true);
    expect(podeSolicitar(dono, { id: 100, concessionariaId: 5 })).toBe(false);
    expect(podeSolicitar(admin, { id: 100, concessionariaId: 5 })).toBe(false);
    expect(podeSolicitar(null, { id: 100, concessionariaId: 5 })).toBe(false);
  });
  it('accepting needs exactly one vehicle, with the two messages of the spec', () => {
    expect(escolhaParaAceitar([])).toEqual({ erro: smsg.peloMenosUmVeiculo });
    expect(escolhaParaAceitar([1, 2])).toEqual({ erro: smsg.somenteUmVeiculo });
    expect(escolhaParaAceitar([3])).toEqual({ id: 3 });
  });
  it('phone mask: 10 or 11 digits', () => {
    expect(mascaraTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(mascaraTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('1')).toBe('(1');
    expect(mascaraTelefone('113')).toBe('(11) 3');
    expect(mascaraTelefone('abc')).toBe('');
    expect(telefoneValido('(11) 3333-4444')).toBe(true);
    expect(telefoneValido('(11) 98765-4321')).toBe(true);
    expect(telefoneValido('(11) 3333-444')).toBe(false);
    expect(emailValido('a@b.com')).toBe(true);
    expect(emailValido('a@b')).toBe(false);
  });
  it('Trocas Pendentes on the home page for every role but Administrador and Regionais', () => {
    expect(veTrocasPendentes('Dealer')).toBe(true);
    expect(veTrocasPendentes('Financeiro')).toBe(true);
    expect(veTrocasPendentes('Administrador')).toBe(false);
    expect(veTrocasPendentes('Regionais')).toBe(false);
    expect(veTrocasPendentes(null)).toBe(false);
  });
  it('list bodies: multi-line pedido, weekday dates as yyyy-MM-dd, sent/received, type and status', () => {
    const f = { ...FILTROS_TROCA_VAZIOS, pedido: 'A1\nB2\n', dataDe: new Date(2026, 10, 16, 12), status: [2, 3], troca: 3, recebida: false };
    expect(corpoTroca(f, ['pedidoChassi', 'datas', 'status', 'sentido', 'tipoTroca'])).toEqual({
      pedido: ['A1', 'B2'],
      dataDeDisponibilidade: '2026-11-16',
      status: [2, 3],
      enviada: true,
      recebida: false,
      troca: 3,
    });
    expect(corpoTroca(FILTROS_TROCA_VAZIOS, ['marcas', 'modelo'])).toEqual({ jaguar: true, landrover: true });
    // 'Prazo': sent only by the lists that have it
    expect(corpoTroca({ ...FILTROS_TROCA_VAZIOS, prazo: 'atrasado' }, ['prazo'])).toEqual({ prazo: 'atrasado' });
    expect(corpoTroca({ ...FILTROS_TROCA_VAZIOS, prazo: 'atrasado' }, ['status'])).toEqual({});
  });
});
