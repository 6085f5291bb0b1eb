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
import { ok, IdParams, PageQuery } from '../platform/schemas.ts';
import { brDateTime } from '../platform/xlsx.ts';
import { alteracao, cadastro, exportacao, listaPaginada, type Planilha } from '../platform/linhas-cadastro.ts';
import { acessosDe, rotas } from '../platform/rota.ts';

const PLANILHA_REGIOES: Planilha<regions.RegionRow> = {
  arquivo: 'Regioes',
  aba: 'Regiões',
  colunas: [
    { header: 'Data de criação', width: 18, value: (r) => brDateTime(r.dataCadastro) },
    { header: 'Descrição', width: 32, value: (r) => r.descricao },
  ],
};

export async function regionRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Administração — regiões']);
  const { db } = opts;
  const { ler, editar } = acessosDe('regionais');

  rota.get(
    '/participantes/regional/paginar',
    listaPaginada(ler, 'Regiões (aba Região)', { query: PageQuery, answer: RegioesPagina }, (q) => regions.listarRegionais(db, q)),
  );
  rota.get(
    '/participantes/regional/exportar',
    exportacao(ler, 'Exportar regiões (.xlsx)', PLANILHA_REGIOES, (q) => regions.todasRegionais(db, q)),
  );

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

  rota.post(
    '/participantes/regional',
    cadastro(editar, 'Cadastrar região', NovaRegiao, adminMsg.regiaoCadastrada, async (ator, corpo) => (await regions.criarRegional(db, ator, corpo)).id),
  );
  rota.put(
    '/participantes/regional/:id',
    alteracao(editar, 'Alterar região e os responsáveis', RegiaoAlterada, adminMsg.regiaoAtualizada, (ator, id, corpo) => {
      const responsaveis = (corpo.responsaveis ?? []).map((r) => r ?? {});
      return regions.alterarRegional(db, ator, id, { descricao: corpo.descricao, responsaveis });
    }),
  );
}
