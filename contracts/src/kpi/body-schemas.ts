import { Type, type Static } from '@sinclair/typebox';
import { Id, Int, Mes, Opt, Ref, Strict, Text } from '../http/schemas.ts';
import { QUADROS_KPI_TOTAL } from './bi.ts';
import { HistoricoVeiculoKpi } from './schemas.ts';
import { FiltroPrazo } from '../prazos/index.ts';

/**
 * Request schemas of the KPI calls (spec 002 §2.8, §2.9, §7.6): the forms' bodies (the old front end sends references as
 * { id, nome } and some numbers as text) and the filters. The answers are in schemas.ts.
 */
const Dinheiro = Opt(Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 }));
const RefObj = Opt(Strict({ id: Opt(Ref), nome: Opt(Text()) }));
const Ano = Int(2000, 2100);
const DataTexto = Opt(Type.String({ maxLength: 30 }));
const Arquivo = Opt(Type.String({ maxLength: 200 }));
/** A dealer's month (the dealer's own when left out). */
export const FiltroMes = Strict({ ano: Ano, mesId: Mes, concessionariaId: Type.Optional(Id) });

export const VeiculoCorpo = Strict({
  id: Opt(Ref),
  ano: Opt(Ano),
  mes: RefObj,
  concessionaria: RefObj,
  marca: RefObj,
  chassi: Opt(Text(40)),
  modeloResponse: RefObj,
  versao: RefObj,
  politica: RefObj,
  anoPolitica: Opt(Int(0, 9999)),
  anoFabricacao: Opt(Int(0, 9999)),
  anoModelo: Opt(Type.Union([Int(0, 99999), Text(10)])),
  anosPassados: Opt(Int(-1000, 1000)),
  kmVeiculo: Opt(Type.Union([Int(0, 99_999_999), Text(20)])),
  dataNF: DataTexto,
  numeroNF: Opt(Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Text(30)])),
  cnpjNF: Opt(Text(20)),
  observacao: Opt(Text(2000)),
  precoPublico: Dinheiro,
  custoAquisicao: Dinheiro,
  valorVenda: Dinheiro,
  depreciacao: Dinheiro,
  dataCompra: DataTexto,
  dataVenda: DataTexto,
  tempoEstoque: Opt(Int(-100_000, 100_000)),
  approved: Opt(Type.Boolean()),
  tipoAquisicao: RefObj,
  casoTrocaModelo: Opt(Text(200)),
  bonusApprovedID: Opt(Ref),
  statusDescricao: Opt(Text(40)),
  arquivoContratoGarantia: Arquivo,
  arquivoPrintSistema: Arquivo,
  arquivoNFVenda: Arquivo,
  arquivoCheckList: Arquivo,
  arquivoContratoGarantiaFisico: Arquivo,
  arquivoPrintSistemaFisico: Arquivo,
  arquivoNFVendaFisico: Arquivo,
  arquivoCheckListFisico: Arquivo,
  cadastradoEm: DataTexto,
  atualizadoEm: DataTexto,
  historico: Opt(Type.Array(HistoricoVeiculoKpi, { maxItems: 1000 })),
});

export const CaptacaoCorpo = Strict({
  id: Opt(Ref),
  ano: Opt(Ano),
  mes: RefObj,
  concessionaria: RefObj,
  marca: RefObj,
  chassi: Opt(Text(40)),
  modelo: Opt(Text(200)),
  custoAquisicao: Dinheiro,
  dataCompra: DataTexto,
  tipoAquisicao: RefObj,
  casoTrocaModelo: Opt(Text(200)),
  tempoEstoque: Opt(Int(-100_000, 100_000)),
  dataVenda: DataTexto,
});

const Contagem = Opt(Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 }));
export const OutrosCorpo = Strict({
  ano: Opt(Ano),
  mes: RefObj,
  concessionaria: RefObj,
  totalVendaVeiculosNovos: Contagem,
  estoqueAte30Dias: Contagem,
  estoque31a60Dias: Contagem,
  estoque61a90Dias: Contagem,
  estoqueAcima90Dias: Contagem,
  mediaDiasCarrosEstoque: Contagem,
  totalSeminovosVendidosNaoJlr: Contagem,
  totalVeiculosAdquiridosViaTradeIn: Contagem,
  totalSeminovosJlrAdquiridosParaRevenda: Contagem,
  receitaBrutaSeminovos: Contagem,
  custoTotalSeminovos: Contagem,
});

export const PreparacaoCorpo = Type.Array(
  Strict({
    id: Id,
    chassi: Opt(Text(40)),
    custoPreparacaoDinheiro: Dinheiro,
    tempoPreparacao: Opt(Type.Union([Int(-100_000, 100_000), Text(10)])),
    tempoPublicacao: Opt(Type.Union([Int(-100_000, 100_000), Text(10)])),
    valorVenda: Dinheiro,
    custoPreparacaoPorcentagem: Dinheiro,
  }),
  { maxItems: 500 },
);

export const StandardsCorpo = Strict({
  ano: Ano,
  mes: Strict({ id: Mes, nome: Opt(Text()) }),
  concessionaria: Opt(Strict({ id: Id, nome: Opt(Text()) })),
  itens: Type.Array(
    Strict({
      id: Id,
      nome: Opt(Text()),
      ordem: Opt(Int(0, 1000)),
      cumpriu: Opt(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('null')])),
      peso: Dinheiro,
      justificativa: Opt(Type.String({ maxLength: 5000 })),
    }),
    { maxItems: 10 },
  ),
});

export const VeiculosQuery = Strict({
  ano: Ano,
  mesId: Mes,
  concessionariaId: Type.Optional(Id),
  chassi: Type.Optional(Type.String({ maxLength: 17 })),
  /** 'Prazo': the vehicles still in audit whose month's lock is No prazo / Vence hoje / Atrasado */
  prazo: FiltroPrazo,
});
export const MarcaParams = Strict({ marcaId: Id });
export const ModeloParams = Strict({ modeloId: Id });
const MarcaNome = Type.String({ minLength: 1, maxLength: 60 });
export const PoliticaParams = Strict({ anoPolitica: Int(0, 9999), marcaNome: MarcaNome });
export const MarcaNomeParams = Strict({ marcaNome: MarcaNome });
export const NscPorMesQuery = Strict({ ano: Ano, mesId: Mes });
export const NscPorDealerQuery = Strict({ concessionariaId: Id, ano: Type.Optional(Ano) });
export const AnoQuery = Strict({ ano: Type.Optional(Ano) });
export const ExportarKpiTotalQuery = Strict({ ano: Type.Optional(Ano), quadro: Type.Union(QUADROS_KPI_TOTAL.map((q) => Type.Literal(q))) });

export type FiltroMes = Static<typeof FiltroMes>;
export type VeiculoCorpo = Static<typeof VeiculoCorpo>;
export type CaptacaoCorpo = Static<typeof CaptacaoCorpo>;
export type OutrosCorpo = Static<typeof OutrosCorpo>;
export type PreparacaoCorpo = Static<typeof PreparacaoCorpo>;
export type StandardsCorpo = Static<typeof StandardsCorpo>;
