import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { SITUACAO_SPEC_NOME } from '@portal/contracts/settings/specs';
import * as tipos from '@portal/core/specs/tipos-modelo';
import { listarSpecs, obterSpec, todasSpecs, type SpecLinha } from '@portal/core/specs/conformidade';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, MessageAnswer, Xlsx, ok, saved, Saved } from '../platform/schemas.ts';
import {
  FiltrosSpecQuery,
  NovoCodigoBody,
  NovoTipoModeloBody,
  NumeroPedidoParams,
  RenomearTipoModeloBody,
  SpecDetalheAnswer,
  SpecsPagina,
  SpecsQuery,
  TipoModeloAnswer,
  TiposModeloAnswer,
  TiposModeloPagina,
  TiposModeloQuery,
} from '@portal/contracts/settings/specs-schemas';
import { principalOf } from '../platform/auth.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';

export interface SpecsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

const lista = (o: { codigo: string; descricao: string }[]) => o.map((x) => `${x.codigo} ${x.descricao}`).join('; ');

/** Model types and their codes (/settings/1, /modelo/{id}) and the specs compliance (/specs): spec §7.3. */
export async function specsRoutes(appBase: FastifyInstance, opts: SpecsRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['Specs e tipos de modelo'];
  const ler = { permissao: { funcao: 'specs' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'specs' as const, acesso: 'u' as const } };
  const ctx = (req: Parameters<typeof principalOf>[0]) => ({ actor: principalOf(req), correlationId: req.id });

  app.get('/configuracoes/tipo-modelo', {
    config: ler,
    schema: { tags, summary: 'Tipos de modelo com os códigos (lista agrupada)', response: { 200: TiposModeloAnswer } },
    handler: async () => ok(await tipos.todosTiposModelo(db)),
  });
  app.get('/configuracoes/tipo-modelo/listar', {
    config: ler,
    schema: {
      tags,
      summary: 'Tipos de modelo paginados (gestão de modelos, /settings/1)',
      querystring: TiposModeloQuery,
      response: { 200: TiposModeloPagina },
    },
    handler: async (req) => ok(await tipos.listarTiposModelo(db, req.query)),
  });
  app.get('/configuracoes/tipo-modelo/:id', {
    config: ler,
    schema: { tags, summary: 'Cadastro de modelo: nome e códigos', params: IdParams, response: { 200: TipoModeloAnswer } },
    handler: async (req) => ok(await tipos.obterTipoModelo(db, req.params.id)),
  });
  app.post('/configuracoes/tipo-modelo', {
    config: editar,
    schema: { tags, summary: 'Cadastrar tipo de modelo (nome até 32 caracteres)', body: NovoTipoModeloBody, response: { 200: Saved } },
    handler: async (req) => saved((await tipos.criarTipoModelo(db, ctx(req), req.body, now())).id, cfgMsg.nomeGravado),
  });
  app.put('/configuracoes/tipo-modelo/:id', {
    config: editar,
    schema: {
      tags,
      summary: 'Renomear tipo de modelo',
      params: IdParams,
      body: RenomearTipoModeloBody,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await tipos.renomearTipoModelo(db, ctx(req), req.params.id, req.body);
      return saved(req.params.id, cfgMsg.nomeGravado);
    },
  });
  app.post('/configuracoes/tipo-modelo/codigo', {
    config: editar,
    schema: {
      tags,
      summary: 'Adicionar código ao tipo de modelo (até 8 caracteres, único)',
      body: NovoCodigoBody,
      response: { 200: Saved },
    },
    handler: async (req) => saved((await tipos.adicionarCodigo(db, ctx(req), req.body, now())).id, cfgMsg.codigoGravado),
  });
  for (const [acao, ativo, mensagem] of [
    ['ativar', true, cfgMsg.codigoReativado],
    ['inativar', false, cfgMsg.codigoInativado],
  ] as const) {
    app.post(`/configuracoes/tipo-modelo/codigo/:id/${acao}`, {
      config: editar,
      schema: { tags, summary: ativo ? 'Reativar código' : 'Inativar código', params: IdParams, response: { 200: MessageAnswer } },
      handler: async (req) => {
        await tipos.definirStatusCodigo(db, ctx(req), req.params.id, ativo);
        return ok(mensagem);
      },
    });
  }

  app.get('/veiculos/specs/listar', {
    config: ler,
    schema: {
      tags,
      summary: 'Conformidade de opcionais por pedido (filtros: pedido, chassi, concessionária, situação, status)',
      querystring: SpecsQuery,
      response: { 200: SpecsPagina },
    },
    handler: async (req) => ok(await listarSpecs(db, principalOf(req), req.query)),
  });
  app.get('/veiculos/specs/exportar', {
    config: ler,
    schema: { tags, summary: 'Exportar a conformidade filtrada (.xlsx)', querystring: FiltrosSpecQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Specs',
        'Specs',
        [
          { header: 'Pedido', width: 14, value: (r: SpecLinha) => r.numeroPedido },
          { header: 'Chassi', width: 20, value: (r) => r.chassi },
          { header: 'Concessionária', width: 30, value: (r) => r.concessionaria },
          { header: 'Tipo de modelo', width: 20, value: (r) => r.modelo },
          { header: 'Código do modelo', width: 14, value: (r) => r.codigoModelo },
          { header: 'Situação', width: 30, value: (r) => SITUACAO_SPEC_NOME[r.situacao] },
          { header: 'Status', width: 12, value: (r) => r.statusDescricao },
          { header: 'Data de processamento', width: 18, value: (r) => brDateTime(r.dataProcessamento) },
          { header: 'Opcionais faltantes', width: 40, value: (r) => lista(r.historico[0]?.opcionaisFaltantes ?? []) },
          { header: 'Opcionais extras', width: 40, value: (r) => lista(r.historico[0]?.opcionaisExtras ?? []) },
        ],
        todasSpecs(db, principalOf(req), req.query),
      ),
  });
  app.get('/veiculos/specs/:numeroPedido', {
    config: ler,
    schema: {
      tags,
      summary: 'Detalhe da conformidade: Padrão e Histórico',
      params: NumeroPedidoParams,
      response: { 200: SpecDetalheAnswer },
    },
    handler: async (req) => ok(await obterSpec(db, principalOf(req), req.params.numeroPedido)),
  });
}
