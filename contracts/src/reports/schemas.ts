import { Type, type Static } from '@sinclair/typebox';
import { Answer, Data, Int, Mes, N, Opt, PageNumber, Ref, Strict } from '../http/schemas.ts';
import { COLUNAS_CONFIRMACAO } from './pipeline.ts';

/** Request and answer schemas of the home reports and pipeline analysis. */
const Ano = Int(2000, 2100);
export const FiltroHome = Strict({
  ano: Type.Optional(Ano),
  mesId: Type.Optional(Mes),
  regionalId: Type.Optional(Ref),
  concessionariaGrupoId: Type.Optional(Ref),
  concessionariaId: Type.Optional(Ref),
});
export type FiltroHome = Static<typeof FiltroHome>;
export const FiltroExportacao = Strict({ ...FiltroHome.properties, marcaId: Type.Optional(Ref), tipoModeloAgrupadoId: Type.Optional(Ref) });
export const ColunaParams = Strict({ column: Type.String({ maxLength: 60 }) });

const Valores = Type.Record(Type.String(), N(Type.Integer()));
const Periodo = { ano: Type.Integer(), mesId: Type.Integer() };
const Dealer = Type.Object({
  concessionariaId: Type.Integer(),
  codigoDealer: Type.String(),
  nome: Type.String(),
  cidade: N(Type.String()),
  estado: N(Type.String()),
  valores: Valores,
});
export const PorDealer = Answer(
  Type.Object({
    ...Periodo,
    regionais: Type.Array(
      Type.Object({
        regionalId: Type.Integer(),
        descricao: Type.String(),
        responsavel: N(Type.String()),
        valores: Valores,
        grupos: Type.Array(Type.Object({ concessionariaGrupoId: Type.Integer(), nome: Type.String(), valores: Valores, concessionarias: Type.Array(Dealer) })),
      }),
    ),
    totais: Valores,
  }),
);
export const PorModelo = Answer(
  Type.Object({
    ...Periodo,
    marcas: Type.Array(
      Type.Object({
        marcaId: Type.Integer(),
        nome: Type.String(),
        valores: Valores,
        modelos: Type.Array(Type.Object({ tipoModeloAgrupadoId: Type.Integer(), descricao: Type.String(), valores: Valores })),
      }),
    ),
    totais: Valores,
  }),
);
const PorAno = Type.Array(Type.Record(Type.String(), Type.Integer()));
export const EstoquePorAno = Answer(
  Type.Object({
    ...Periodo,
    valores: PorAno,
    marcas: Type.Array(
      Type.Object({
        marcaId: Type.Integer(),
        nome: Type.String(),
        valores: PorAno,
        modelos: Type.Array(Type.Object({ tipoModeloAgrupadoId: Type.Integer(), descricao: Type.String(), valores: PorAno })),
      }),
    ),
  }),
);
const Consignado = Type.Array(Type.Object({ modelo: Type.String(), estoqueConsignado: Type.Integer() }));
export const EstoqueConsignado = Answer(
  Type.Object({
    ...Periodo,
    concessionarias: Type.Array(Type.Object({ concessionariaId: Type.Integer(), codigoDealer: Type.String(), nome: Type.String(), valores: Consignado })),
    totais: Consignado,
  }),
);

// ---- pipeline analysis

