import { Type, type Static, type TNumber } from '@sinclair/typebox';
import { Answer, N } from '../http/schemas.ts';
import { METRICAS_KPI, type MetricaKpi } from './resumo.ts';
import { PrazoDaLinha } from '../prazos/index.ts';

/**
 * Answer shapes of the KPI calls (spec 002 §3, §7.6; the requests are in body-schemas.ts). Dates are YYYY-MM-DD; money
 * in BRL as numbers.
 */
export const IdNome = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Int = Type.Integer();
export type IdNome = Static<typeof IdNome>;
const Num = Type.Number();

export const AnosMesesKpi = Type.Array(
  Type.Object({
    ano: Int,
    meses: Type.Array(
      Type.Object({
        id: Int,
        nome: Type.String(),
        prazoVencido: Type.Boolean(),
        prazo: N(Type.String()),
        /** the month's lock as a deadline (the portal's addition): its instant, No prazo / Vence hoje / Atrasado, the time left */
        prazoDoMes: PrazoDaLinha,
      }),
    ),
  }),
);

export const HistoricoVeiculoKpi = Type.Object({
  data: Type.String(),
  usuarioId: Int,
  usuarioNome: Type.String(),
  espelhoAdminId: N(Int),
  acao: Type.String(),
  campos: Type.Array(Type.String()),
  status: Type.String(),
});

export const VeiculoKpi = Type.Object({
  id: Int,
  ano: Int,
  mes: IdNome,
  concessionaria: IdNome,
  marca: IdNome,
  chassi: Type.String(),
  modeloResponse: IdNome,
  versao: IdNome,
  politica: IdNome,
  anoPolitica: Int,
  anoFabricacao: N(Int),
  anoModelo: Int,
  anosPassados: Int,
  kmVeiculo: N(Type.String()),
  dataNF: N(Type.String()),
  numeroNF: N(Type.String()),
  cnpjNF: N(Type.String()),
  observacao: N(Type.String()),
  precoPublico: Num,
  custoAquisicao: Num,
  valorVenda: Num,
  depreciacao: N(Num),
  dataCompra: N(Type.String()),
  dataVenda: N(Type.String()),
  tempoEstoque: N(Int),
  approved: Type.Boolean(),
  tipoAquisicao: IdNome,
  casoTrocaModelo: N(Type.String()),
  bonusApprovedID: N(Int),
  statusDescricao: Type.String(),
  arquivoContratoGarantia: N(Type.String()),
  arquivoPrintSistema: N(Type.String()),
  arquivoNFVenda: N(Type.String()),
  arquivoCheckList: N(Type.String()),
  arquivoContratoGarantiaFisico: N(Type.String()),
  arquivoPrintSistemaFisico: N(Type.String()),
  arquivoNFVendaFisico: N(Type.String()),
  arquivoCheckListFisico: N(Type.String()),
  cadastradoEm: N(Type.String()),
  atualizadoEm: N(Type.String()),
  historico: Type.Array(HistoricoVeiculoKpi),
  /**
   * The list's 'Prazo' (GET kpi/veiculos-jlr only): the month's lock while the vehicle is still in audit (Em Auditoria);
   * null once approved, or when the month has no deadline
   */
  prazo: Type.Optional(PrazoDaLinha),
});

export const PreparacaoVeiculo = Type.Object({
  id: Int,
  chassi: Type.String(),
  custoPreparacaoDinheiro: N(Num),
  tempoPreparacao: N(Int),
  tempoPublicacao: N(Int),
  valorVenda: Num,
  custoPreparacaoPorcentagem: N(Num),
});

export const StandardKpi = Type.Object({
  id: Int,
  nome: Type.String(),
  ordem: Int,
  cumpriu: N(Type.Boolean()),
  peso: Num,
  justificativa: N(Type.String()),
});

export const CaptacaoKpi = Type.Object({
  id: Int,
  ano: Int,
  mes: IdNome,
  concessionaria: IdNome,
  marca: IdNome,
  chassi: Type.String(),
  modelo: N(Type.String()),
  custoAquisicao: Num,
  dataCompra: N(Type.String()),
  tipoAquisicao: IdNome,
  casoTrocaModelo: N(Type.String()),
  tempoEstoque: N(Int),
  dataVenda: N(Type.String()),
});

