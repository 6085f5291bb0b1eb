import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { linhas } from '../../shared/lines.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

/** The order list (spec §2.2, POST pedidos/listar and its exports): the filter bar, its body and the selection rules. */

/** The order list's filter bar (spec §2.2). */
export interface FiltrosPedidos {
  pedido: string;
  chassi: string;
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
  tipoModeloAgrupadoId: number | null;
  etapaId: number | null;
  statusId: number | null;
  dataDe: string | null;
  dataAte: string | null;
  jaguar: boolean;
  landrover: boolean;
  /** the approval step's deadline (conf16) */
  prazo: SituacaoPrazo | null;
}
export const FILTROS_PEDIDOS_VAZIOS: FiltrosPedidos = {
  pedido: '',
  chassi: '',
  concessionariaGrupoId: null,
  concessionariaId: null,
  tipoModeloAgrupadoId: null,
  etapaId: null,
  statusId: null,
  dataDe: null,
  dataAte: null,
  jaguar: false,
  landrover: false,
  prazo: null,
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** A yyyy-MM-dd that is a real day (2026-02-30 is not); the list ignores any other date (spec §5.2). */
export function dataValida(v: string | null | undefined): v is string {
  if (!v || !ISO.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** The body of POST pedidos/listar (and of the two exports): only the filled filters, Pedido and Chassi as lists. */
export function corpoListarPedidos(f: FiltrosPedidos): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi).map((c) => c.toUpperCase());
  if (pedidos.length) b.pedido = pedidos;
  if (chassis.length) b.chassi = chassis;
  for (const k of ['concessionariaGrupoId', 'concessionariaId', 'tipoModeloAgrupadoId', 'statusId'] as const) if (f[k]) b[k] = f[k];
  if (f.etapaId !== null) b.etapaId = f.etapaId;
  if (dataValida(f.dataDe)) b.dataDe = f.dataDe;
  if (dataValida(f.dataAte)) b.dataAte = f.dataAte;
  if (f.jaguar) b.jaguar = true;
  if (f.landrover) b.landrover = true;
  if (f.prazo) b.prazo = f.prazo;
  return b;
}

/** Rows whose commission invoice is missing, or that were rejected, cannot be picked for the boleto/commission action (spec §2.2, §5.2). */
export const pedidoSelecionavel = (r: { nfeComissao: string | null; status: string }) =>
  r.nfeComissao !== null && r.nfeComissao !== '' && r.status !== 'Reprovado';

/** The boleto/commission action without a selection: the spec's message; else null. */
export const erroSelecao = (selecionados: readonly unknown[]) => (selecionados.length === 0 ? tmsg.selecionePedidos : null);

/** Who may export the order list (spec §2.2, §6; the server refuses the others with 403). */
export const PERFIS_EXPORTAM: readonly string[] = ['Administrador', 'Financeiro', 'Venda Direta'];
export const podeExportar = (role: string | undefined) => role !== undefined && PERFIS_EXPORTAM.includes(role);
