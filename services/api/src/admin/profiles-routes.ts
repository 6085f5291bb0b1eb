import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FuncoesTipoPerfil,
  FuncoesTipoPerfilAnswer,
  MatrizMenus,
  MenusPermissaoAnswer,
  NovoTipoPerfil,
  RoleParams,
  TipoPerfilAlterado,
  TipoPerfilAnswer,
  TiposPerfilPagina,
} from '@portal/contracts/admin/schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import * as profiles from '@portal/core/admin/profiles';
import { ok, IdParams, MessageAnswer, PageQuery, saved, Saved, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { adminCtx } from './http.ts';

export async function profileRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const tags = ['Administração — tipos de perfil'];
  const ler = { permissao: { funcao: 'tiposPerfil' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'tiposPerfil' as const, acesso: 'u' as const } };
  /** what a profile type may do (its group, menus and functions) changed: a security event about `tipo-perfil:<roleId>` */
  const alterarPermissoes = (recurso: (req: FastifyRequest) => string | null) => ({
    ...editar,
    seguranca: { sucesso: 'permissao_alterada' as const, recurso },
  });
  const primeiroRoleId = (req: FastifyRequest) => {
    const roleId = (req.body as { roleId?: number }[] | undefined)?.[0]?.roleId;
    return roleId ? `tipo-perfil:${roleId}` : null;
  };

  app.get('/tipo-perfil', {
    config: ler,
    schema: { tags, summary: 'Tipos de Perfil (aba Tipo de Perfil)', querystring: PageQuery, response: { 200: TiposPerfilPagina } },
    handler: async (req) => ok(await profiles.listarTiposPerfil(db, req.query)),
  });

  app.get('/tipo-perfil/exportar', {
    config: ler,
    schema: { tags, summary: 'Exportar tipos de perfil (.xlsx)', querystring: SearchQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'TiposPerfil',
        'Tipos de Perfil',
        [
          { header: 'Descrição', width: 28, value: (r: profiles.ProfileRow) => r.descricaoRolePerfil },
          { header: 'Grupo de perfil', width: 18, value: (r) => r.grupoPerfil },
          { header: 'Ativo', value: (r) => (r.ativo ? 'Sim' : 'Não') },
          { header: 'Usuários', value: (r) => r.quantidadeUsuarios },
        ],
        profiles.todosTiposPerfil(db, req.query.q),
      ),
  });

  app.get('/tipo-perfil/menus/:id', {
    config: ler,
    schema: { tags, summary: 'Menus do Sistema do Tipo de Perfil (sem o menu HOME)', params: IdParams, response: { 200: MenusPermissaoAnswer } },
    handler: async (req) => ok(await profiles.menusTipoPerfil(db, req.params.id)),
  });

  app.get('/tipo-perfil/:id', {
    config: ler,
    schema: {
      tags,
      summary: 'Tipo de Perfil',
      params: IdParams,
      response: { 200: TipoPerfilAnswer },
    },
    handler: async (req) => ok(await profiles.obterTipoPerfil(db, req.params.id)),
  });

  app.post('/tipo-perfil', {
    config: editar,
    schema: { tags, summary: 'Cadastrar Tipo de Perfil', body: NovoTipoPerfil, response: { 200: Saved } },
    handler: async (req) => {
      const { roleId } = await profiles.criarTipoPerfil(db, adminCtx(req), req.body);
      return saved(roleId, adminMsg.tipoPerfilCadastrado);
    },
  });

  app.put('/tipo-perfil', {
    config: alterarPermissoes(recursoDoId('tipo-perfil', 'body', 'roleId')),
    schema: {
      tags,
      summary: 'Alterar Tipo de Perfil (mudar o grupo de perfil zera os menus)',
      body: TipoPerfilAlterado,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await profiles.alterarTipoPerfil(db, adminCtx(req), req.body);
      return saved(req.body.roleId, adminMsg.tipoPerfilAlterado);
    },
  });

  app.put('/tipo-perfil/sub-menu', {
    config: alterarPermissoes(primeiroRoleId),
    schema: {
      tags,
      summary: 'Salvar a matriz Menus do Sistema (Editar força Visualizar; tirar Visualizar tira Editar; sem subMenuId vale para o menu todo)',
      body: MatrizMenus,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await profiles.salvarMenusTipoPerfil(db, adminCtx(req), req.body);
      return ok(adminMsg.menusAtualizados);
    },
  });

  app.get('/configuracoes/funcoes/:roleId', {
    config: ler,
    schema: {
      tags,
      summary: 'Funções do Tipo de Perfil (r, u), por nome',
      params: RoleParams,
      response: { 200: FuncoesTipoPerfilAnswer },
    },
    handler: async (req) => ok(await profiles.funcoesTipoPerfil(db, req.params.roleId)),
  });

  app.post('/configuracoes/funcoes', {
    config: alterarPermissoes(recursoDoId('tipo-perfil', 'body', 'roleId')),
    schema: {
      tags,
      summary: 'Salvar as funções do Tipo de Perfil (Editar implica Visualizar)',
      body: FuncoesTipoPerfil,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await profiles.salvarFuncoesTipoPerfil(db, adminCtx(req), req.body);
      return ok(adminMsg.funcoesAtualizadas);
    },
  });
}
