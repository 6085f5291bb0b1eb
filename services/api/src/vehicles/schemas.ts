import { Type, type TSchema } from '@sinclair/typebox';
import { Answer } from '../platform/schemas.ts';

/** Optional and nullable, as the old front end sends empty filters. */
export const Opt = <T extends TSchema>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Ids = Type.Array(Id, { maxItems: 1000 });
/** Multi-line Pedido/Chassi: one per line (or a list). */
export const Linhas = Type.Union([Type.String({ maxLength: 40_000 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })]);
export const Motivo = Opt(Type.String({ maxLength: 1000 }));

export const Paginacao = {
  page: Opt(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Opt(Type.Integer({ minimum: 1, maximum: 100 })),
  pageSize: Opt(Type.Integer({ minimum: 1, maximum: 100 })),
};
export const FiltrosVeiculo = {
  ...Paginacao,
  status: Opt(Type.Array(Type.Integer({ minimum: 0, maximum: 122 }), { maxItems: 30 })),
  jaguar: Opt(Type.Boolean()),
  landrover: Opt(Type.Boolean()),
  concessionariaGrupoId: Opt(Id),
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
  derivativoId: Opt(Id),
  descricaoId: Opt(Id),
  anoModeloId: Opt(Id),
  mesDe: Opt(Type.Integer({ minimum: 1, maximum: 12 })),
  mesAte: Opt(Type.Integer({ minimum: 1, maximum: 12 })),
  anoDe: Opt(Type.Integer({ minimum: 2000, maximum: 2100 })),
  anoAte: Opt(Type.Integer({ minimum: 2000, maximum: 2100 })),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
};
export const FiltrosVisaoGeral = {
  ...FiltrosVeiculo,
  tipoVendaFaturamento: Opt(Id),
  statusMonitoramento: Opt(Type.Integer({ minimum: 0, maximum: 1 })),
  flagRangeTipo: Opt(Type.Integer({ minimum: 1, maximum: 3 })),
};

const Row = Type.Record(Type.String(), Type.Unknown());
/** rows are the spec's vehicle rows (see queries.ts); serialised with JSON.stringify as they come */
export const PagedAnswer = Answer(Type.Object({ rows: Type.Array(Type.Any()), page: Type.Integer(), total: Type.Integer() }));
export const ResultadoItem = Type.Object({ id: Type.Integer(), status: Type.Integer(), descricao: Type.String() });
export const ResultadosAnswer = Answer(Type.Array(ResultadoItem));
export const ListAnswer = Answer(Type.Array(Row));
export const ObjectAnswer = Answer(Row);
export const Xlsx = { 200: Type.Unknown({ description: 'planilha .xlsx' }) };
