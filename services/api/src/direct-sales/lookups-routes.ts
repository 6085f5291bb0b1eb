import type { FastifyInstance } from 'fastify';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import {
  ETAPAS_PEDIDO,
  NOME_TIPO_ARQUIVO,
  STATUS_BOLETO_LISTA,
  STATUS_PEDIDO_LISTA,
  TIPOS_ARQUIVO,
  TIPOS_CLIENTE,
  TIPOS_PARCELA,
  documentosDoCliente,
  ehEtapaPedido,
  ehTipoCliente,
  ehTipoDesconto,
  ehTipoPagamento,
  lmsg,
} from '@portal/contracts/direct-sales/lookups';
import { InvalidInput, type Db } from '@portal/core/kernel/index';
import * as q from '@portal/core/direct-sales/lookups/queries';
import { consultarCep, type ProvedorCep } from '@portal/core/direct-sales/lookups/cep';
import {
  CepParams,
  Cidades,
  DestinatariosQuery,
  Destinatarios,
  DocumentosQuery,
  EnderecoCepAnswer,
  Etapas,
  PercentualDescontoAnswer,
  PercentualDescontoQuery,
  Profissoes,
  Status,
  TiposArquivo,
  TiposCliente,
  TiposParcela,
  UfParams,
  Ufs,
  Versoes,
  VersoesQuery,
} from '@portal/contracts/direct-sales/schemas';
import { ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { permissao, rotas } from '../platform/rota.ts';

export interface LookupRoutesOptions {
  deps: { db: Db; now: () => Date };
  /** the online CEP provider (`CEP_PROVIDER_URL`); without one the CEP lookup answers from the table and the CEP ranges */
  cepProvedor?: ProvedorCep | null;
}

/**
 * The reference data and lookups of the direct-sales order screen and the boletos screen (spec direct-sales §7.1, §7.2).
 * Any signed-in user who reads direct sales or boletos; the lookups the vehicle screens share stay in vehicles/routes.ts.
 */
export async function lookupRoutes(appBase: FastifyInstance, opts: LookupRoutesOptions) {
  const rota = rotas(appBase, ['Venda direta: referências']);
  const { deps } = opts;
  const config = permissao(['vendaDireta', 'boletos'], 'r');

  rota.get('/pedidos/documentos', {
    config,
    summary:
      'Tipos de arquivo do pedido; com tipoCliente (e steps, obrigatorio=true): cada documento e se é obrigatório, opcional ou não deve ser anexado nessa etapa',
    query: DocumentosQuery,
    answer: TiposArquivo,
    handler: async (req) => {
      const { obrigatorio, steps, tipoCliente, tipoPagamento } = req.query;
      if (obrigatorio !== true && steps === undefined && tipoCliente === undefined)
        return ok(TIPOS_ARQUIVO.map((t) => ({ id: t, descricao: NOME_TIPO_ARQUIVO[t], tipoArquivo: t, tipoArquivoNome: NOME_TIPO_ARQUIVO[t] })));
      if (tipoCliente === undefined) throw new InvalidInput(lmsg.tipoClienteObrigatorio);
      if (!ehTipoCliente(tipoCliente)) throw new InvalidInput(lmsg.tipoClienteInvalido);
      const etapa = steps ?? 0;
      if (!ehEtapaPedido(etapa)) throw new InvalidInput(lmsg.etapaInvalida);
      if (tipoPagamento !== undefined && tipoPagamento !== null && tipoPagamento !== 0 && !ehTipoPagamento(tipoPagamento))
        throw new InvalidInput(lmsg.tipoPagamentoInvalido);
      return ok(documentosDoCliente(tipoCliente, etapa, { tipoPagamento: tipoPagamento || null }));
    },
  });

  rota.get('/pedidos/tipos-cliente', {
    config,
    summary: 'Tipos de cliente (formulário de pessoa física ou jurídica)',
    answer: TiposCliente,
    handler: async () => ok(TIPOS_CLIENTE.map((t) => ({ id: t.id, nome: t.nome, pessoaFisica: t.pessoaFisica, pcd: t.pcd }))),
  });

  rota.get('/pedidos/destinatarios', {
    config,
    summary: 'Destinatários de comentários: equipe de venda direta do importador e, com concessionariaId, os usuários ativos do dealer',
    query: DestinatariosQuery,
    answer: Destinatarios,
    handler: async (req) => ok(await q.listarDestinatarios(deps.db, principalOf(req), req.query.concessionariaId)),
  });

  rota.get('/pedidos/tipos-parcela', {
    config,
    summary: 'Tipos de parcela do boleto (Total, Parcial)',
    answer: TiposParcela,
    handler: async () => ok(TIPOS_PARCELA.map((t) => ({ id: t.id, nome: t.nome }))),
  });

  rota.get('/pedidos/versao', {
    config,
    summary: 'Versões (um derivativo em um ano-modelo), de um derivativo opcional',
    query: VersoesQuery,
    answer: Versoes,
    handler: async (req) => ok(await q.listarVersoes(deps.db, req.query.derivativoId)),
  });

  rota.get('/pedidos/percentual/desconto', {
    config,
    summary: 'Desconto e comissão (%) da política em vigor para o tipo de desconto, derivativo e versão',
    query: PercentualDescontoQuery,
    answer: PercentualDescontoAnswer,
    handler: async (req) => {
      const { tipoDesconto, derivativoId, versaoId } = req.query;
      if (!ehTipoDesconto(tipoDesconto)) throw new InvalidInput(lmsg.tipoDescontoInvalido);
      return ok(await q.percentualDesconto(deps.db, { tipoDesconto, derivativoId, versaoId: versaoId || undefined }, dataEmSaoPaulo(deps.now())));
    },
  });

  rota.get('/genericos/profissoes', { config, summary: 'Profissões', answer: Profissoes, handler: async () => ok(await q.listarProfissoes(deps.db)) });

  rota.get('/localizacoes/ufs', {
    config,
    summary: 'UFs (id = código IBGE)',
    answer: Ufs,
    handler: async () => ok((await q.listarUfs(deps.db)).map((u) => ({ ...u, sigla: u.sigla.trim() }))),
  });

  rota.get('/localizacoes/cidades/:ufId', {
    config,
    summary: 'Municípios da UF (id = código IBGE)',
    params: UfParams,
    answer: Cidades,
    handler: async (req) => ok(await q.listarCidades(deps.db, req.params.ufId)),
  });

  rota.get('/localizacoes/cep/:cep', {
    config,
    summary: 'Endereço do CEP: tabela do portal, provedor online (quando configurado) ou, ao menos, a UF pela faixa de CEP',
    params: CepParams,
    answer: EnderecoCepAnswer,
    handler: async (req) =>
      ok(
        await consultarCep(deps.db, req.params.cep, {
          provedor: opts.cepProvedor ?? null,
          aoFalharProvedor: (err) => req.log.warn({ err: err.message }, 'provedor de CEP sem resposta: respondido pela tabela e faixas de CEP'),
        }),
      ),
  });

  rota.get('/veiculos/pedidos/etapas', {
    config,
    summary: 'Etapas do pedido de venda direta (filtro Etapa atual)',
    answer: Etapas,
    handler: async () => ok(ETAPAS_PEDIDO.map((e) => ({ id: e.id, nome: e.nome, progresso: e.progresso }))),
  });

  rota.get('/veiculos/pedidos/status', {
    config,
    summary: 'Status do pedido (filtro Status): Em andamento, Concluído, Cancelado, Reprovado',
    answer: Status,
    handler: async () => ok(STATUS_PEDIDO_LISTA.map((s) => ({ id: s.id, nome: s.nome }))),
  });

  for (const url of ['/pedidos/tipos-status/', '/pedidos/tipos-status'])
    rota.get(url, {
      config,
      summary: 'Status do boleto (filtro da tela de boletos)',
      answer: Status,
      handler: async () => ok(STATUS_BOLETO_LISTA.map((s) => ({ id: s.id, nome: s.nome }))),
    });
}
