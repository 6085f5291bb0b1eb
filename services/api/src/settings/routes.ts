import type { FastifyInstance } from 'fastify';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { adicionarConfiguracao, adicionarValorMedio, definirPrazoKpi, listarConfiguracoes } from '@portal/core/settings/settings';
import { alterarFlag, obterFlag } from '@portal/core/settings/flags';
import { listarVigencias } from '@portal/core/specs/index';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, ok } from '../platform/schemas.ts';
import {
  ConfiguracoesAnswer,
  ConfiguracoesQuery,
  FlagAnswer,
  FlagBody,
  NovoPeriodoBody,
  PrazoKpiBody,
  ValorMedioBody,
  VigenciasAnswer,
  VigenciasQuery,
} from '@portal/contracts/settings/schemas';
import { atorECorrelacao } from '../platform/auth.ts';
import { permissao, rotas } from '../platform/rota.ts';
import { iniciarPrazo } from '../prazos/index.ts';

export interface SettingsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

/**
 * Settings (/settings/{aba}; spec §7.5): conf1..conf14 with their history, the average value, the KPI deadline per month,
 * the monitoring flags with their LOGS, the optional-vigência rows. Swaps (conf4/8/9), billing (conf13), orders (conf12)
 * and the vehicle lists (flags) read the same store. Every save needs `configuracoes` 'u'.
 */
export async function settingsRoutes(appBase: FastifyInstance, opts: SettingsRoutesOptions) {
  const rota = rotas(appBase, ['Configurações']);
  const { deps } = opts;
  const ler = permissao('configuracoes', 'r');
  const salvar = permissao('configuracoes', 'u');

  rota.get('/configuracoes', {
    config: ler,
    summary: 'Configurações gerais conf1..conf14, cada uma com o histórico (data, valor, usuário) e o valor em vigor (ativo)',
    query: ConfiguracoesQuery,
    answer: ConfiguracoesAnswer,
    handler: async (req) => ok(await listarConfiguracoes(deps.db, { page: req.query.page ?? 1, per_page: req.query.per_page ?? 20 })),
  });

  rota.post('/configuracoes', {
    config: salvar,
    summary: 'Novo valor de uma configuração (1-11 períodos, 12 modo de pagamento 0/1, 13 regra das 14 horas 14/-1): 201',
    body: NovoPeriodoBody,
    status: 201,
    mensagem: cfgMsg.novoPeriodo,
    handler: async (req) => adicionarConfiguracao(deps.db, atorECorrelacao(req), req.body, deps.now()),
  });

  rota.post('/configuracoes/media-faturamento', {
    config: salvar,
    summary: 'Novo valor médio de faturamento em R$ (conf14): 201',
    body: ValorMedioBody,
    status: 201,
    mensagem: cfgMsg.novoValorMedio,
    handler: async (req) => adicionarValorMedio(deps.db, atorECorrelacao(req), req.body, deps.now()),
  });

  rota.post('/configuracoes/prazo-kpi', {
    config: salvar,
    summary: 'Prazo do KPI Approved de um mês (conf10); nunca sábado ou domingo',
    body: PrazoKpiBody,
    mensagem: cfgMsg.operacaoRealizada,
    handler: async (req) => {
      const chave = await definirPrazoKpi(deps.db, atorECorrelacao(req), req.body, deps.now());
      // the month's lock timer (`prazo-kpi-<ano>-<mes>`): a new date replaces the run of the former one
      await iniciarPrazo(req, deps.db, deps.now, chave);
    },
  });

  rota.get('/configuracoes/specs', {
    config: ler,
    summary: 'Vigências do guia de opcionais por tipo de modelo',
    query: VigenciasQuery,
    answer: VigenciasAnswer,
    handler: async (req) => ok(await listarVigencias(deps.db, req.query)),
  });

  rota.get('/configuracoes/flag/:id', {
    config: ler,
    summary: 'Edição da Flag: a flag e os LOGS de alterações',
    params: IdParams,
    answer: FlagAnswer,
    handler: async (req) => ok(await obterFlag(deps.db, req.params.id)),
  });

  rota.put('/configuracoes/flag', {
    config: salvar,
    summary: "Alterar uma flag (1 verde até N dias: 'ate'; 2 amarelo entre 'de' e 'ate'; 3 vermelho acima de 'de')",
    body: FlagBody,
    mensagem: cfgMsg.configuracaoAtualizada,
    handler: async (req) => {
      await alterarFlag(deps.db, atorECorrelacao(req), req.body);
    },
  });
}
