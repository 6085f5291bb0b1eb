import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { dataBR, dataEmSaoPaulo, dataHoraEmSaoPaulo } from '@portal/contracts/br/dates';
import { PRAZO_LEMBRETE, PRAZO_STREAM_TYPE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import type { StoredEvent } from '../eventstore/types.ts';
import { notificacoesDe, type Aviso, type FonteDeAvisos } from '../notificacoes/index.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const doDealer = (e: StoredEvent): Pick<Aviso, 'publico' | 'concessionariaId' | 'concessionariaGrupoId'> | null =>
  num(e.data.concessionariaId) === null
    ? null
    : { publico: 'dealer', concessionariaId: num(e.data.concessionariaId), concessionariaGrupoId: num(e.data.concessionariaGrupoId) };

/**
 * What a deadline's mark tells, from its data alone (registrarMarco put there all it needs): a swap request about to
 * expire or expired, to the dealer who must answer it, with its deadline in São Paulo time; a boleto due in 3 business
 * days or overdue, to the order's dealer; a KPI month about to lock (its reminder only), to every dealer with the KPI
 * function. Pure: the rebuild gives the same row.
 */
export function avisoDoMarco(e: StoredEvent): Aviso | null {
  if (e.data.tipo === 'kpi') return e.type === PRAZO_LEMBRETE ? avisoDoKpi(e) : null;
  if (e.type !== PRAZO_LEMBRETE && e.type !== PRAZO_VENCIDO) return null;
  const daEtapa = avisoDaEtapa(e);
  if (daEtapa) return daEtapa;
  const dealer = doDealer(e);
  if (!dealer || (e.type !== PRAZO_LEMBRETE && e.type !== PRAZO_VENCIDO)) return null;
  const lembrete = e.type === PRAZO_LEMBRETE;
  const venceEm = String(e.data.venceEm);
  if (e.data.tipo === 'troca') {
    const veiculo = `nº ${num(e.data.veiculoId) ?? num(e.data.registroId)}`;
    const quando = dataHoraEmSaoPaulo(venceEm);
    return {
      tipo: 'trocaPrazo',
      ...dealer,
      texto: lembrete ? notifMsg.trocaVence(veiculo, quando) : notifMsg.trocaVenceu(veiculo, quando),
      link: '/trade/minhas-trocas',
    };
  }
  if (e.data.tipo === 'boleto') {
    const parcela = String(num(e.data.parcela) ?? '');
    const pedidoId = num(e.data.pedidoId);
    const pedido = `nº ${pedidoId ?? ''}`;
    const dia = dataBR(dataEmSaoPaulo(venceEm))!;
    return {
      tipo: 'boletoPrazo',
      ...dealer,
      texto: lembrete ? notifMsg.boletoVence(parcela, pedido, dia) : notifMsg.boletoVenceu(parcela, pedido, dia),
      link: pedidoId === null ? '/boletos' : `/newrequest?id=${pedidoId}`,
    };
  }
  return null;
}

/**
 * An importer's answer due (conf15-17): a billing request awaiting release, an order's or a commission invoice's approval
 * step, to the importer's staff with the function that answers it, its deadline in São Paulo time.
 */
function avisoDaEtapa(e: StoredEvent): Aviso | null {
  const id = num(e.data.registroId);
  const porTipo: Record<string, { tipo: Aviso['tipo']; oque: string; link: string }> = {
    faturamento: {
      tipo: 'faturamentoPrazo',
      oque: `A liberação do faturamento do veículo ${String(e.data.chassi ?? `nº ${id}`)}`,
      link: '/liberarfaturamento',
    },
    pedido: { tipo: 'pedidoPrazo', oque: `A etapa de aprovação do pedido ${String(e.data.codigo ?? `nº ${id}`)}`, link: `/newrequest?id=${id}` },
    'nota-fiscal': { tipo: 'notaFiscalPrazo', oque: `A etapa de aprovação da nota fiscal ${String(e.data.numero ?? `nº ${id}`)}`, link: '/comission' },
  };
  const k = porTipo[String(e.data.tipo)];
  if (!k) return null;
  const quando = dataHoraEmSaoPaulo(String(e.data.venceEm));
  return {
    tipo: k.tipo,
    publico: 'importador',
    concessionariaId: null,
    concessionariaGrupoId: null,
    texto: e.type === PRAZO_LEMBRETE ? notifMsg.etapaVence(k.oque, quando) : notifMsg.etapaVenceu(k.oque, quando),
    link: k.link,
  };
}

/**
 * A KPI month about to lock: every dealer's user with the KPI function, on the KPI screen. A reminder that fired only
 * after the lock (a deadline set already past) tells no one.
 */
function avisoDoKpi(e: StoredEvent): Aviso | null {
  const venceEm = String(e.data.venceEm);
  if (e.data.at !== undefined && Date.parse(String(e.data.at)) >= Date.parse(venceEm)) return null;
  const mes = `${String(e.data.mes).padStart(2, '0')}/${String(e.data.ano)}`;
  const prazo = e.data.prazo === undefined ? dataEmSaoPaulo(venceEm) : String(e.data.prazo);
  return {
    tipo: 'kpiPrazo',
    publico: 'perfis',
    concessionariaId: null,
    concessionariaGrupoId: null,
    gruposPerfil: [GRUPO_PERFIL.Dealer],
    texto: notifMsg.kpiTrava(mes, dataBR(prazo)!),
    link: '/kpisapproved',
  };
}

/** The `prazo-<chave>` streams as a source of notifications: no aggregate, so a trivial context. */
export const avisosDoPrazo: FonteDeAvisos<true> = {
  contextoApos: () => true,
  avisos: { [PRAZO_LEMBRETE]: (_c, e) => avisoDoMarco(e), [PRAZO_VENCIDO]: (_c, e) => avisoDoMarco(e) },
};

notificacoesDe(PRAZO_STREAM_TYPE, avisosDoPrazo);
