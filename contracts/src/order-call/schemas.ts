import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, N, Opt, PageOf, Saved, Strict, Text } from '../http/schemas.ts';

/**
 * Request and answer schemas of the production plan and the order call (spec 002 §2.10, §3, §4.11, §7.7, §8.5); the BI
 * Order Call and BI Plano Anual pages' schemas are in bi-schemas.ts.
 */

/** The most a cell of the plan or of the order call may hold. */
export const QUANTIDADE_MAXIMA = 100_000;
/** The largest spreadsheet an import takes (bytes, before base64). */
export const TAMANHO_MAXIMO_PLANILHA = 5 * 1024 * 1024;

const Quantidade = Int(0, QUANTIDADE_MAXIMA);
export const AnoFiscal = Int(2000, 2100);
const MesRef = Type.Union([Int(1, 12), Strict({ id: Int(1, 12), nome: Opt(Text(20)) })]);
const IdNome = Type.Object({ id: Type.Integer(), nome: Type.String() });

// ---- production plan

const ModeloCorpo = Strict({
  id: Opt(Id),
  descricao: Opt(Text(100)),
  marca: Opt(Text(100)),
  ciclos: Opt(Type.Array(Strict({ id: Opt(Id), cicloId: Opt(Id), nome: Opt(Text(20)), quantidade: Opt(Quantidade) }), { maxItems: 24 })),
});
export const PlanoCorpo = Strict({
  id: Opt(Id),
  ano: Opt(AnoFiscal),
  anoFiscal: Opt(AnoFiscal),
  mes: Opt(MesRef),
  modelos: Opt(Type.Array(ModeloCorpo, { maxItems: 500 })),
  ultimoProcessamento: Opt(Text(40)),
});
export type PlanoCorpo = Static<typeof PlanoCorpo>;
/** A plan saved (cadastrar, alterar): its id and the spec's message. */
export type PlanoSalvo = Static<typeof Saved>;

export const CiclosQuery = Strict({ ano: Opt(Int(2000, 2100)), mesId: Opt(Int(1, 12)), anoFiscal: Opt(AnoFiscal) });
export const Ciclo = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ano: Type.Integer(),
  anoFiscal: Type.Integer(),
  ciclo: Type.Object({ id: Type.Integer(), mes: IdNome }),
});
export type Ciclo = Static<typeof Ciclo>;
export const Ciclos = Answer(Type.Array(Ciclo));

export const Modelo = Type.Object({ id: Type.Integer(), descricao: Type.String(), marca: IdNome });
export type Modelo = Static<typeof Modelo>;
export const Modelos = Answer(Type.Array(Modelo));

export const Processamento = Type.Object({
  status: Type.String(),
  feitos: Type.Integer(),
  total: Type.Integer(),
  iniciadoEm: Type.String(),
  concluidoEm: N(Type.String()),
});
export type Processamento = Static<typeof Processamento>;
export const ProcessamentoAnswer = Answer(N(Processamento));

/** A row of the plan's grid: a model type with its quantity in each cycle. */
export const ModeloGrade = Type.Object({
  id: Type.Integer(),
  descricao: Type.String(),
  marca: Type.String(),
  ciclos: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), quantidade: Type.Integer() })),
});
export type ModeloGrade = Static<typeof ModeloGrade>;

export const Plano = Type.Object({
  id: Type.Integer(),
  ano: Type.Integer(),
  anoFiscal: Type.Integer(),
  mes: IdNome,
  ciclos: Type.Array(IdNome),
  modelos: Type.Array(ModeloGrade),
  ultimoProcessamento: N(Type.String()),
  processamento: N(Processamento),
});
export type Plano = Static<typeof Plano>;
export const PlanoAnswer = Answer(Plano);

export const LinhaPlano = Type.Object({
  id: Type.Integer(),
  ano: Type.Integer(),
  anoFiscal: Type.Integer(),
  mes: IdNome,
  ultimoProcessamento: N(Type.String()),
});
export type LinhaPlano = Static<typeof LinhaPlano>;
export const Planos = PageOf(LinhaPlano);
export type Planos = Static<typeof Planos>;

export const ExportarGradeCorpo = Strict({
  anoFiscal: AnoFiscal,
  mes: Opt(MesRef),
  ciclos: Opt(Type.Array(Id, { maxItems: 24 })),
  modelos: Opt(Type.Array(ModeloCorpo, { maxItems: 500 })),
});
export type ExportarGradeCorpo = Static<typeof ExportarGradeCorpo>;

/** POST order-call/fcst/modelo/importar: multipart (the .xlsx in the field files); the plan's fiscal year and month in the query. */
export const ImportarGradeQuery = Strict({ anoFiscal: AnoFiscal, mes: Opt(Int(1, 12)) });
export type ImportarGradeQuery = Static<typeof ImportarGradeQuery>;
export const GradeImportada = Answer(Type.Object({ modelos: Type.Array(ModeloGrade), mensagem: Type.String() }));
export type GradeImportada = Static<typeof GradeImportada>;

export const ProcessarCorpo = Strict({ fcstId: Id });
export const ProcessamentoIniciado = Answer(Type.Object({ workflowId: Type.String(), jaEmAndamento: Type.Boolean(), mensagem: Type.String() }));
export type ProcessamentoIniciado = Static<typeof ProcessamentoIniciado>;

// ---- order call

export const OrderCallItem = Type.Object({
  id: Type.Integer(),
  orderCallId: Type.Integer(),
  fcstId: Type.Integer(),
  anoFiscal: Type.Integer(),
  mes: IdNome,
  cicloAno: Type.String(),
  ultimoProcessamento: Type.String(),
});
export type OrderCallItem = Static<typeof OrderCallItem>;
export const OrderCalls = Answer(Type.Array(OrderCallItem));

