import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { ok, IdParams, MessageAnswer, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import type { EmailDispatcher } from '../platform/emails.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { autenticada, permissao, publica, rotas } from '../platform/rota.ts';

export interface AccessRoutesOptions {
  deps: AccessDeps;
  emails: EmailDispatcher;
  /** sign-in, forgot-password and reset attempts per minute per client */
  rateLimitMax: number;
}

/** Minimum time of a forgot-password answer (ms), known e-mail or not. */
export const PISO_LINK_SENHA_MS = 400;

export async function accessRoutes(appBase: FastifyInstance, opts: AccessRoutesOptions) {
  const rota = rotas(appBase, ['Acesso']);
  const rotaAdmin = rotas(appBase, ['Administração']);
  const { deps, emails } = opts;
  const limited = { ...publica, limite: { porIp: opts.rateLimitMax } };
  const entrada = { sucesso: 'login_sucesso', falha: 'login_recusado' } as const;
  /** the sign-in's security event names the account that signed in (and the administrator behind an acesso espelho) */
  const anotarEntrada = (req: FastifyRequest, login: LoginData, via: string) => {
    req.eventoSeguranca = { participanteId: login.userClaims.id, espelhoAdminId: login.userClaims.espelho?.adminId ?? null, detalhes: { via } };
    return login;
  };

  rota.post('/participantes/entrar', {
    config: { ...limited, seguranca: { ...entrada, campos: ['email'] } },
    summary: 'Entrar com e-mail e senha',
    body: Entrar,
    answer: LoginAnswer,
    handler: async (req) => ok(anotarEntrada(req, await access.entrar(deps, req.body), 'senha')),
  });

  rota.post('/participantes/entrar-redirecionar', {
    config: { ...limited, seguranca: entrada },
    summary: 'Entrar com um link de acesso de uso único',
    body: EntrarComToken,
    answer: LoginAnswer,
    handler: async (req) => ok(anotarEntrada(req, await access.entrarRedirecionar(deps, req.body.token), 'link')),
  });

  rota.post('/participantes/entrar-redirecionar-parceiro', {
    config: { ...limited, seguranca: entrada },
    summary: 'Entrar como outro usuário (acesso espelho)',
    body: EntrarComToken,
    answer: LoginAnswer,
    handler: async (req) => ok(anotarEntrada(req, await access.entrarRedirecionarParceiro(deps, req.body.token, correlacao(req)), 'espelho')),
  });

  rota.post('/participantes/alterarSenha', {
    config: { ...autenticada, permiteTrocaObrigatoria: true, seguranca: { sucesso: 'senha_alterada' } },
    summary: 'Trocar a própria senha',
    body: AlterarSenha,
    answer: MessageAnswer,
    handler: async (req) => ok(await access.alterarSenha(deps, principalOf(req), req.body, correlacao(req))),
  });

  rota.post('/participantes/gerarLinkSenha/publico', {
    config: { ...limited, seguranca: { sucesso: 'link_senha_solicitado', campos: ['email'] } },
    summary: 'Enviar link para cadastrar nova senha',
    body: GerarLinkSenha,
    mensagem: msg.linkSenhaEnviado,
    handler: async (req) => {
      // a known e-mail must not answer measurably slower than an unknown one: every answer waits for the same floor,
      // and the e-mail's dispatch does not hold it (the outbox sweep delivers whatever a lost dispatch left)
      const piso = Date.now() + PISO_LINK_SENHA_MS;
      const { emailIds } = await access.gerarLinkSenha(deps, req.body.email, correlacao(req));
      void emails.dispatch(emailIds).catch((e: unknown) => req.log.warn({ err: e }, 'e-mail fica na caixa de saída'));
      await new Promise((r) => setTimeout(r, Math.max(0, piso - Date.now())));
    },
  });

  rota.post('/participantes/alterarsenha/publico', {
    config: { ...limited, seguranca: { sucesso: 'link_senha_usado', falha: 'link_senha_usado', recurso: recursoDoId('participante', 'body') } },
    summary: 'Cadastrar nova senha pelo link do e-mail',
    body: AlterarSenhaPublico,
    answer: MessageAnswer,
    handler: async (req) => ok(await access.alterarSenhaPublico(deps, req.body, correlacao(req))),
  });

  rota.get('/participantes/cadastro/:id', {
    config: limited,
    summary: 'Dados do cadastro a concluir (link do e-mail)',
    params: IdParams,
    query: CadastroQuery,
    answer: CadastroAnswer,
    handler: async (req) => ok(await access.cadastroView(deps, req.params.id, req.query.token)),
  });

  rota.patch('/participantes/completarCadastro', {
    // the first password, set through the registration link: the same event as a reset link used
    config: { ...limited, seguranca: { sucesso: 'link_senha_usado', falha: 'link_senha_usado', recurso: recursoDoId('participante', 'body') } },
    summary: 'Concluir o cadastro criando a senha',
    body: CompletarCadastro,
    mensagem: msg.cadastroCompletado,
    handler: async (req) => {
      await access.completarCadastro(deps, req.body, correlacao(req));
    },
  });

  rota.post('/participantes/espelho/:id', {
    config: { ...permissao('acessoEspelho', 'u'), seguranca: { sucesso: 'espelho_iniciado', recurso: recursoDoId('participante') } },
    summary: 'Acesso espelho: token de uso único para entrar como o usuário',
    params: IdParams,
    answer: TokenAnswer,
    handler: async (req) => {
      const { token } = await access.iniciarEspelho(deps, principalOf(req), req.params.id);
      return ok({ token });
    },
  });

  rota.post('/participantes/link-acesso', {
    config: autenticada,
    summary: 'Link de acesso de uso único para /login-redirect',
    answer: TokenAnswer,
    handler: async (req) => ok(await access.criarLinkAcesso(deps, principalOf(req))),
  });

  rota.post('/participantes/sair', {
    config: {
      ...autenticada,
      permiteTrocaObrigatoria: true,
      // leaving a session opened through acesso espelho ends the acesso espelho
      seguranca: { sucesso: (req) => (req.principal?.espelhoAdminId != null ? 'espelho_encerrado' : null) },
    },
    summary: 'Sair: encerra no servidor a sessão deste token (também o fim de um acesso espelho); o token deixa de valer na próxima chamada',
    mensagem: msg.sessaoEncerrada,
    handler: async (req) => {
      const p = principalOf(req);
      await encerrarSessao(deps.db, req.sessao!, deps.now());
      req.log.info({ seguranca: 'sessao_encerrada', userId: p.userId, espelhoAdminId: p.espelhoAdminId }, 'sessão encerrada');
    },
  });

  rota.get('/participantes/sessao', {
    config: { ...autenticada, permiteTrocaObrigatoria: true },
    summary: 'Sessão atual: claims, menus e funções vigentes',
    answer: SessaoAnswer,
    handler: async (req) => {
      const p = principalOf(req);
      const login = await access.buildLogin(deps, p.userId, p.espelhoAdminId);
      return ok({ userClaims: login.userClaims });
    },
  });

  rota.get('/participantes/meu-perfil', {
    config: { ...autenticada, permiteTrocaObrigatoria: true },
    summary: 'Meu perfil',
    answer: MeuPerfilAnswer,
    handler: async (req) => ok(await access.meuPerfil(deps, principalOf(req))),
  });

  rotaAdmin.put('/participantes/admin/alterarSenha', {
    config: { ...permissao('usuarios', 'u'), seguranca: { sucesso: 'senha_alterada', recurso: recursoDoId('participante', 'body') } },
    summary: 'Administrador define uma nova senha (troca obrigatória no próximo acesso)',
    body: SenhaPeloAdministrador,
    mensagem: msg.senhaAlterada,
    handler: async (req) => {
      const actor = principalOf(req);
      if (actor.espelhoAdminId !== null) throw new Forbidden(msg.espelhoNaoAlteraSenha);
      await definirSenhaPeloAdministrador(deps, actor, req.body, correlacao(req));
    },
  });
}
