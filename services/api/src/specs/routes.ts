import type { FastifyInstance } from 'fastify';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { SITUACAO_SPEC_NOME } from '@portal/contracts/settings/specs';
import * as tipos from '@portal/core/specs/tipos-modelo';
import { listarSpecs, obterSpec, todasSpecs, type SpecLinha } from '@portal/core/specs/conformidade';
import type { Db } from '@portal/core/kernel/index';
import { IdParams, Xlsx, ok } from '../platform/schemas.ts';
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
import { atorECorrelacao, principalOf } from '../platform/auth.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';

export interface SpecsRoutesOptions {
  deps: { db: Db; now: () => Date };
}

const lista = (o: { codigo: string; descricao: string }[]) => o.map((x) => `${x.codigo} ${x.descricao}`).join('; ');

/** Model types and their codes (/settings/1, /modelo/{id}) and the specs compliance (/specs): spec §7.3. */
export async function specsRoutes(appBase: FastifyInstance, opts: SpecsRoutesOptions) {
  const rota = rotas(appBase, ['Specs e tipos de modelo']);
  const { db, now } = opts.deps;
  const { ler, editar } = acessosDe('specs');

  rota.get('/configuracoes/tipo-modelo', {
    config: ler,
    summary: 'Tipos de modelo com os códigos (lista agrupada)',
    answer: TiposModeloAnswer,
    handler: async () => ok(await tipos.todosTiposModelo(db)),
  });
  rota.get('/configuracoes/tipo-modelo/listar', {
    config: ler,
    summary: 'Tipos de modelo paginados (gestão de modelos, /settings/1)',
    query: TiposModeloQuery,
    answer: TiposModeloPagina,
    handler: async (req) => ok(await tipos.listarTiposModelo(db, req.query)),
  });
  rota.get('/configuracoes/tipo-modelo/:id', {
    config: ler,
    summary: 'Cadastro de modelo: nome e códigos',
    params: IdParams,
    answer: TipoModeloAnswer,
    handler: async (req) => ok(await tipos.obterTipoModelo(db, req.params.id)),
  });
  rota.post('/configuracoes/tipo-modelo', {
    config: editar,
    summary: 'Cadastrar tipo de modelo (nome até 32 caracteres)',
    body: NovoTipoModeloBody,
    salvo: cfgMsg.nomeGravado,
    handler: async (req) => (await tipos.criarTipoModelo(db, atorECorrelacao(req), req.body, now())).id,
  });
  rota.put('/configuracoes/tipo-modelo/:id', {
    config: editar,
    summary: 'Renomear tipo de modelo',
    params: IdParams,
    body: RenomearTipoModeloBody,
    salvo: cfgMsg.nomeGravado,
    handler: async (req) => {
      await tipos.renomearTipoModelo(db, atorECorrelacao(req), req.params.id, req.body);
      return req.params.id;
    },
  });
  rota.post('/configuracoes/tipo-modelo/codigo', {
    config: editar,
    summary: 'Adicionar código ao tipo de modelo (até 8 caracteres, único)',
    body: NovoCodigoBody,
    salvo: cfgMsg.codigoGravado,
    handler: async (req) => (await tipos.adicionarCodigo(db, atorECorrelacao(req), req.body, now())).id,
  });
  for (const [acao, ativo, mensagem] of [
    ['ativar', true, cfgMsg.codigoReativado],
    ['inativar', false, cfgMsg.codigoInativado],
  ] as const) {
    rota.post(`/configuracoes/tipo-modelo/codigo/:id/${acao}`, {
      config: editar,
      summary: ativo ? 'Reativar código' : 'Inativar código',
      params: IdParams,
      mensagem,
      handler: async (req) => {
        await tipos.definirStatusCodigo(db, atorECorrelacao(req), req.params.id, ativo);
      },
    });
  }

  rota.get('/veiculos/specs/listar', {
    config: ler,
    summary: 'Conformidade de opcionais por pedido (filtros: pedido, chassi, concessionária, situação, status)',
    query: SpecsQuery,
    answer: SpecsPagina,
    handler: async (req) => ok(await listarSpecs(db, principalOf(req), req.query)),
  });
  rota.get('/veiculos/specs/exportar', {
    config: ler,
    summary: 'Exportar a conformidade filtrada (.xlsx)',
    query: FiltrosSpecQuery,
    answer: Xlsx,
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
  rota.get('/veiculos/specs/:numeroPedido', {
    config: ler,
    summary: 'Detalhe da conformidade: Padrão e Histórico',
    params: NumeroPedidoParams,
    answer: SpecDetalheAnswer,
    handler: async (req) => ok(await obterSpec(db, principalOf(req), req.params.numeroPedido)),
  });
}