const Todos = Type.Union([Id, Type.Literal(0)]);
const FiltroProps = {
  orderCallId: Id,
  cicloId: Opt(Todos),
  concessionariaId: Opt(Todos),
  marcaId: Opt(Todos),
  tipoModeloAgrupadoId: Opt(Todos),
};
/** The order call's filter (0: all). */
export const Filtro = Strict(FiltroProps);
export type Filtro = Static<typeof Filtro>;

export const CicloOc = Type.Object({
  cicloId: Type.Integer(),
  nomeCiclo: Type.String(),
  quantidadeCalculada: Type.Integer(),
  quantidadeFinal: Type.Integer(),
  alterada: Type.Boolean(),
});
export type CicloOc = Static<typeof CicloOc>;
export const DadosOrderCall = Type.Object({
  orderCallId: Type.Integer(),
  concessionaria: Type.Array(
    Type.Object({
      concessionariaId: Type.Integer(),
      codigoDealer: Type.String(),
      nomeConcessionaria: Type.String(),
      tipoModelo: Type.Array(Type.Object({ tipoModeloId: Type.Integer(), nomeTipoModelo: Type.String(), marca: Type.String(), ciclo: Type.Array(CicloOc) })),
    }),
  ),
});
export type DadosOrderCall = Static<typeof DadosOrderCall>;
export const DadosOrderCallAnswer = Answer(DadosOrderCall);

export const EdicaoCorpo = Strict({
  orderCallId: Opt(Id),
  concessionaria: Type.Array(
    Strict({
      concessionariaId: Id,
      codigoDealer: Opt(Text(20)),
      nomeConcessionaria: Opt(Text(200)),
      tipoModelo: Type.Array(
        Strict({
          tipoModeloId: Id,
          nomeTipoModelo: Opt(Text(100)),
          marca: Opt(Text(100)),
          ciclo: Type.Array(
            Strict({ cicloId: Id, nomeCiclo: Opt(Text(20)), quantidadeFinal: Quantidade, quantidadeCalculada: Opt(Quantidade), alterada: Opt(Type.Boolean()) }),
            { maxItems: 24 },
          ),
        }),
        { maxItems: 500 },
      ),
    }),
    { maxItems: 500 },
  ),
});
export type EdicaoCorpo = Static<typeof EdicaoCorpo>;
/** The final quantities saved (by the screen or a spreadsheet). */
export const Alteradas = Answer(Type.Object({ alteradas: Type.Integer(), mensagem: Type.String() }));
export type Alteradas = Static<typeof Alteradas>;

/** POST order-call/importar: multipart (the .xlsx in the field files); the order call's filter in the query. */
export const ImportarOrderCallQuery = Strict(FiltroProps);
export type ImportarOrderCallQuery = Static<typeof ImportarOrderCallQuery>;

// ---- a cell's explanation (distribuicao.ts computes it; order_call.explicacao keeps it)

export const CelulaQuery = Strict({ concessionariaId: Id, tipoModeloId: Id, cicloId: Id });
export type CelulaQuery = Static<typeof CelulaQuery>;

export const EntradaExplicada = Type.Object({
  chave: Type.Union([Type.Literal('planoAnual'), Type.Literal('varejo'), Type.Literal('necessidadeEstoque')]),
  nome: Type.String(),
  valor: Type.Number(),
  total: Type.Number(),
  participacao: Type.Number(),
  peso: Type.Number(),
  fonte: Type.String(),
  detalhe: Type.Optional(Type.String()),
});
export type EntradaExplicada = Static<typeof EntradaExplicada>;
/** How the rule reached a cell's quantity: its inputs, the dealer's weight, minimum, quota, cap and rounding. */
export const Explicacao = Type.Object({
  regra: Type.String(),
  planejado: Type.Number(),
  entradas: Type.Array(EntradaExplicada),
  peso: Type.Number(),
  minimo: Type.Number(),
  cota: Type.Number(),
  teto: N(Type.Number()),
  limitadoPeloTeto: Type.Boolean(),
  arredondamento: Type.Object({ piso: Type.Number(), fracao: Type.Number(), recebeuSobra: Type.Boolean(), sobras: Type.Number() }),
  quantidade: Type.Number(),
  observacoes: Type.Array(Type.String()),
});
export type Explicacao = Static<typeof Explicacao>;
/** A manual change of a cell's final quantity. */
export const Alteracao = Type.Object({
  antes: Type.Integer(),
  depois: Type.Integer(),
  porId: Type.Integer(),
  porNome: Type.String(),
  em: Type.String(),
  origem: Type.Union([Type.Literal('tela'), Type.Literal('planilha')]),
});
export type Alteracao = Static<typeof Alteracao>;
export const ExplicacaoCelula = Type.Object({
  orderCallId: Type.Integer(),
  concessionariaId: Type.Integer(),
  tipoModeloId: Type.Integer(),
  cicloId: Type.Integer(),
  codigoDealer: Type.String(),
  nomeConcessionaria: Type.String(),
  nomeTipoModelo: Type.String(),
  nomeCiclo: Type.String(),
  quantidadeCalculada: Type.Integer(),
  quantidadeFinal: Type.Integer(),
  explicacao: Explicacao,
  alteracoes: Type.Array(Alteracao),
});
export type ExplicacaoCelula = Static<typeof ExplicacaoCelula>;
export const ExplicacaoAnswer = Answer(ExplicacaoCelula);
