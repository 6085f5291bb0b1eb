import { accountMachine, accountRuleGuards, accountGuardMessages, accountStateRefusal, type AccountContext } from '@portal/contracts/access/account-machine';
import type { Aggregate } from '../eventstore/decider.ts';
import type { Projection, Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const contaStream = (participanteId: number) => `conta-${participanteId}`;

/** Read model `contas`: one row per account, evolved by the account stream. */
export const contasProjection: Projection = {
  name: 'contas',
  table: 'contas',
  key: 'participante_id',
  streamTypes: ['conta'],
  keyOf: (e) => Number(e.streamId.slice('conta-'.length)),
  evolve(current: Row | undefined, e: StoredEvent): Row | null {
    const d = e.data as { at: string; participanteId?: number; email?: string };
    const base: Row = current ?? {
      participante_id: Number(e.streamId.slice('conta-'.length)),
      status: 'pendente',
      email: d.email ?? null,
      senha_trocada_por_administrador: false,
      data_troca_senha_utc: null,
      data_bloqueio_utc: null,
      versao_senha: 0,
      cadastro_completo: false,
      ultima_posicao: '0',
    };
    const row: Row = { ...base, ultima_posicao: e.position };
    const bump = () => (row.versao_senha = Number(base.versao_senha) + 1);
    switch (e.type) {
      case 'ContaCriada':
        row.status = 'pendente';
        break;
      case 'CadastroCompletado':
        row.status = 'ativa';
        row.cadastro_completo = true;
        row.senha_trocada_por_administrador = false;
        row.data_troca_senha_utc = d.at;
        bump();
        break;
      case 'SenhaAlterada':
      case 'SenhaRedefinida':
        row.senha_trocada_por_administrador = false;
        row.data_troca_senha_utc = d.at;
        bump();
        break;
      case 'SenhaDefinidaPeloAdministrador':
        if (row.status === 'pendente') row.status = 'ativa';
        row.senha_trocada_por_administrador = true;
        row.data_troca_senha_utc = d.at;
        bump();
        break;
      case 'ContaBloqueada':
        if (row.status === 'ativa') bump();
        row.status = 'bloqueada';
        row.data_bloqueio_utc = d.at;
        break;
      case 'ContaDesbloqueada':
        row.status = Number(base.versao_senha) > 0 ? 'ativa' : 'pendente';
        row.data_bloqueio_utc = null;
        break;
      default:
        break;
    }
    return row;
  },
};

export const accountAggregate: Aggregate = {
  streamType: 'conta',
  machine: accountMachine,
  ruleGuards: accountRuleGuards,
  guardMessages: accountGuardMessages,
  stateRefusal: accountStateRefusal,
  projections: [contasProjection],
};

export type { AccountContext };
