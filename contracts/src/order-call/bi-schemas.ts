import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, N, Opt, Strict } from '../http/schemas.ts';

/** Request and answer schemas of the BI Order Call and BI Plano Anual pages (/biordercall, /biplanoanual; spec 002 §7.9). */

/** The charts of each page (the export's `quadro`). */
export const QUADROS_ORDER_CALL = ['modelo', 'ciclo', 'dealer'] as const;
export const QUADROS_PLANO_ANUAL = ['modelo', 'dealer', 'mes', 'detalhe'] as const;

/** One of the given strings (a chart's id). */
export const literais = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)));
export const OpcoesBi = Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String() }));
const Comuns = { marcas: OpcoesBi, dealers: OpcoesBi };
const Soma = { calculado: Type.Integer(), distribuido: Type.Integer() };

const FiltroOcProps = { orderCallId: Opt(Id), cicloId: Opt(Id), marcaId: Opt(Id), concessionariaId: Opt(Id) };
export const FiltroBiOrderCall = Strict(FiltroOcProps);
export type FiltroBiOrderCall = Static<typeof FiltroBiOrderCall>;
export const ExportarBiOrderCallQuery = Strict({ ...FiltroOcProps, quadro: literais(QUADROS_ORDER_CALL) });

const FiltroPaProps = { anoFiscal: Opt(Int(2000, 2100)), marcaId: Opt(Id), concessionariaId: Opt(Id) };
export const FiltroBiPlanoAnual = Strict(FiltroPaProps);
export type FiltroBiPlanoAnual = Static<typeof FiltroBiPlanoAnual>;
export const ExportarBiPlanoAnualQuery = Strict({ ...FiltroPaProps, quadro: literais(QUADROS_PLANO_ANUAL) });

export const DadosOrderCall = Type.Object({
  orderCallId: N(Type.Integer()),
  porModeloCiclo: Type.Array(
    Type.Object({
      tipoModeloId: Type.Integer(),
      modelo: Type.String(),
      marca: Type.String(),
      cicloId: Type.Integer(),
      ciclo: Type.String(),
      planejado: N(Type.Integer()),
      ...Soma,
    }),
  ),
  porDealer: Type.Array(Type.Object({ concessionariaId: Type.Integer(), codigoDealer: Type.String(), nomeConcessionaria: Type.String(), ...Soma })),
  opcoes: Type.Object({ producoes: OpcoesBi, ciclos: OpcoesBi, ...Comuns }),
});
export const BiOrderCall = Answer(DadosOrderCall);
export type BiOrderCall = Static<typeof BiOrderCall>;

export const DadosPlanoAnual = Type.Object({
  anoFiscal: Type.Integer(),
  anos: Type.Array(Type.Integer()),
  opcoes: Type.Object(Comuns),
  linhas: Type.Array(
    Type.Object({
      concessionariaId: Type.Integer(),
      codigoDealer: Type.String(),
      nomeConcessionaria: Type.String(),
      tipoModeloId: Type.Integer(),
      modelo: Type.String(),
      marca: Type.String(),
      planoAnual: Type.Integer(),
      varejo: Type.Integer(),
    }),
  ),
  varejoMensal: Type.Array(Type.Object({ ano: Type.Integer(), mes: Type.Integer(), varejo: Type.Integer() })),
});
export const BiPlanoAnual = Answer(DadosPlanoAnual);
export type BiPlanoAnual = Static<typeof BiPlanoAnual>;

/** 'Atualizar' of a BI page: the figures are read live, so the answer only says when it was asked. */
export const AtualizacaoBi = Answer(Type.Object({ mensagem: Type.String(), solicitadoEm: Type.String() }));
export type AtualizacaoBi = Static<typeof AtualizacaoBi>;
