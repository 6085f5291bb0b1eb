import { Type, type Static } from '@sinclair/typebox';
import { Answer, Flag, Id, IdParams, Int, N, Opt, PageOf, PageParams, Strict } from '../http/schemas.ts';

/**
 * Requests and answers of the imports (002 §7.4): the uploads of the tabs and their history, the fiscal-year and cycle
 * lookups of the tabs' selects, and the read calls of the tabs Emplacamento, Varejo and Relatórios. The API declares
 * them, the console types its calls with them.
 */

// ---- fiscal years and cycles
export const AnosFiscais = Type.Array(Type.Integer());
export const AnoFiscalAtual = Type.Integer();

export const CicloFiscal = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ano: Type.Integer(),
  anoFiscal: Type.Integer(),
  mes: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  /** the cycle of the current month */
  atual: Type.Boolean(),
  /**
   * the tabs' default (002 §5.3 "the one matching the current month"): the current month's cycle in the current fiscal
   * year, the cycle of the same calendar month in another one
   */
  padrao: Type.Boolean(),
});
export type CicloFiscal = Static<typeof CicloFiscal>;
export const Ciclos = Type.Array(CicloFiscal);
export const AnosFiscaisAnswer = Answer(AnosFiscais);
export const AnoFiscalAtualAnswer = Answer(AnoFiscalAtual);
export const CiclosAnswer = Answer(Ciclos);
/** GET ciclo: without anoFiscal, the current fiscal year's */
export const CiclosQuery = Strict({ anoFiscal: Type.Optional(Int(2000, 2100)) });

// ---- uploads and their history

/** A tab's file code (ARQUIVO in aba.ts). */
const ArquivoCodigo = Int(1, 99);
/** A history row of an import (002 §3 "Import log row", with its progress): its totals by line status. */
export const LinhaHistorico = Type.Object({
  id: Type.Integer(),
  arquivo: Type.Integer(),
  nomeArquivo: Type.String(),
  dataImportacao: Type.String(),
  total: Type.Integer(),
  ok: Type.Integer(),
  aviso: Type.Integer(),
  erro: Type.Integer(),
  duplicado: Type.Integer(),
  status: Type.Integer(),
  lidas: Type.Integer(),
  percentual: Type.Integer(),
  mensagem: N(Type.String()),
  usuarioNome: Type.String(),
});
export type LinhaHistorico = Static<typeof LinhaHistorico>;
export const HistoricoPagina = PageOf(LinhaHistorico);
export const HistoricoAnswer = Answer(LinhaHistorico);
/** GET importacoes */
export const HistoricoQuery = Strict({ arquivo: ArquivoCodigo, ...PageParams });
/** GET importacoes/specs */
export const HistoricoSpecsQuery = Strict({ ...PageParams });

/** POST importacoes (and each tab's own path): the tab's selects */
export const EnvioQuery = Strict({
  arquivo: Type.Optional(ArquivoCodigo),
  tipoDesconto: Type.Optional(Int(0, 5)),
  tipoModeloAgrupadoId: Type.Optional(Int(0, 2_147_483_647)),
  ano: Type.Optional(Int(0, 2100)),
  cicloId: Type.Optional(Int(0, 2_147_483_647)),
  importacaoRelatorioTipoId: Type.Optional(Int(0, 2_147_483_647)),
});
/** The upload accepted: the import's id and status, whether its processing started, the spec's message. */
export const ImportacaoEnviada = Type.Object({ id: Type.Integer(), status: Type.Integer(), iniciada: Type.Boolean(), mensagem: Type.String() });
export type ImportacaoEnviada = Static<typeof ImportacaoEnviada>;
export const ImportacaoEnviadaAnswer = Answer(ImportacaoEnviada);
/** POST importacoes/{id}/cancelar */
export const ImportacaoParams = IdParams;
export const ImportacaoCancelada = Type.Object({ id: Type.Integer(), status: Type.Integer() });
export type ImportacaoCancelada = Static<typeof ImportacaoCancelada>;
export const ImportacaoCanceladaAnswer = Answer(ImportacaoCancelada);
/** GET importacoes/report: statusId 2 approved, 3 duplicated, 4 errors, 7 warnings */
export const RelatorioImportacaoQuery = Strict({
  arquivo: Type.Optional(ArquivoCodigo),
  importacaoLogId: Id,
  statusId: Type.Union([2, 3, 4, 7].map((s) => Type.Literal(s))),
});
/** GET importacoes/modelo */
export const ModeloQuery = Strict({ arquivo: ArquivoCodigo });

// ---- the tabs Emplacamento, Varejo and Relatórios

/** GET importacoes/retail-status */
export const StatusVarejoQuery = Strict({ anoFiscal: Int(2000, 2100), cicloId: Id });
export const StatusVarejo = Type.Object({
  varejoOk: Type.Boolean(),
  varejoDataImportacao: N(Type.String()),
  retail2Ok: Type.Boolean(),
  retail2DataImportacao: N(Type.String()),
});
export type StatusVarejo = Static<typeof StatusVarejo>;
export const StatusVarejoAnswer = Answer(StatusVarejo);
/** GET importacoes/emplacamento-imagem: last import, total, period and registrations a month (12 months) */
export const ImagemEmplacamento = Type.Object({
  ultimaImportacao: N(Type.Object({ importacaoId: Type.Integer(), dataImportacao: Type.String(), linhas: Type.Integer() })),
  total: Type.Integer(),
  primeiraData: N(Type.String()),
  ultimaData: N(Type.String()),
  meses: Type.Array(Type.Object({ ano: Type.Integer(), mes: Type.Integer(), quantidade: Type.Integer(), dealers: Type.Integer() })),
});
export type ImagemEmplacamento = Static<typeof ImagemEmplacamento>;
export const ImagemEmplacamentoAnswer = Answer(ImagemEmplacamento);
/** A query without parameters (refuses any). */
export const SemParametros = Strict({});
/** GET importacoes/relatorio/tipo */
export const TipoRelatorio = Type.Object({ id: Type.Integer(), nome: Type.String() });
export type TipoRelatorio = Static<typeof TipoRelatorio>;
export const TiposRelatorioAnswer = Answer(Type.Array(TipoRelatorio));
/** GET importacoes/relatorio: a tab's template (abaRelatorios: the report type) */
export const ModeloAbaQuery = Strict({ arquivo: Int(1, 99), abaRelatorios: Opt(Int(0, 99)), abaVistaOrderCall: Opt(Flag) });
