import { setup, assign } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { kpiMsg } from './messages.ts';

/**
 * A KPI vehicle (JLR) of the Approved programme (spec 002 §3 "KPI vehicle", §4.9). Stream `kpi-veiculo-<id>`.
 * Registered → 'Em Auditoria' (or straight to 'Aprovados', approved forced, for the importer's own dealer); the
 * Administrador approves → 'Aprovados'. Edits keep the state; a dealer cannot edit or delete an 'Aprovados' vehicle.
 * Every event carries who (`actor`) and when (`at`); the history lists who changed which fields.
 */
export const STATUS_KPI = { emAuditoria: 'Em Auditoria', aprovados: 'Aprovados' } as const;
export type StatusKpi = (typeof STATUS_KPI)[keyof typeof STATUS_KPI];

/** The figures, dates and texts of a KPI vehicle, the same in its stored data and in the screens' row (`VeiculoKpi`). */
export const CamposVeiculoKpi = Type.Object({
  anoPolitica: Type.Integer(),
  anoFabricacao: N(Type.Integer()),
  anoModelo: Type.Integer(),
  anosPassados: Type.Integer(),
  kmVeiculo: N(Type.String()),
  dataNF: N(Type.String()),
  numeroNF: N(Type.String()),
  cnpjNF: N(Type.String()),
  observacao: N(Type.String()),
  precoPublico: Type.Number(),
  custoAquisicao: Type.Number(),
  valorVenda: Type.Number(),
  depreciacao: N(Type.Number()),
  dataCompra: N(Type.String()),
  dataVenda: N(Type.String()),
  tempoEstoque: N(Type.Integer()),
  approved: Type.Boolean(),
  casoTrocaModelo: N(Type.String()),
  bonusApprovedID: N(Type.Integer()),
  arquivoContratoGarantia: N(Type.String()),
  arquivoPrintSistema: N(Type.String()),
  arquivoNFVenda: N(Type.String()),
  arquivoCheckList: N(Type.String()),
});
export type CamposVeiculoKpi = Static<typeof CamposVeiculoKpi>;

/** The vehicle's fields as stored (references by id and name, money in BRL, dates YYYY-MM-DD). */
export const DadosVeiculoKpi = Type.Object({
  ...CamposVeiculoKpi.properties,
  marcaId: Type.Integer(),
  marcaNome: Type.String(),
  chassi: Type.String(),
  modeloId: Type.Integer(),
  modeloNome: Type.String(),
  versaoId: Type.Integer(),
  versaoNome: Type.String(),
  politicaId: Type.Integer(),
  politicaNome: Type.String(),
  tipoAquisicaoId: Type.Integer(),
  tipoAquisicaoNome: Type.String(),
});
export type DadosVeiculoKpi = Static<typeof DadosVeiculoKpi>;

const evento = eventosCom({ at: Type.String() });
/** The KPI vehicle's events as the stream `kpi-veiculo-<id>` keeps them (without the acting user). */
export const VeiculoKpiEventData = Type.Union([
  evento('VeiculoKpiCadastrado', {
    veiculoId: Type.Integer(),
    ano: Type.Integer(),
    mes: Type.Integer(),
    concessionariaId: Type.Integer(),
    concessionariaGrupoId: N(Type.Integer()),
    dealerProprio: Type.Boolean(),
    dados: DadosVeiculoKpi,
  }),
  evento('VeiculoKpiAlterado', { dados: DadosVeiculoKpi }),
  evento('VeiculoKpiAprovado'),
  evento('VeiculoKpiExcluido'),
]);
export type VeiculoKpiEvent = ComAtor<Static<typeof VeiculoKpiEventData>>;
export type VeiculoKpiEventType = VeiculoKpiEvent['type'];

const StatusKpi = UmDe(STATUS_KPI);
export const HistoricoVeiculoKpi = Type.Object({
  data: Type.String(),
  usuarioId: Type.Integer(),
  usuarioNome: Type.String(),
  espelhoAdminId: N(Type.Integer()),
  acao: UmDe(['Cadastro', 'Alteração', 'Aprovação', 'Exclusão'] as const),
  /** the fields that changed (names of DadosVeiculoKpi) */
  campos: Type.Array(Type.String(), { description: 'os campos alterados (nomes de DadosVeiculoKpi)' }),
  status: StatusKpi,
});
export type HistoricoVeiculoKpi = Static<typeof HistoricoVeiculoKpi>;

export const VeiculoKpiContext = Type.Object({
  veiculoId: N(Type.Integer()),
  ano: Type.Integer(),
  mes: Type.Integer(),
  concessionariaId: Type.Integer(),
  status: StatusKpi,
  excluido: Type.Boolean(),
  dados: N(DadosVeiculoKpi),
  cadastradoEm: N(Type.String()),
  atualizadoEm: N(Type.String()),
  historico: Type.Array(HistoricoVeiculoKpi),
});
export type VeiculoKpiContext = Static<typeof VeiculoKpiContext>;

export const contextoInicialVeiculoKpi: VeiculoKpiContext = {
  veiculoId: null,
  ano: 0,
  mes: 0,
  concessionariaId: 0,
  status: STATUS_KPI.emAuditoria,
  excluido: false,
  dados: null,
  cadastradoEm: null,
  atualizadoEm: null,
  historico: [],
};

