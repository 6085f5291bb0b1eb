/** The deadlines' endpoints: the holiday table (Feriados) and the 'Prazo' filter and column the lists share. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, N, Opt, Strict, Text, Data } from '../http/schemas.ts';
import { SITUACOES_PRAZO } from './prazo.ts';

export const Feriado = Type.Object({
  id: Type.Integer(),
  /** yyyy-MM-dd */
  data: Type.String(),
  nome: Type.String(),
  /** the scope note ('São Paulo (capital)', 'ponte') */
  abrangencia: N(Type.String()),
});
export type Feriado = Static<typeof Feriado>;
/** GET feriados: the table, by date; with the national holidays of the years it spans, for reference */
export const FeriadosAnswer = Answer(
  Type.Object({
    feriados: Type.Array(Feriado),
    nacionais: Type.Array(Type.Object({ data: Type.String(), nome: Type.String() })),
  }),
);
export type Feriados = Static<typeof FeriadosAnswer>['data'];
export const FeriadosQuery = Strict({ ano: Opt(Type.Integer({ minimum: 2000, maximum: 2100 })) });
export const FeriadoBody = Strict({ data: Data, nome: Text(120), abrangencia: Opt(Text(200)) });
export type FeriadoBody = Static<typeof FeriadoBody>;
export const FeriadoParams = Strict({ id: Id });

/** The 'Prazo' filter of the lists: No prazo / Vence hoje / Atrasado (one or more). */
export const SituacaoPrazo = Type.Union(SITUACOES_PRAZO.map((s) => Type.Literal(s)));
export const FiltroPrazo = Opt(Type.Union([SituacaoPrazo, Type.Array(SituacaoPrazo, { maxItems: 3 })]));

/** The 'Prazo' column of a row with a deadline (null: the record is not waiting). */
export const PrazoDaLinha = N(
  Type.Object({
    venceEm: Type.String(),
    situacao: SituacaoPrazo,
    /** '2 dias úteis', '5 h', 'Atrasado há 1 dia' */
    texto: Type.String(),
  }),
);
export type PrazoDaLinha = Static<typeof PrazoDaLinha>;
