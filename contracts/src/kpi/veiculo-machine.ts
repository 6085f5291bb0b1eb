import { setup, assign } from 'xstate';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
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
export interface CamposVeiculoKpi {
  anoPolitica: number;
  anoFabricacao: number | null;
  anoModelo: number;
  anosPassados: number;
  kmVeiculo: string | null;
  dataNF: string | null;
  numeroNF: string | null;
  cnpjNF: string | null;
  observacao: string | null;
  precoPublico: number;
  custoAquisicao: number;
  valorVenda: number;
  depreciacao: number | null;
  dataCompra: string | null;
  dataVenda: string | null;
  tempoEstoque: number | null;
  approved: boolean;
  casoTrocaModelo: string | null;
  bonusApprovedID: number | null;
  arquivoContratoGarantia: string | null;
  arquivoPrintSistema: string | null;
  arquivoNFVenda: string | null;
  arquivoCheckList: string | null;
}

/** The vehicle's fields as stored (references by id and name, money in BRL, dates YYYY-MM-DD). */
export interface DadosVeiculoKpi extends CamposVeiculoKpi {
  marcaId: number;
  marcaNome: string;
  chassi: string;
  modeloId: number;
  modeloNome: string;
  versaoId: number;
  versaoNome: string;
  politicaId: number;
  politicaNome: string;
  tipoAquisicaoId: number;
  tipoAquisicaoNome: string;
}

interface Base {
  actor: Actor;
  at: string;
}
export type VeiculoKpiEvent =
  | (Base & {
      type: 'VeiculoKpiCadastrado';
      veiculoId: number;
      ano: number;
      mes: number;
      concessionariaId: number;
      concessionariaGrupoId: number | null;
      dealerProprio: boolean;
      dados: DadosVeiculoKpi;
    })
  | (Base & { type: 'VeiculoKpiAlterado'; dados: DadosVeiculoKpi })
  | (Base & { type: 'VeiculoKpiAprovado' })
  | (Base & { type: 'VeiculoKpiExcluido' });
export type VeiculoKpiEventType = VeiculoKpiEvent['type'];

export interface HistoricoVeiculoKpi {
  data: string;
  usuarioId: number;
  usuarioNome: string;
  espelhoAdminId: number | null;
  acao: 'Cadastro' | 'Alteração' | 'Aprovação' | 'Exclusão';
  /** the fields that changed (names of DadosVeiculoKpi) */
  campos: string[];
  status: StatusKpi;
}

export interface VeiculoKpiContext {
  veiculoId: number | null;
  ano: number;
  mes: number;
  concessionariaId: number;
  status: StatusKpi;
  excluido: boolean;
  dados: DadosVeiculoKpi | null;
  cadastradoEm: string | null;
  atualizadoEm: string | null;
  historico: HistoricoVeiculoKpi[];
}

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
