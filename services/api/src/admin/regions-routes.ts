import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  NovaRegiao,
  PossiveisResponsaveisAnswer,
  RegiaoAlterada,
  RegiaoAnswer,
  RegiaoOpcoesAnswer,
  RegioesPagina,
} from '@portal/contracts/admin/dealers-schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import * as regions from '@portal/core/admin/regions';
import { ok, IdParams, PageQuery, saved, Saved, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';
import { adminCtx } from './http.ts';

export async function regionRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const tags = ['Administração — regiões'];
  const ler = { permissao: { funcao: 'regionais' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'regionais' as const, acesso: 'u' as const } };

  app.get('/participantes/regional/paginar', {
    config: ler,
    schema: { tags, summary: 'Regiões (aba Região)', querystring: PageQuery, response: { 200: RegioesPagina } },
    handler: async (req) => ok(await regions.listarRegionais(db, req.query)),
  });

  app.get('/participantes/regional/exportar', {
    config: ler,
    schema: { tags, summary: 'Exportar regiões (.xlsx)', querystring: SearchQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Regioes',
        'Regiões',
        [
          { header: 'Data de criação', width: 18, value: (r: regions.RegionRow) => brDateTime(r.dataCadastro) },
          { header: 'Descrição', width: 32, value: (r) => r.descricao },
        ],
        regions.todasRegionais(db, req.query.q),
      ),
  });

  app.get('/participantes/regional', {
    config: ler,
    schema: { tags, summary: 'Regiões para seleção', response: { 200: RegiaoOpcoesAnswer } },
    handler: async () => ok(await regions.opcoesRegionais(db)),
  });

  app.get('/participantes/regional/possivel-responsavel', {
    config: ler,
    schema: {
      tags,
      summary: 'Usuários que podem ser responsáveis por uma região (importador, não bloqueados)',
      response: { 200: PossiveisResponsaveisAnswer },
    },
    handler: async () => ok(await regions.possiveisResponsaveis(db)),
  });

  app.get('/participantes/regional/:id', {
    config: ler,
    schema: { tags, summary: 'Região com os responsáveis', params: IdParams, response: { 200: RegiaoAnswer } },
    handler: async (req) => ok(await regions.obterRegional(db, req.params.id)),
  });

  app.post('/participantes/regional', {
    config: editar,
    schema: { tags, summary: 'Cadastrar região', body: NovaRegiao, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await regions.criarRegional(db, adminCtx(req), req.body);
      return saved(id, adminMsg.regiaoCadastrada);
    },
  });

  app.put('/participantes/regional/:id', {
    config: editar,
    schema: {
      tags,
      summary: 'Alterar região e os responsáveis',
      params: IdParams,
      body: RegiaoAlterada,
      response: { 200: Saved },
    },
    handler: async (req) => {
      const list = (req.body.responsaveis ?? []).map((r) => r ?? {});
      await regions.alterarRegional(db, adminCtx(req), req.params.id, { descricao: req.body.descricao, responsaveis: list });
      return saved(req.params.id, adminMsg.regiaoAtualizada);
    },
  });
}
