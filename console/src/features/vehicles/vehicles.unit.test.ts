import { describe, expect, it } from 'vitest';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import { ator } from '../../shared/testing/atores.ts';
import { linhas, dataBR, formatBRL } from '../../shared/lines.ts';
import { erroDaData, limitesDaData } from '../../shared/faturamento/datas.ts';
import { erroDoPeriodo } from './periodo.ts';
import { pode, todosPodem, type VeiculoRow } from './model.ts';
import type { DatasFaturamento } from '../../shared/faturamento/use-datas-faturamento.ts';

// Wednesday 2026-11-18; extension date Friday 2026-11-27
const base: DatasFaturamento = {
  dataDisponibilidade: '2026-11-10',
  dataProrrogacaoFaturamento: '2026-11-27',
  dataDisponibilidadeFormatada: '10/11/2026',
  dataProrrogacaoFaturamentoFormatada: '27/11/2026',
  hoje: '2026-11-18',
  dataMinima: '2026-11-18',
  prorrogacaoVencida: false,
  regra14Horas: false,
  somenteProximoDia: false,
};

describe('billing date rules of the Solicitar Faturamento dialog', () => {
  it('refuses weekends, the past and dates beyond the extension date with the spec messages', () => {
    expect(erroDaData('2026-11-21', base)).toBe(vmsg.dataInvalida); // Saturday
    expect(erroDaData(null, base)).toBe(vmsg.dataInvalida);
    expect(erroDaData('2026-11-17', base)).toBe(vmsg.dataMenorQueHoje);
    expect(erroDaData('2026-11-30', base)).toBe(vmsg.dataMaiorQueProrrogacao('27/11/2026'));
    expect(erroDaData('2026-11-18', base)).toBeNull();
    expect(erroDaData('2026-11-27', base)).toBeNull();
  });
  it('once the extension date has passed only today is allowed, with its message', () => {
    const d = { ...base, dataProrrogacaoFaturamento: '2026-11-16', prorrogacaoVencida: true };
    expect(erroDaData('2026-11-19', d)).toBe(vmsg.prorrogacaoVencida('16/11/2026'));
    expect(erroDaData('2026-11-18', d)).toBeNull();
    expect(limitesDaData(d)).toEqual({ min: '2026-11-18', max: '2026-11-18' });
  });
  it('after 14 h (rule on) the picker opens on the next business day', () => {
    const d = { ...base, hoje: '2026-11-20', regra14Horas: true, somenteProximoDia: true }; // Friday
    expect(erroDaData('2026-11-20', d)).toBe(vmsg.regra14Horas);
    expect(limitesDaData(d).min).toBe('2026-11-23');
  });
  it('bounds the picker by the availability and extension dates', () => {
    expect(limitesDaData({ ...base, dataDisponibilidade: '2026-11-24' })).toEqual({ min: '2026-11-24', max: '2026-11-27' });
    expect(limitesDaData(base)).toEqual({ min: '2026-11-18', max: '2026-11-27' });
    expect(erroDaData('2026-11-19', { ...base, dataDisponibilidade: '2026-11-24' })).toBe(vmsg.dataAntesDisponibilidade('24/11/2026'));
  });
});

describe('overview month/year pairs', () => {
  const vazio = { mesDe: null, mesAte: null, anoDe: null, anoAte: null };
  it('asks for the missing half of each pair', () => {
    expect(erroDoPeriodo({ ...vazio, mesDe: 3 })).toBe(vmsg.mesFim);
    expect(erroDoPeriodo({ ...vazio, mesAte: 3 })).toBe(vmsg.mesInicio);
    expect(erroDoPeriodo({ ...vazio, anoDe: 2026 })).toBe(vmsg.anoFim);
    expect(erroDoPeriodo({ ...vazio, anoAte: 2026 })).toBe(vmsg.anoInicio);
    expect(erroDoPeriodo({ mesDe: 1, mesAte: 3, anoDe: 2026, anoAte: 2026 })).toBeNull();
  });
});

