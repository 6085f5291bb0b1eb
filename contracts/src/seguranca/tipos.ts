/**
 * The security events the portal records (table `eventos_seguranca`, log lines with `seguranca: <tipo>`), with the pt-BR
 * name the administrator's screen shows. docs/decisions.md "Security events" says which call records which.
 */
export const TIPOS_EVENTO_SEGURANCA = {
  login_sucesso: 'Entrada no portal',
  login_recusado: 'Entrada recusada',
  link_senha_solicitado: 'Link de nova senha solicitado',
  link_senha_usado: 'Nova senha pelo link',
  senha_alterada: 'Senha alterada',
  permissao_alterada: 'Permissões ou perfil alterados',
  espelho_iniciado: 'Acesso espelho iniciado',
  espelho_encerrado: 'Acesso espelho encerrado',
  acesso_negado: 'Acesso negado (sem permissão)',
  download_dados_pessoais: 'Download de arquivo com dados pessoais',
  consulta_boleto_publica: 'Consulta pública de boleto (segunda via)',
} as const;

export type TipoEventoSeguranca = keyof typeof TIPOS_EVENTO_SEGURANCA;
export const LISTA_TIPOS_EVENTO_SEGURANCA = Object.keys(TIPOS_EVENTO_SEGURANCA) as TipoEventoSeguranca[];