const Bool = Type.Optional(N(Type.Boolean()));
const OptId = Type.Optional(N(Ref));
export const FiltroPipeline = Strict({
  jaguar: Bool,
  landrover: Bool,
  status: Type.Optional(N(Int(0, 99))),
  concessionariaGrupoId: OptId,
  concessionariaId: OptId,
  tipoVendaFaturamentoId: OptId,
  mes: Type.Optional(N(Mes)),
  ano: Type.Optional(N(Ano)),
  todos: Bool,
});
const Celula = N(Type.Union([Type.String(), Type.Integer()]));
const LinhaPipeline = Type.Record(Type.String(), Celula);
export const Pipeline = Answer(
  Type.Object({
    titulo: Type.String(),
    ano: Type.Integer(),
    mes: Type.Integer(),
    status: Type.Integer(),
    pipeline: Type.Array(LinhaPipeline),
    distribuicao: Type.Array(LinhaPipeline),
    falhas: Type.Array(Type.Object({ vin: Type.String(), vistaOrderNo: Type.String(), veiculoSapItens: Type.Array(Type.Object({ texto: Type.String() })) })),
    page: Type.Integer(),
    total: Type.Integer(),
  }),
);
const QBool = Type.Optional(Type.Boolean());
/** A detail's page (the exports ignore it: they list the whole cell). */
const PaginaDetalhe = { page: Opt(PageNumber), per_page: Opt(Int(1, 100)) };
export const FiltroDia = Strict({
  ...PaginaDetalhe,
  date: Type.Optional(Data),
  status: Type.Optional(Int(0, 99)),
  concessionariaId: Type.Optional(Ref),
  concessionariaGrupoId: Type.Optional(Ref),
  tipoVendaFaturamentoId: Type.Optional(Ref),
  modelo: Type.Optional(Ref),
  todos: QBool,
  totalAtual: QBool,
  jaguar: QBool,
  landrover: QBool,
});
/** A Confirmação Geral count column (every one but Total): the detail lists that column's vehicles. */
export const CategoriaConfirmacao = Type.Union(COLUNAS_CONFIRMACAO.filter(([k]) => k !== 'total').map(([k]) => Type.Literal(k)));
export const FiltroModelo = Strict({
  ...PaginaDetalhe,
  categoria: Type.Optional(CategoriaConfirmacao),
  ano: Type.Optional(Ano),
  mes: Type.Optional(Mes),
  status: Type.Optional(Int(0, 99)),
  modelo: Type.Optional(Ref),
  concessionariaId: Type.Optional(Ref),
  concessionariaGrupoId: Type.Optional(Ref),
  tipoVendaFaturamentoId: Type.Optional(Ref),
  todos: QBool,
  jaguar: QBool,
  landrover: QBool,
});
const Veiculo = Type.Object({
  id: Type.Integer(),
  pedido: Type.String(),
  chassi: Type.String(),
  marca: Type.String(),
  modelo: Type.String(),
  derivativo: Type.String(),
  descricao: Type.String(),
  my: Type.Integer(),
  corExterna: Type.String(),
  corInterna: Type.String(),
  status: Type.Integer(),
  statusDescricao: Type.String(),
  dealer: N(Type.String()),
  regional: N(Type.String()),
  grupo: N(Type.String()),
  tipoVenda: N(Type.String()),
  tipoPagamento: N(Type.String()),
  dataDisponibilidade: N(Type.String()),
  dataSolicitacaoFaturamento: N(Type.String()),
  dataFaturamento: N(Type.String()),
  notaFiscal: N(Type.String()),
});
/** A page of a cell's vehicles (50 by default, newest first) and the cell's whole count. */
export const Detalhe = Answer(Type.Object({ rows: Type.Array(Veiculo), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }));
export const FiltroTotais = Strict({
  marca: Type.Optional(N(Type.Union([Ref, Type.String({ maxLength: 40 })]))),
  modelo: OptId,
  ano: Type.Optional(N(Ano)),
  mes: Type.Optional(N(Mes)),
  concessionariaId: OptId,
  concessionariaGrupoId: OptId,
  tipoVendaFaturamento: OptId,
  status: Type.Optional(N(Type.Union([Int(0, 200), Type.Array(Int(0, 200), { maxItems: 20 })]))),
});
export const TotalStatus = Answer(
  Type.Object({ status: Type.Array(Type.Object({ status: Type.Integer(), descricao: Type.String(), total: Type.Integer() })), total: Type.Integer() }),
);
export const PreExportacao = Answer(
  Type.Object({
    jaguar: Type.Integer(),
    landRover: Type.Integer(),
    jaguarLandRover: Type.Integer(),
    tiposVenda: Type.Array(Type.Object({ tipoVendaId: Type.Integer(), nome: Type.String(), total: Type.Integer() })),
  }),
);

/** The body of the pipeline's POSTs: the filter may be left out. */
export const PipelineCorpo = Type.Optional(FiltroPipeline);
export const TotaisCorpo = Type.Optional(FiltroTotais);

export type FiltroPipeline = Static<typeof FiltroPipeline>;
export type FiltroDia = Static<typeof FiltroDia>;
export type FiltroModelo = Static<typeof FiltroModelo>;
export type FiltroTotais = Static<typeof FiltroTotais>;
export type PorDealer = Static<typeof PorDealer>;
export type PorModelo = Static<typeof PorModelo>;
export type EstoquePorAno = Static<typeof EstoquePorAno>;
export type EstoqueConsignado = Static<typeof EstoqueConsignado>;
export type Pipeline = Static<typeof Pipeline>;
export type Detalhe = Static<typeof Detalhe>;
export type TotalStatus = Static<typeof TotalStatus>;
export type PreExportacao = Static<typeof PreExportacao>;
