import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { msg } from '@portal/contracts/messages';
import * as access from '@portal/core/access/commands';
import type { LoginData } from '@portal/contracts/access/session';
import { definirSenhaPeloAdministrador } from '@portal/core/access/accounts';
import { encerrarSessao } from '@portal/core/access/sessions';
import type { AccessDeps } from '@portal/core/access/deps';
import { Forbidden } from '@portal/core/kernel/index';
import {
  AlterarSenha,
  AlterarSenhaPublico,
  CadastroAnswer,
  CadastroQuery,
  CompletarCadastro,
  Entrar,
  EntrarComToken,
  GerarLinkSenha,
  LoginAnswer,
  MeuPerfilAnswer,
  SenhaPeloAdministrador,
  SessaoAnswer,
  TokenAnswer,
} from '@portal/contracts/access/schemas';
import { ok, IdParams, MessageAnswer } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import type { EmailDispatcher } from '../platform/emails.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';

export interface AccessRoutesOptions {
  deps: AccessDeps;
  emails: EmailDispatcher;
  /** sign-in, forgot-password and reset attempts per minute per client */
  rateLimitMax: number;
}

/** Minimum time of a forgot-password answer (ms), known e-mail or not. */
export const PISO_LINK_SENHA_MS = 400;

export async function accessRoutes(appBase: FastifyInstance, opts: AccessRoutesOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps, emails } = opts;
  const publica = { permissao: { publica: true as const } };
  const limited = { ...publica, limite: { porIp: opts.rateLimitMax } };
  const entrada = { sucesso: 'login_sucesso', falha: 'login_recusado' } as const;
  /** the sign-in's security event names the account that signed in (and the administrator behind an acesso espelho) */
  const anotarEntrada = (req: FastifyRequest, login: LoginData, via: string) => {
    req.eventoSeguranca = { participanteId: login.userClaims.id, espelhoAdminId: login.userClaims.espelho?.adminId ?? null, detalhes: { via } };
    return login;
  };
  const ctx = (r: { id: string }) => ({ correlationId: r.id });
  const tags = ['Acesso'];

  app.post('/participantes/entrar', {
    config: { ...limited, seguranca: { ...entrada, campos: ['email'] } },
    schema: {
      tags,
      summary: 'Entrar com e-mail e senha',
      body: Entrar,
      response: { 200: LoginAnswer },
    },
    handler: async (req) => ok(anotarEntrada(req, await access.entrar(deps, req.body), 'senha')),
  });

  app.post('/participantes/entrar-redirecionar', {
    config: { ...limited, seguranca: entrada },
    schema: {
      tags,
      summary: 'Entrar com um link de acesso de uso único',
      body: EntrarComToken,
      response: { 200: LoginAnswer },
    },
    handler: async (req) => ok(anotarEntrada(req, await access.entrarRedirecionar(deps, req.body.token), 'link')),
  });

  app.post('/participantes/entrar-redirecionar-parceiro', {
    config: { ...limited, seguranca: entrada },
    schema: {
      tags,
      summary: 'Entrar como outro usuário (acesso espelho)',
      body: EntrarComToken,
      response: { 200: LoginAnswer },
    },
    handler: async (req) => ok(anotarEntrada(req, await access.entrarRedirecionarParceiro(deps, req.body.token, ctx(req)), 'espelho')),
  });

  app.post('/participantes/alterarSenha', {
    config: { permissao: { autenticada: true }, permiteTrocaObrigatoria: true, seguranca: { sucesso: 'senha_alterada' } },
    schema: {
      tags,
      summary: 'Trocar a própria senha',
      body: AlterarSenha,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => ok(await access.alterarSenha(deps, principalOf(req), req.body, ctx(req))),
  });

  app.post('/participantes/gerarLinkSenha/publico', {
    config: { ...limited, seguranca: { sucesso: 'link_senha_solicitado', campos: ['email'] } },
    schema: {
      tags,
      summary: 'Enviar link para cadastrar nova senha',
      body: GerarLinkSenha,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      // a known e-mail must not answer measurably slower than an unknown one: every answer waits for the same floor,
      // and the e-mail's dispatch does not hold it (the outbox sweep delivers whatever a lost dispatch left)
      const piso = Date.now() + PISO_LINK_SENHA_MS;
      const { emailIds } = await access.gerarLinkSenha(deps, req.body.email, ctx(req));
      void emails.dispatch(emailIds).catch((e: unknown) => req.log.warn({ err: e }, 'e-mail fica na caixa de saída'));
      await new Promise((r) => setTimeout(r, Math.max(0, piso - Date.now())));
      return ok(msg.linkSenhaEnviado);
    },
  });

  app.post('/participantes/alterarsenha/publico', {
    config: { ...limited, seguranca: { sucesso: 'link_senha_usado', falha: 'link_senha_usado', recurso: recursoDoId('participante', 'body') } },
    schema: {
      tags,
      summary: 'Cadastrar nova senha pelo link do e-mail',
      body: AlterarSenhaPublico,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => ok(await access.alterarSenhaPublico(deps, req.body, ctx(req))),
  });

  app.get('/participantes/cadastro/:id', {
    config: limited,
    schema: {
      tags,
      summary: 'Dados do cadastro a concluir (link do e-mail)',
      params: IdParams,
      querystring: CadastroQuery,
      response: { 200: CadastroAnswer },
    },
    handler: async (req) => ok(await access.cadastroView(deps, req.params.id, req.query.token)),
  });

  app.patch('/participantes/completarCadastro', {
    // the first password, set through the registration link: the same event as a reset link used
    config: { ...limited, seguranca: { sucesso: 'link_senha_usado', falha: 'link_senha_usado', recurso: recursoDoId('participante', 'body') } },
    schema: {
      tags,
      summary: 'Concluir o cadastro criando a senha',
      body: CompletarCadastro,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      await access.completarCadastro(deps, req.body, ctx(req));
      return ok(msg.cadastroCompletado);
    },
  });

  app.post('/participantes/espelho/:id', {
    config: { permissao: { funcao: 'acessoEspelho', acesso: 'u' }, seguranca: { sucesso: 'espelho_iniciado', recurso: recursoDoId('participante') } },
    schema: {
      tags,
      summary: 'Acesso espelho: token de uso único para entrar como o usuário',
      params: IdParams,
      response: { 200: TokenAnswer },
    },
    handler: async (req) => {
      const { token } = await access.iniciarEspelho(deps, principalOf(req), req.params.id);
      return ok({ token });
    },
  });

  app.post('/participantes/link-acesso', {
    config: { permissao: { autenticada: true } },
    schema: { tags, summary: 'Link de acesso de uso único para /login-redirect', response: { 200: TokenAnswer } },
    handler: async (req) => ok(await access.criarLinkAcesso(deps, principalOf(req))),
  });

  app.post('/participantes/sair', {
    config: {
      permissao: { autenticada: true },
      permiteTrocaObrigatoria: true,
      // leaving a session opened through acesso espelho ends the acesso espelho
      seguranca: { sucesso: (req) => (req.principal?.espelhoAdminId != null ? 'espelho_encerrado' : null) },
    },
    schema: {
      tags,
      summary: 'Sair: encerra no servidor a sessão deste token (também o fim de um acesso espelho); o token deixa de valer na próxima chamada',
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      const p = principalOf(req);
      await encerrarSessao(deps.db, req.sessao!, deps.now());
      req.log.info({ seguranca: 'sessao_encerrada', userId: p.userId, espelhoAdminId: p.espelhoAdminId }, 'sessão encerrada');
      return ok(msg.sessaoEncerrada);
    },
  });

  app.get('/participantes/sessao', {
    config: { permissao: { autenticada: true }, permiteTrocaObrigatoria: true },
    schema: { tags, summary: 'Sessão atual: claims, menus e funções vigentes', response: { 200: SessaoAnswer } },
    handler: async (req) => {
      const p = principalOf(req);
      const login = await access.buildLogin(deps, p.userId, p.espelhoAdminId);
      return ok({ userClaims: login.userClaims });
    },
  });

  app.get('/participantes/meu-perfil', {
    config: { permissao: { autenticada: true }, permiteTrocaObrigatoria: true },
    schema: { tags, summary: 'Meu perfil', response: { 200: MeuPerfilAnswer } },
    handler: async (req) => ok(await access.meuPerfil(deps, principalOf(req))),
  });

  app.put('/participantes/admin/alterarSenha', {
    config: { permissao: { funcao: 'usuarios', acesso: 'u' }, seguranca: { sucesso: 'senha_alterada', recurso: recursoDoId('participante', 'body') } },
    schema: {
      tags: ['Administração'],
      summary: 'Administrador define uma nova senha (troca obrigatória no próximo acesso)',
      body: SenhaPeloAdministrador,
      response: { 200: MessageAnswer },
    },
    handler: async (req) => {
      const actor = principalOf(req);
      if (actor.espelhoAdminId !== null) throw new Forbidden(msg.espelhoNaoAlteraSenha);
      await definirSenhaPeloAdministrador(deps, actor, req.body, ctx(req));
      return ok(msg.senhaAlterada);
    },
  });
}
