/**
 * The pt-BR message catalogue: every text the server sends and the console shows.
 * Spec wording is kept (oddities included); accents are correct (DECISIONS.md "Texts").
 */
export const msg = {
  // platform
  semPermissaoFuncionalidade: 'Você não possui permissão para acessar esta funcionalidade.',
  semPermissaoTela: 'Você não possui permissão para acessar esta tela.',
  naoAutenticado: 'Sua sessão expirou ou é inválida. Entre novamente.',
  sessaoEncerrada: 'Sessão encerrada.',
  servicoIndisponivel: 'O portal está temporariamente indisponível. Tente novamente em instantes.',
  iniciando: 'Iniciando o portal… Tente novamente em instantes.',
  naoEncontrado: 'Registro não encontrado.',
  conflitoVersao: 'Este registro foi alterado por outra pessoa enquanto você trabalhava. Atualize a página e tente novamente.',
  erroInterno: 'Não foi possível completar sua ação. Tente novamente em instantes.',
  dadosInvalidos: 'Dados inválidos.',
  campoNaoPermitido: (campo: string) => `O campo "${campo}" não é permitido.`,
  campoObrigatorio: (campo: string) => `O campo "${campo}" é obrigatório.`,
  campoInvalido: (campo: string) => `O campo "${campo}" é inválido.`,
  campoComCaractereInvalido: (campo: string) => `O campo "${campo}" contém caracteres não permitidos.`,
  muitasTentativas: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
  muitasRequisicoes: (segundos: number) => `Muitas requisições. Tente novamente em ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}.`,
  orcamentoEnvioEsgotado: (mb: number) => `Limite diário de envio de arquivos atingido (${mb} MB por dia). Tente novamente amanhã.`,
  aguarde: 'Por favor, aguarde. Estamos completando sua ação!',
  nenhumRegistro: 'Nenhum registro encontrado',
  ordenacaoInvalida: (coluna: string) => `Não é possível ordenar a lista pela coluna "${coluna}".`,
  carregando: 'Carregando...',
  paginaSignup: 'Página de signup',
  solicitacaoJaProcessada: 'Esta solicitação já foi processada. Atualize a tela para ver o resultado.',
  chaveIdempotenciaReutilizada: 'Esta chave de idempotência já foi usada em outra requisição.',

  // access
  loginInvalido: 'Não foi possível acessar, verifique usuário e senha!',
  usuarioBloqueado: 'Usuário bloqueado. Procure o administrador do portal.',
  cadastroIncompleto: 'Seu cadastro ainda não foi concluído. Use o link enviado para o seu e-mail.',
  emailInvalido: 'Informe um e-mail valido',
  linkSenhaEnviado: 'Verifique seu e-mail e siga as instruções para cadastrar uma nova senha',
  senhaEConfirmacaoObrigatorias: 'A senha e a confirmação da senha são obrigatórias',
  senhaEConfirmacaoIguais: 'A senha e a confirmação da senha devem ser iguais',
  senhaEConfirmarIguais: 'Senha e Confirmar senha devem ser iguais!',
  senhaAlteradaPublico: 'Senha alterada com sucesso. Use sua nova senha para acessar o portal.',
  senhaAlterada: 'Senha alterada com sucesso!',
  senhaAtualIncorreta: 'A senha atual não confere.',
  senhaAtualObrigatoria: 'Informe a senha atual.',
  senhaIgualAnterior: 'A nova senha deve ser diferente da senha atual.',
  senhaMinimo8: 'A senha deve ter pelo menos 8 caracteres.',
  senhaDigito: 'A senha deve ter pelo menos um número.',
  senhaMaiuscula: 'A senha deve ter pelo menos uma letra maiúscula (A-Z).',
  senhaEspecial: 'A senha deve ter pelo menos um caractere especial (# $ % & @ !).',
  linkInvalido: 'Este link é inválido ou expirou. Solicite um novo link.',
  cadastroJaCompleto: 'Este cadastro já foi concluído. Entre com seu e-mail e senha.',
  cadastroCompletado: 'Usuário cadastrado com sucesso! Direcionando para Home ...',
  trocaSenhaObrigatoria: 'Você precisa trocar sua senha antes de continuar.',
  espelhoSomenteAdministrador: 'Somente administradores podem usar o acesso espelho.',
  espelhoAninhado: 'Não é possível iniciar um acesso espelho a partir de outro acesso espelho.',
  espelhoMesmoUsuario: 'Você já está conectado como este usuário.',
  espelhoOutroAdministrador: 'Não é possível usar o acesso espelho com outro administrador.',
  espelhoNaoAlteraSenha: 'No acesso espelho não é possível alterar a senha ou o e-mail do usuário.',
  espelhoUsuarioIndisponivel: 'Este usuário não pode ser acessado: cadastro incompleto ou bloqueado.',
  senhaExpiraEm: (dias: number) => (dias === 1 ? 'Sua senha expira em 1 dia.' : `Sua senha expira em ${dias} dias.`),
  saudacao: (primeiroNome: string) => `Olá ${primeiroNome}, bem vindo!`,

  // account machine refusals
  contaJaExiste: 'Esta conta já existe.',
  contaInexistente: 'Conta não encontrada.',
  contaBloqueada: 'Esta conta está bloqueada.',
  contaNaoBloqueada: 'Esta conta não está bloqueada.',
  contaPendente: 'O cadastro desta conta ainda não foi concluído.',
  somenteAdministrador: 'Somente administradores podem executar esta ação.',
  somenteProprioUsuario: 'Somente o próprio usuário pode alterar a sua senha.',

  // admin-set password (issue 3 uses these too)
  novaSenhaNaoConfere: 'A senha não confere. Confirme a mesma senha.',
  novaSenhaMinimo6: 'A nova senha deve ser maior ou igual a 6 caracteres.',
  preenchaNovaSenha: 'Preencha a nova senha.',
  preenchaObrigatorios: 'Preencha todos os dados obrigatórios para continuar',

  // e-mail
  emailReenviado: 'E-mail reenviado com sucesso!',
  assuntoRedefinirSenha: 'Portal de Distribuição — redefinição de senha',
  assuntoCompletarCadastro: 'Portal de Distribuição — conclua seu cadastro',
} as const;

export type MessageKey = keyof typeof msg;
