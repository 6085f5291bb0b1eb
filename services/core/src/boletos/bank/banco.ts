import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import type { Db } from '../../kernel/index.ts';
import { configuracaoBanco, type BancoBoletos } from './adapter.ts';
import { BancoSandbox } from './sandbox.ts';

/** The bank adapters that ship. A real bank's API client joins this list, behind the same {@link BancoBoletos}. */
export const ADAPTADORES_BANCO = ['sandbox'] as const;

/**
 * The bank the portal issues boletos through, chosen by BOLETO_ADAPTADOR (default `sandbox`: the bank inside the
 * portal) and configured by the BOLETO_* variables ({@link configuracaoBanco}). Called once at start-up; a bad
 * configuration stops the start with a pt-BR message.
 */
export function criarBancoBoletos(deps: { db: Db; env?: Record<string, string | undefined>; now?: () => Date }): BancoBoletos {
  const env = deps.env ?? process.env;
  const adaptador = env.BOLETO_ADAPTADOR?.trim() || 'sandbox';
  const configuracao = configuracaoBanco(env);
  switch (adaptador) {
    case 'sandbox':
      return new BancoSandbox(deps.db, configuracao, deps.now);
    default:
      throw new Error(bancoMsg.configuracaoInvalida('BOLETO_ADAPTADOR', bancoMsg.adaptadorDesconhecido(adaptador, ADAPTADORES_BANCO.join(', '))));
  }
}
