import { Type } from '@sinclair/typebox';
import { VeiculoLinha } from '@portal/contracts/vehicles/schemas';
import { Id, Int, Linhas, Mes, Opt, PageOf, Paginacao } from '../platform/schemas.ts';

/** The vehicle lists' filters (spec stock-billing-swaps §2): the distribution, billing and pipeline lists share them. */
export const FiltrosVeiculo = {
  ...Paginacao,
  status: Opt(Type.Array(Int(0, 122), { maxItems: 30 })),
  jaguar: Opt(Type.Boolean()),
  landrover: Opt(Type.Boolean()),
  concessionariaGrupoId: Opt(Id),
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
  derivativoId: Opt(Id),
  descricaoId: Opt(Id),
  anoModeloId: Opt(Id),
  mesDe: Opt(Mes),
  mesAte: Opt(Mes),
  anoDe: Opt(Int(2000, 2100)),
  anoAte: Opt(Int(2000, 2100)),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
};
/** Visão Geral adds the sale type and the monitoring filters. */
export const FiltrosVisaoGeral = {
  ...FiltrosVeiculo,
  tipoVendaFaturamento: Opt(Id),
  statusMonitoramento: Opt(Int(0, 1)),
  flagRangeTipo: Opt(Int(1, 3)),
};

/** A page of vehicle rows: the distribution, billing, pipeline and Visão Geral lists. */
export const ListaVeiculos = PageOf(VeiculoLinha);