/** The fields whose values differ between two versions of the vehicle. Pure. */
export function camposAlterados(antes: DadosVeiculoKpi | null, depois: DadosVeiculoKpi): string[] {
  if (!antes) return Object.keys(depois);
  return (Object.keys(depois) as (keyof DadosVeiculoKpi)[]).filter((k) => JSON.stringify(antes[k]) !== JSON.stringify(depois[k]));
}

const ehDealer = (a: Actor) => a.grupoPerfil === GRUPO_PERFIL.Dealer;
const linha = (e: VeiculoKpiEvent, acao: HistoricoVeiculoKpi['acao'], campos: string[], status: StatusKpi): HistoricoVeiculoKpi => ({
  data: e.at,
  usuarioId: e.actor.userId,
  usuarioNome: e.actor.nome,
  espelhoAdminId: e.actor.espelhoAdminId,
  acao,
  campos,
  status,
});

type Args = { context: VeiculoKpiContext; event: VeiculoKpiEvent };

export const veiculoKpiMachine = setup({
  types: {} as { context: VeiculoKpiContext; events: VeiculoKpiEvent },
  guards: {
    /** routing: the importer's own dealer registers straight into Aprovados */
    dealerProprio: ({ event }: Args) => event.type === 'VeiculoKpiCadastrado' && event.dealerProprio,
    /** rule: importer staff (not a dealer user) acts on an approved vehicle */
    naoEhDealer: ({ event }: Args) => !ehDealer(event.actor),
    /** rule: the same, for a delete (its own refusal message) */
    naoEhDealerExclusao: ({ event }: Args) => !ehDealer(event.actor),
    /** rule: only the Administrador approves */
    ehAdministrador: ({ event }: Args) => event.actor.grupoPerfil === GRUPO_PERFIL.Administrador && event.actor.role === 'Administrador',
  },
  actions: {
    cadastrou: assign(({ event }: Args) => {
      if (event.type !== 'VeiculoKpiCadastrado') return {};
      const status = event.dealerProprio ? STATUS_KPI.aprovados : STATUS_KPI.emAuditoria;
      const dados = event.dealerProprio ? { ...event.dados, approved: true } : event.dados;
      return {
        veiculoId: event.veiculoId,
        ano: event.ano,
        mes: event.mes,
        concessionariaId: event.concessionariaId,
        status,
        dados,
        cadastradoEm: event.at,
        atualizadoEm: event.at,
        historico: [linha(event, 'Cadastro', [], status)],
      };
    }),
    alterou: assign(({ context, event }: Args) => {
      if (event.type !== 'VeiculoKpiAlterado') return {};
      const dados = context.status === STATUS_KPI.aprovados && context.dados?.approved ? { ...event.dados, approved: true } : event.dados;
      return {
        dados,
        atualizadoEm: event.at,
        historico: [...context.historico, linha(event, 'Alteração', camposAlterados(context.dados, dados), context.status)],
      };
    }),
    aprovou: assign(({ context, event }: Args) => ({
      status: STATUS_KPI.aprovados,
      atualizadoEm: event.at,
      historico: [...context.historico, linha(event, 'Aprovação', [], STATUS_KPI.aprovados)],
    })),
    excluiu: assign(({ context, event }: Args) => ({
      excluido: true,
      atualizadoEm: event.at,
      historico: [...context.historico, linha(event, 'Exclusão', [], context.status)],
    })),
  },
}).createMachine({
  id: 'veiculoKpi',
  context: contextoInicialVeiculoKpi,
  initial: 'inexistente',
  states: {
    inexistente: {
      on: {
        VeiculoKpiCadastrado: [
          { guard: 'dealerProprio', target: 'aprovados', actions: 'cadastrou' },
          { target: 'emAuditoria', actions: 'cadastrou' },
        ],
      },
    },
    emAuditoria: {
      on: {
        VeiculoKpiAlterado: { target: 'emAuditoria', actions: 'alterou' },
        VeiculoKpiAprovado: { guard: 'ehAdministrador', target: 'aprovados', actions: 'aprovou' },
        VeiculoKpiExcluido: { target: 'excluido', actions: 'excluiu' },
      },
    },
    aprovados: {
      on: {
        VeiculoKpiAlterado: { guard: 'naoEhDealer', target: 'aprovados', actions: 'alterou' },
        VeiculoKpiExcluido: { guard: 'naoEhDealerExclusao', target: 'excluido', actions: 'excluiu' },
      },
    },
    excluido: { type: 'final' },
  },
});

export const veiculoKpiRuleGuards = ['naoEhDealer', 'naoEhDealerExclusao', 'ehAdministrador'] as const;

/** The refusal of each rule guard. */
export const veiculoKpiGuardMessages: Record<string, string> = {
  naoEhDealer: kpiMsg.dealerNaoPodeEditarAprovado,
  naoEhDealerExclusao: kpiMsg.dealerNaoPodeExcluirAprovado,
  ehAdministrador: kpiMsg.soAdministradorAprova,
};

/** Why the vehicle in `state` does not take `eventType`. */
export function veiculoKpiStateRefusal(state: string, eventType: VeiculoKpiEventType): string {
  if (state === 'excluido') return kpiMsg.veiculoExcluidoJa;
  if (state === 'aprovados' && eventType === 'VeiculoKpiAprovado') return kpiMsg.jaAprovado;
  return kpiMsg.acaoNaoPermitida;
}

/** The machine state of a stored context. */
export const estadoDoVeiculoKpi = (c: VeiculoKpiContext): string =>
  c.veiculoId === null ? 'inexistente' : c.excluido ? 'excluido' : c.status === STATUS_KPI.aprovados ? 'aprovados' : 'emAuditoria';
