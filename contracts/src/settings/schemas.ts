import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, N, Opt, PageNumber, PageOf, Strict } from '../http/schemas.ts';
import { ULTIMA_CONF } from './regras.ts';

/**
 * Requests and answers of the settings calls (/settings/{aba}; spec §7.5): conf1..conf15 with their history, the average
 * value, the KPI deadline, the monitoring flags and the optional-vigência rows. The model types and the specs compliance
 * are in specs-schemas.ts; the flags' list (GET configuracoes/flag) is the vehicles' FaixaUso.
 */

/** A line of a setting's history; the KPI deadline adds its month, the average value its value and creation. */
export const LinhaConf = Type.Object({
  dataAlteracao: Type.String(),
  periodoInformado: Type.String(),
  usuario: Type.String(),
  mes: Type.Optional(Type.Integer()),
  ano: Type.Optional(Type.Integer()),
  valor: Type.Optional(Type.String()),
  dataCriacao: Type.Optional(Type.String()),
});
export type LinhaConf = Static<typeof LinhaConf>;
/** A setting's table: a page of its history and the value in force (ativo). */
export const TabelaConf = Type.Object({
  rows: Type.Array(LinhaConf),
  page: Type.Integer(),
  total: Type.Integer(),
  ativo: N(Type.String()),
  acao: Type.Optional(Type.String()),
});
export type TabelaConf = Static<typeof TabelaConf>;
/** GET configuracoes: every setting by its key, conf1..conf15. */
export const ConfiguracoesAnswer = Answer(Type.Record(Type.String(), TabelaConf));
export type Configuracoes = Static<typeof ConfiguracoesAnswer>['data'];

/** A monitoring flag: 1 green up to `ate` days, 2 yellow between `de` and `ate`, 3 red above `de`. */
export const Flag = Type.Object({ id: Type.Integer(), tipo: Type.Integer(), de: N(Type.Integer()), ate: N(Type.Integer()) });
export type Flag = Static<typeof Flag>;
export const FlagLog = Type.Object({
  data: Type.String(),
  usuario: N(Type.String()),
  deAnterior: N(Type.Integer()),
  ateAnterior: N(Type.Integer()),
  de: N(Type.Integer()),
  ate: N(Type.Integer()),
});
export type FlagLog = Static<typeof FlagLog>;
/** GET configuracoes/flag/{id}: the flag and the LOGS of its changes. */
export const FlagComLogs = Type.Object({ ...Flag.properties, logs: Type.Array(FlagLog) });
export type FlagComLogs = Static<typeof FlagComLogs>;
export const FlagAnswer = Answer(FlagComLogs);

/** GET configuracoes/specs: a vigência of a model type's optional guide. */
export const Vigencia = Type.Object({
  id: Type.Integer(),
  tipoModeloAgrupadoId: Type.Integer(),
  modeloDescricao: Type.String(),
  inicioVigencia: Type.String(),
  fimVigencia: N(Type.String()),
  usuarioNome: Type.String(),
  opcionais: Type.Integer(),
});
export type Vigencia = Static<typeof Vigencia>;
export const VigenciasAnswer = PageOf(Vigencia);

// ---- requests

/** A typed value the server validates itself, so a wrong one gets the setting's own pt-BR message. */
const Valor = (max: number) => Opt(Type.Union([Type.String({ maxLength: max }), Type.Number()]));

/** GET configuracoes: each table's page. */
export const ConfiguracoesQuery = Strict({ page: Opt(PageNumber), per_page: Opt(Int(1, 100)) });
/** POST configuracoes: 1-11 periods, 12 the payment mode 0/1, 13 the 14-hour rule 14/-1. */
export const NovoPeriodoBody = Strict({ periodoInformado: Valor(100), tipo: Int(1, ULTIMA_CONF) });
export type NovoPeriodoBody = Static<typeof NovoPeriodoBody>;
/** POST configuracoes/media-faturamento: a number first, so a typed number is not read as the mask's text. */
export const ValorMedioBody = Strict({ valor: Opt(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])) });
export type ValorMedioBody = Static<typeof ValorMedioBody>;
/** POST configuracoes/prazo-kpi */
export const PrazoKpiBody = Strict({ ano: Opt(Int(0, 9999)), mesId: Opt(Int(0, 99)), prazo: Opt(Type.String({ maxLength: 40 })) });
export type PrazoKpiBody = Static<typeof PrazoKpiBody>;
/** GET configuracoes/specs */
export const VigenciasQuery = Strict({ tipoModeloAgrupadoId: Opt(Id), page: Opt(PageNumber), per_page: Opt(Int(1, 100)) });
/** PUT configuracoes/flag: 1 green up to N days ('ate'); 2 yellow between 'de' and 'ate'; 3 red above 'de'. */
export const FlagBody = Strict({ id: Int(1, 3), tipo: Int(1, 3), de: Valor(32), ate: Valor(32) });
export type FlagBody = Static<typeof FlagBody>;
