import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdministradorAlterado,
  ClustersAnswer,
  ClustersParams,
  ClustersQuery,
  GrupoPerfilParams,
  GruposPerfilAnswer,
  NovoAdministrador,
  NovoUsuario,
  RecuperarSenha,
  ReenvioEmailQuery,
  TiposPerfilDoGrupoAnswer,
  UsuarioAlterado,
  UsuarioAnswer,
  UsuariosPagina,
} from '@portal/contracts/admin/schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { AccessDeps } from '@portal/core/access/index';
import * as users from '@portal/core/admin/users';
import { listarClusters, listarGruposPerfil, tiposPerfilDoGrupo } from '@portal/core/admin/profiles';
import { ok, IdParams, MessageAnswer, PageQuery, saved, Saved, SearchQuery, Xlsx } from '../platform/schemas.ts';
import type { EmailDispatcher } from '../platform/emails.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';
import { adminCtx } from './http.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';

export async function userRoutes(appBase: FastifyInstance, opts: { deps: AccessDeps; emails: EmailDispatcher }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps, emails } = opts;
  const tags = ['Administração — usuários'];
  const ler = { permissao: { funcao: 'usuarios' as const, acesso: 'r' as const } };
  const editar = { permissao: { funcao: 'usuarios' as const, acesso: 'u' as const } };
  /** a user's profile, dealer, group access or block decide what they may do: every change is a security event */
  const alterarPermissoes = { ...editar, seguranca: { sucesso: 'permissao_alterada' as const, recurso: recursoDoId('participante', 'body') } };
  const dispatch = (req: { log: { warn: (o: object, m: string) => void } }, ids: string[]) =>
    emails.dispatch(ids).catch((e: unknown) => req.log.warn({ err: e }, 'e-mail fica na caixa de saída'));

  app.get('/participantes/todos', {
    config: ler,
    schema: {
      tags,
      summary: 'Usuários (aba Usuários): paginado, busca em nome, e-mail, perfil e dealer',
      querystring: PageQuery,
      response: { 200: UsuariosPagina },
    },
    handler: async (req, reply) => okDoCache(req, reply, await users.listarParticipantes(deps.db, req.query)),
  });

  app.get('/participantes/todos/exportar', {
    // every user's name and e-mail
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: () => 'exportacao:participantes/todos' } },
    schema: { tags, summary: 'Exportar usuários (.xlsx)', querystring: SearchQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Usuarios',
        'Usuários',
        [
          { header: 'Nome', width: 32, value: (r: users.UserRow) => r.nome },
          { header: 'Status', value: (r) => r.status },
          { header: 'Perfil', width: 20, value: (r) => r.perfil },
          { header: 'Grupo de perfil', width: 16, value: (r) => r.grupoPerfil },
          { header: 'E-mail', width: 36, value: (r) => r.email },
          { header: 'Código do Dealer', value: (r) => r.codigoDealer },
          { header: 'Concessionária', width: 30, value: (r) => r.concessionaria },
          { header: 'Último acesso', width: 18, value: (r) => brDateTime(r.dataUltimoAcessoUtc) ?? adminMsg.nunca },
        ],
        users.todosParticipantes(deps.db, req.query.q),
      ),
  });

  app.get('/participantes/grupos', {
    config: { permissao: { autenticada: true } },
    schema: {
      tags,
      summary: 'Grupos de perfil (lista {id, nome})',
      response: { 200: GruposPerfilAnswer },
    },
    handler: async () => ok(await listarGruposPerfil(deps.db)),
  });

  for (const url of ['/participantes/grupos/perfils/:groupId/', '/participantes/grupos/perfils/:groupId']) {
    app.get(url, {
      config: ler,
      schema: {
        tags,
        summary: 'Tipos de Perfil de um grupo de perfil',
        params: GrupoPerfilParams,
        response: { 200: TiposPerfilDoGrupoAnswer },
      },
      handler: async (req) => ok(await tiposPerfilDoGrupo(deps.db, req.params.groupId)),
    });
  }

  app.get('/participantes/clusters/:groupId/:profileId', {
    config: ler,
    schema: {
      tags,
      summary: 'Clusters (claimsPadrao e claimsNaoPadrao); com participanteId, active diz os do usuário',
      params: ClustersParams,
      querystring: ClustersQuery,
      response: { 200: ClustersAnswer },
    },
    handler: async (req) => ok(await listarClusters(deps.db, req.params.groupId, req.params.profileId, req.query.participanteId)),
  });

  app.get('/participantes/:id', {
    config: ler,
    schema: { tags, summary: 'Usuário (formulários de edição)', params: IdParams, response: { 200: UsuarioAnswer } },
    handler: async (req) => ok(await users.obterParticipante(deps, req.params.id)),
  });

  app.post('/participantes', {
    config: editar,
    schema: { tags, summary: 'Cadastrar usuário (envia o link de cadastro por e-mail)', body: NovoUsuario, response: { 201: Saved } },
    handler: async (req, reply) => {
      const { id, emailIds } = await users.criarParticipante(deps, adminCtx(req), req.body);
      await dispatch(req, emailIds);
      return reply.status(201).send(saved(id, adminMsg.usuarioCadastrado));
    },
  });

  app.put('/participantes', {
    config: alterarPermissoes,
    schema: {
      tags,
      summary: 'Alterar usuário (Bloquear incluído)',
      body: UsuarioAlterado,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await users.alterarParticipante(deps, adminCtx(req), req.body);
      return saved(req.body.id, adminMsg.usuarioAtualizado);
    },
  });

  app.post('/participantes/admin', {
    config: editar,
    schema: {
      tags,
      summary: 'Cadastrar administrador',
      body: NovoAdministrador,
      response: { 200: Saved },
    },
    handler: async (req) => {
      const { id, emailIds } = await users.criarParticipanteAdmin(deps, adminCtx(req), req.body);
      await dispatch(req, emailIds);
      return saved(id, adminMsg.usuarioCadastrado);
    },
  });

  app.put('/participantes/admin', {
    config: alterarPermissoes,
    schema: {
      tags,
      summary: 'Alterar administrador',
      body: AdministradorAlterado,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await users.alterarParticipanteAdmin(deps, adminCtx(req), req.body);
      return saved(req.body.id, adminMsg.usuarioAtualizado);
    },
  });

  app.post('/participantes/reenviarEmail', {
    config: editar,
    schema: {
      tags,
      summary: 'Reenviar o e-mail de validação (cadastro não concluído)',
      querystring: ReenvioEmailQuery,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      const { emailIds } = await users.reenviarEmail(deps, adminCtx(req), req.query.email);
      await dispatch(req, emailIds);
      return ok(adminMsg.emailReenviado);
    },
  });

  app.post('/participantes/recuperarSenha', {
    config: { ...editar, seguranca: { sucesso: 'link_senha_solicitado', recurso: recursoDoId('participante', 'body') } },
    schema: { tags, summary: 'Resetar Senha: envia um link de nova senha ao usuário', body: RecuperarSenha, response: { 200: MessageAnswer } },
    handler: async (req) => {
      const { message, emailIds } = await users.recuperarSenha(deps, adminCtx(req), req.body.id);
      await dispatch(req, emailIds);
      return ok(message);
    },
  });
}
