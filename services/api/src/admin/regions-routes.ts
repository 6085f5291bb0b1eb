import type { FastifyInstance } from 'fastify';
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
import { ok, IdParams, PageQuery, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { atorECorrelacao } from '../platform/auth.ts';

export async function regionRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Administração — regiões']);
  const { db } = opts;
  const { ler, editar } = acessosDe('regionais');

  rota.get('/participantes/regional/paginar', {
    config: ler,
    summary: 'Regiões (aba Região)',
    query: PageQuery,
    answer: RegioesPagina,
    handler: async (req) => ok(await regions.listarRegionais(db, req.query)),
  });

  rota.get('/participantes/regional/exportar', {
    config: ler,
    summary: 'Exportar regiões (.xlsx)',
    query: SearchQuery,
    answer: Xlsx,
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

  rota.get('/participantes/regional', {
    config: ler,
    summary: 'Regiões para seleção',
    answer: RegiaoOpcoesAnswer,
    handler: async () => ok(await regions.opcoesRegionais(db)),
  });

  rota.get('/participantes/regional/possivel-responsavel', {
    config: ler,
    summary: 'Usuários que podem ser responsáveis por uma região (importador, não bloqueados)',
    answer: PossiveisResponsaveisAnswer,
    handler: async () => ok(await regions.possiveisResponsaveis(db)),
  });

  rota.get('/participantes/regional/:id', {
    config: ler,
    summary: 'Região com os responsáveis',
    params: IdParams,
    answer: RegiaoAnswer,
    handler: async (req) => ok(await regions.obterRegional(db, req.params.id)),
  });

  rota.post('/participantes/regional', {
    config: editar,
    summary: 'Cadastrar região',
    body: NovaRegiao,
    salvo: adminMsg.regiaoCadastrada,
    handler: async (req) => {
      const { id } = await regions.criarRegional(db, atorECorrelacao(req), req.body);
      return id;
    },
  });

  rota.put('/participantes/regional/:id', {
    config: editar,
    summary: 'Alterar região e os responsáveis',
    params: IdParams,
    body: RegiaoAlterada,
    salvo: adminMsg.regiaoAtualizada,
    handler: async (req) => {
      const list = (req.body.responsaveis ?? []).map((r) => r ?? {});
      await regions.alterarRegional(db, atorECorrelacao(req), req.params.id, { descricao: req.body.descricao, responsaveis: list });
      return req.params.id;
    },
  });
}
