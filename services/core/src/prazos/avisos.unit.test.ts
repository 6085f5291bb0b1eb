import { describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { StoredEvent } from '../eventstore/types.ts';
import { avisoDoMarco } from './avisos.ts';
import { lembreteDoPrazo } from '@portal/contracts/prazos/prazo';
import { fimDoPrazoKpi } from './kpi.ts';

const marco = (type: string, data: Record<string, unknown>): StoredEvent =>
  ({
    position: '9',
    streamId: `prazo-${String(data.chave)}`,
    streamType: 'prazo',
    version: 1,
    type,
    data,
    metadata: { userId: 0, at: '' },
  }) as unknown as StoredEvent;

describe("avisoDoMarco: a deadline mark's notification, from its data alone", () => {
  const troca = {
    chave: 'troca-7',
    tipo: 'troca',
    registroId: 7,
    concessionariaId: 3,
    concessionariaGrupoId: 2,
    veiculoId: 41,
    venceEm: '2026-11-30T13:00:00.000Z',
  };
  it("a swap's reminder and late mark: to the owner dealer (and its group), its deadline in São Paulo time", () => {
    expect(avisoDoMarco(marco('PrazoLembrete', troca))).toEqual({
      tipo: 'trocaPrazo',
      publico: 'dealer',
      concessionariaId: 3,
      concessionariaGrupoId: 2,
      texto: notifMsg.trocaVence('nº 41', '30/11/2026 10:00'),
      link: '/trade/minhas-trocas',
    });
    expect(avisoDoMarco(marco('PrazoVencido', troca))!.texto).toBe('A solicitação de troca do veículo nº 41 venceu em 30/11/2026 10:00 sem resposta.');
  });
  it("a boleto's: its order and instalment, the due day; a mark of before the group was kept reaches the dealer alone", () => {
    const boleto = { chave: 'boleto-5', tipo: 'boleto', registroId: 5, concessionariaId: 3, pedidoId: 12, parcela: 2, venceEm: '2026-12-01T02:59:59.999Z' };
    expect(avisoDoMarco(marco('PrazoLembrete', boleto))).toEqual({
      tipo: 'boletoPrazo',
      publico: 'dealer',
      concessionariaId: 3,
      concessionariaGrupoId: null,
      texto: 'O boleto da parcela 2 do pedido nº 12 vence em 30/11/2026.',
      link: '/newrequest?id=12',
    });
  });
  it("a KPI month's lock: its reminder to every dealer (profile group), on the KPI screen; no late notice", () => {
    const kpi = { chave: 'kpi-2026-11-2026-11-27', tipo: 'kpi', ano: 2026, mes: 11, prazo: '2026-11-27', venceEm: '2026-11-28T02:59:59.999Z' };
    expect(avisoDoMarco(marco('PrazoLembrete', kpi))).toEqual({
      tipo: 'kpiPrazo',
      publico: 'perfis',
      concessionariaId: null,
      concessionariaGrupoId: null,
      gruposPerfil: [2],
      texto: 'O KPI de 11/2026 trava no fim de 27/11/2026: depois disso os dados desse mês não podem mais ser alterados.',
      link: '/kpisapproved',
    });
    expect(avisoDoMarco(marco('PrazoVencido', kpi))).toBeNull();
    // the timer's mark (kpi-<ano>-<mes>): the month from the record id, the day from the deadline
    const doTimer = { chave: 'kpi-2026-11', tipo: 'kpi', registroId: 202611, ano: 2026, mes: 11, venceEm: fimDoPrazoKpi('2026-11-30') };
    expect(avisoDoMarco(marco('PrazoLembrete', { ...doTimer, at: '2026-11-26T11:00:00.000Z' }))?.texto).toBe(notifMsg.kpiTrava('11/2026', '30/11/2026'));
    // a reminder that fired after the lock (a deadline set already past) tells no one
    expect(avisoDoMarco(marco('PrazoLembrete', { ...doTimer, at: '2026-12-01T03:00:00.000Z' }))).toBeNull();
    // 2 business days before Monday 30/11: Thursday 26/11, 08:00 in Brasília
    expect(fimDoPrazoKpi('2026-11-30')).toBe('2026-12-01T02:59:59.999Z');
    expect(lembreteDoPrazo('2026-11-23T13:00:00.000Z', fimDoPrazoKpi('2026-11-30'), 2)).toBe('2026-11-26T11:00:00.000Z');
  });
  it('no dealer, or another kind of deadline: no one', () => {
    expect(avisoDoMarco(marco('PrazoLembrete', { ...troca, concessionariaId: null }))).toBeNull();
    expect(avisoDoMarco(marco('PrazoLembrete', { ...troca, tipo: 'outro' }))).toBeNull();
  });
});

describe("avisoDoMarco: an importer's answer due (conf15-17)", () => {
  const base = { concessionariaId: 3, concessionariaGrupoId: 2, venceEm: '2026-12-02T13:00:00.000Z' };
  it('a billing release, an order step, an invoice step: to the importer, naming the record, with the deadline in São Paulo time', () => {
    const fat = avisoDoMarco(marco('PrazoLembrete', { ...base, chave: 'faturamento-9', tipo: 'faturamento', registroId: 9, chassi: 'SALGA2BE0000001' }));
    expect(fat).toEqual({
      tipo: 'faturamentoPrazo',
      publico: 'importador',
      concessionariaId: null,
      concessionariaGrupoId: null,
      texto: 'A liberação do faturamento do veículo SALGA2BE0000001 vence em 02/12/2026 10:00.',
      link: '/liberarfaturamento',
    });
    const ped = avisoDoMarco(marco('PrazoVencido', { ...base, chave: 'pedido-4', tipo: 'pedido', registroId: 4, codigo: 'VD000004' }));
    expect(ped).toMatchObject({
      tipo: 'pedidoPrazo',
      link: '/newrequest?id=4',
      texto: 'A etapa de aprovação do pedido VD000004 venceu em 02/12/2026 10:00 e segue sem resposta.',
    });
    const nf = avisoDoMarco(marco('PrazoLembrete', { ...base, chave: 'nota-fiscal-6', tipo: 'nota-fiscal', registroId: 6, numero: '1234' }));
    expect(nf).toMatchObject({ tipo: 'notaFiscalPrazo', publico: 'importador', link: '/comission' });
    // a mark of another kind of event tells no one
    expect(avisoDoMarco(marco('OutraCoisa', { ...base, chave: 'pedido-4', tipo: 'pedido', registroId: 4 }))).toBeNull();
  });
});
