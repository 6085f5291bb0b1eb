import { Type } from '@sinclair/typebox';
import { Answer, Id, Int, Linhas, Mes, Opt, PageOf, Paginacao } from '../platform/schemas.ts';

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

// untyped answers, until each list declares its row
export const PagedAnswer = PageOf(Type.Any());
export const ListAnswer = Answer(Type.Array(Type.Record(Type.String(), Type.Unknown())));
export const ObjectAnswer = Answer(Type.Record(Type.String(), Type.Unknown()));