export const OutrosKpi = Type.Object({
  ano: Int,
  mes: IdNome,
  concessionaria: IdNome,
  totalVendaVeiculosNovos: N(Int),
  estoqueAte30Dias: Int,
  estoque31a60Dias: Int,
  estoque61a90Dias: Int,
  estoqueAcima90Dias: Int,
  mediaDiasCarrosEstoque: N(Num),
  totalSeminovosVendidosNaoJlr: Int,
  totalVeiculosAdquiridosViaTradeIn: Int,
  totalSeminovosJlrAdquiridosParaRevenda: Int,
  receitaBrutaSeminovos: Num,
  custoTotalSeminovos: Num,
});

export const ValoresKpi = Type.Object(Object.fromEntries(METRICAS_KPI.map(([k]) => [k, N(Num)])) as Record<MetricaKpi, ReturnType<typeof N<TNumber>>>);

export const ResumoDealer = Type.Object({ ano: Int, mes: IdNome, concessionaria: IdNome, valores: ValoresKpi, totais: ValoresKpi, medias: ValoresKpi });
export const NscPorMes = Type.Object({
  ano: Int,
  mes: IdNome,
  concessionarias: Type.Array(Type.Object({ id: Int, nome: Type.String(), valores: ValoresKpi })),
  totais: ValoresKpi,
  medias: ValoresKpi,
});
export const NscPorDealer = Type.Object({
  ano: Int,
  concessionaria: IdNome,
  meses: Type.Array(Type.Object({ mes: IdNome, valores: ValoresKpi })),
  totais: ValoresKpi,
  medias: ValoresKpi,
});
export const BiKpiApproved = Type.Object({
  ano: Int,
  meses: Type.Array(Type.Object({ mes: IdNome, valores: ValoresKpi })),
  concessionarias: Type.Array(Type.Object({ id: Int, nome: Type.String(), valores: ValoresKpi })),
});
export const PoliticaIncentivo = Type.Object({ id: Int, nome: Type.String(), versaoId: Int, modeloId: Int, anoPolitica: Int, bonus: Num });

export type AnosMesesKpi = Static<typeof AnosMesesKpi>;
export type HistoricoVeiculoKpi = Static<typeof HistoricoVeiculoKpi>;
/** A KPI vehicle as the screens read it (spec 002 §3 "KPI vehicle"): its status, its files' names, history and month. */
export type VeiculoKpi = Static<typeof VeiculoKpi>;
export type PreparacaoVeiculo = Static<typeof PreparacaoVeiculo>;
export type StandardKpi = Static<typeof StandardKpi>;
export type CaptacaoKpi = Static<typeof CaptacaoKpi>;
export type OutrosKpi = Static<typeof OutrosKpi>;
export type ResumoDealer = Static<typeof ResumoDealer>;
export type NscPorMes = Static<typeof NscPorMes>;
export type NscPorDealer = Static<typeof NscPorDealer>;
export type BiKpiApproved = Static<typeof BiKpiApproved>;
export type PoliticaIncentivo = Static<typeof PoliticaIncentivo>;

/** The answers, enveloped. */
export const AnosMeses = Answer(AnosMesesKpi);
export const VeiculosKpi = Answer(Type.Array(VeiculoKpi));
export const VeiculoKpiAnswer = Answer(VeiculoKpi);
export const IdNomes = Answer(Type.Array(IdNome));
/** GET kpi/marcas answers its list under data.data. */
export const MarcasCaptacao = Answer(Type.Object({ data: Type.Array(IdNome) }));
export const Politicas = Answer(Type.Array(PoliticaIncentivo));
export const AnosPolitica = Answer(Type.Array(Type.Integer()));
export const Preparacoes = Answer(Type.Array(PreparacaoVeiculo));
export const Standards = Answer(Type.Array(StandardKpi));
export const Captacoes = Answer(Type.Array(CaptacaoKpi));
export const CaptacaoAnswer = Answer(CaptacaoKpi);
export const OutrosAnswer = Answer(OutrosKpi);
export const ResumoDealerAnswer = Answer(ResumoDealer);
export const NscPorMesAnswer = Answer(NscPorMes);
export const NscPorDealerAnswer = Answer(NscPorDealer);
export const BiKpiApprovedAnswer = Answer(BiKpiApproved);
/** A save that answers only its message. */
export const Mensagem = Answer(Type.Object({ mensagem: Type.String() }));