describe('multi-line inputs and formatting', () => {
  it('one entry per line, quotes, blanks and repeats dropped', () => {
    expect(linhas(" 5100001\n'5100002'\r\n\n5100001 \n")).toEqual(['5100001', '5100002']);
    expect(linhas('')).toEqual([]);
  });
  it('dd/MM/yyyy and BRL', () => {
    expect(dataBR('2026-03-05')).toBe('05/03/2026');
    expect(dataBR(null)).toBe('-');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});

const admin = ator('Administrador', GRUPO_PERFIL.Administrador, null, { userId: 1, nome: 'Ana' });
const dealer = ator('Dealer', GRUPO_PERFIL.Dealer, 10, { userId: 2, nome: 'Diego', concessionariaGrupoId: 100 });
const row = (status: number, over: Partial<VeiculoRow> = {}) =>
  ({
    id: 1,
    status,
    statusAnterior: null,
    concessionariaId: 10,
    GrupoDealerId: 100,
    bloqueioParaTorca: false,
    nsc: false,
    dealerPrincipal: false,
    ...over,
  }) as VeiculoRow;
const solicitar = (a: Actor) => ({
  categoria: 'autorizacao' as const,
  dealerSolicitanteId: a.concessionariaId ?? 10,
  dealerSolicitanteGrupoId: a.concessionariaGrupoId ?? 100,
});

describe('actions from the vehicle machine (same truth as the server)', () => {
  it('Nova Alocação: administrators, Cota Concessionário only', () => {
    expect(pode(admin, row(0), 'VeiculoAlocado')).toBe(true);
    expect(pode(dealer, row(0), 'VeiculoAlocado')).toBe(false);
    expect(pode(admin, row(2), 'VeiculoAlocado')).toBe(false);
    expect(todosPodem(admin, [row(0), row(1)], 'VeiculoAlocado')).toBe(false);
    expect(todosPodem(admin, [], 'VeiculoAlocado')).toBe(false);
  });
  it('billing request: own dealer group outside the Bolsão, any dealer in the Bolsão, never Reservado', () => {
    expect(pode(dealer, row(0), 'FaturamentoSolicitado', solicitar(dealer))).toBe(true);
    expect(pode(dealer, row(0, { concessionariaId: 20, GrupoDealerId: 200 }), 'FaturamentoSolicitado', solicitar(dealer))).toBe(false);
    expect(pode(dealer, row(121, { concessionariaId: null, GrupoDealerId: null }), 'FaturamentoSolicitado', solicitar(dealer))).toBe(true);
    expect(pode(dealer, row(14), 'FaturamentoSolicitado', solicitar(dealer))).toBe(false);
  });
  it('block, release and pipeline moves follow the role', () => {
    expect(pode(admin, row(0), 'PedidoBloqueado')).toBe(true);
    expect(pode(dealer, row(0), 'PedidoBloqueado')).toBe(false);
    expect(pode(admin, row(5, { statusAnterior: 0 }), 'PedidoLiberado')).toBe(true);
    expect(pode(dealer, row(0), 'MovidoParaPipeline', { destino: 122 })).toBe(true);
    expect(pode(dealer, row(0), 'MovidoParaPipeline', { destino: 120 })).toBe(false);
    expect(pode(admin, row(0), 'MovidoParaPipeline', { destino: 120 })).toBe(true);
    expect(pode(null, row(0), 'PedidoBloqueado')).toBe(false);
  });
});

describe('the body of a vehicle list', () => {
  it('sends Pedido/Chassi as lists and only the filled fields the screen shows, in order', async () => {
    const { corpoDaLista, FILTROS_VAZIOS } = await import('./components/veiculo-filters.tsx');
    const f = { ...FILTROS_VAZIOS, pedido: 'A1\nA2', concessionariaId: 3, concessionariaGrupoId: 4, mesDe: 2, anoAte: 2026, meses: [1, 2] };
    const corpo = corpoDaLista(f, ['dealer', 'periodo', 'marcas', 'meses']);
    expect(corpo).toEqual({ pedido: ['A1', 'A2'], concessionariaId: 3, mesDe: [1, 2], anoAte: 2026, jaguar: true, landrover: true });
    expect(Object.keys(corpo)).toEqual(['pedido', 'concessionariaId', 'mesDe', 'anoAte', 'jaguar', 'landrover']);
    expect(corpoDaLista(FILTROS_VAZIOS, [])).toEqual({});
  });
});
