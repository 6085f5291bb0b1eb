import { accountMachine, accountRuleGuards, accountGuardMessages, accountStateRefusal } from '@portal/contracts/access/account-machine';
import type { AccountContext, AccountEventType } from '@portal/contracts/access/account-machine';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projection, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

/** conta-<participante>: the `contas` row keeps columns, not the machine's context (the commands fold the stream). */
const contas = agregadoDeMaquina('conta', {
  machine: accountMachine,
  ruleGuards: accountRuleGuards,
  guardMessages: accountGuardMessages,
  stateRefusal: accountStateRefusal,
});
export const { streamType: CONTA_STREAM_TYPE, stream: contaStream } = contas;
const participanteDe = contas.idOf;
const at = (e: StoredEvent) => (e.data as { at: string }).at;

/** The row before the event (a new account's defaults when there is none yet), at the event's position. */
function linha(current: Row | undefined, e: StoredEvent): Row {
  const base: Row = current ?? {
    participante_id: participanteDe(e),
    status: 'pendente',
    email: (e.data as { email?: string }).email ?? null,
    senha_trocada_por_administrador: false,
    data_troca_senha_utc: null,
    data_bloqueio_utc: null,
    versao_senha: 0,
    cadastro_completo: false,
    ultima_posicao: '0',
  };
  return { ...base, ultima_posicao: e.position };
}

/** A new password: who set it, when, and the next password version (older tokens are refused). */
function senhaTrocada(porAdministrador: boolean): Handler {
  return (current, e) => {
    const row = linha(current, e);
    return { ...row, senha_trocada_por_administrador: porAdministrador, data_troca_senha_utc: at(e), versao_senha: Number(row.versao_senha) + 1 };
  };
}

/** Read model `contas`: one row per account, evolved by the account stream. */
export const contasProjection = projection<AccountEventType>({
  name: 'contas',
  table: 'contas',
  key: 'participante_id',
  streamType: CONTA_STREAM_TYPE,
  keyOf: participanteDe,
  on: {
    ContaCriada: (current, e) => ({ ...linha(current, e), status: 'pendente' }),
    CadastroCompletado: (current, e) => ({ ...senhaTrocada(false)(current, e), status: 'ativa', cadastro_completo: true }),
    SenhaAlterada: senhaTrocada(false),
    SenhaRedefinida: senhaTrocada(false),
    SenhaDefinidaPeloAdministrador: (current, e) => {
      const row = senhaTrocada(true)(current, e)!;
      return { ...row, status: row.status === 'pendente' ? 'ativa' : row.status };
    },
    ContaBloqueada: (current, e) => {
      const row = linha(current, e);
      // blocking an active account revokes its tokens
      const versao_senha = row.status === 'ativa' ? Number(row.versao_senha) + 1 : row.versao_senha;
      return { ...row, versao_senha, status: 'bloqueada', data_bloqueio_utc: at(e) };
    },
    ContaDesbloqueada: (current, e) => {
      const row = linha(current, e);
      return { ...row, status: Number(row.versao_senha) > 0 ? 'ativa' : 'pendente', data_bloqueio_utc: null };
    },
    RedefinicaoSenhaSolicitada: linha,
    AcessoEspelhoIniciado: linha,
  },
});

export const accountAggregate = contas.comProjecoes(contasProjection);

export type { AccountContext };
