import type { FastifyInstance } from 'fastify';
import { przMsg } from '@portal/contracts/prazos/messages';
import { FeriadoBody, FeriadoParams, FeriadosAnswer, FeriadosQuery } from '@portal/contracts/prazos/schemas';
import { alterarFeriado, criarFeriado, excluirFeriado, listarFeriados } from '@portal/core/prazos/feriados';
import type { Db } from '@portal/core/kernel/index';
import { ok } from '../platform/schemas.ts';
import { atorECorrelacao } from '../platform/auth.ts';
import { permissao, rotas } from '../platform/rota.ts';

/**
 * Deadlines: the holiday table (Feriados, on /settings/0) that every business-day deadline skips besides the national
 * holidays. Reference data with the settings' permission, each change audited.
 */
export async function prazosRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['Configurações']);
  const { deps } = opts;
  const ler = permissao('configuracoes', 'r');
  const salvar = permissao('configuracoes', 'u');

  rota.get('/feriados', {
    config: ler,
    summary: 'Feriados da tabela (além dos nacionais, que vêm junto para referência), por data',
    query: FeriadosQuery,
    answer: FeriadosAnswer,
    handler: async (req) => ok(await listarFeriados(deps.db, { ano: req.query.ano ?? null }, deps.now())),
  });

  rota.post('/feriados', {
    config: salvar,
    summary: 'Novo feriado (data, nome, abrangência): os prazos em dias úteis passam a pulá-lo',
    body: FeriadoBody,
    status: 201,
    mensagem: przMsg.feriadoSalvo,
    handler: async (req) => {
      await criarFeriado(deps.db, atorECorrelacao(req), req.body);
    },
  });

  rota.put('/feriados/:id', {
    config: salvar,
    summary: 'Alterar um feriado',
    params: FeriadoParams,
    body: FeriadoBody,
    mensagem: przMsg.feriadoSalvo,
    handler: async (req) => {
      await alterarFeriado(deps.db, atorECorrelacao(req), req.params.id, req.body);
    },
  });

  rota.delete('/feriados/:id', {
    config: salvar,
    summary: 'Excluir um feriado',
    params: FeriadoParams,
    mensagem: przMsg.feriadoExcluido,
    handler: async (req) => {
      await excluirFeriado(deps.db, atorECorrelacao(req), req.params.id);
    },
  });
}
