/** pt-BR texts of the notifications: the bell's items and the e-mails. */
export const notifMsg = {
  trocaSolicitada: (chassi: string, solicitante: string) => `${solicitante} solicitou a troca do veículo ${chassi}.`,
  trocaAceita: (chassi: string) => `Sua solicitação de troca do veículo ${chassi} foi aceita.`,
  trocaRejeitada: (chassi: string) => `Sua solicitação de troca do veículo ${chassi} foi rejeitada.`,
  trocaCedida: (chassi: string) => `O veículo ${chassi} foi cedido à sua concessionária.`,
  faturamentoSolicitado: (chassi: string) => `O faturamento do veículo ${chassi} aguarda liberação.`,
  faturamentoLiberado: (chassi: string) => `O faturamento do veículo ${chassi} foi liberado.`,
  faturamentoRecusado: (chassi: string) => `O faturamento do veículo ${chassi} foi recusado.`,
  notificacaoInexistente: 'Notificação não encontrada.',
  preferenciasSalvas: 'Preferências de notificação salvas.',
  todasLidas: 'Notificações marcadas como lidas.',
  lida: 'Notificação marcada como lida.',
  emailAssunto: (titulo: string) => `Portal JLR: ${titulo}`,
  emailSaudacao: (nome: string) => `Olá, ${nome}.`,
  emailAbrir: 'Para ver o registro, acesse o portal pelo link abaixo (depois de entrar, ele abre o registro):',
  emailRodape: 'Você recebe este e-mail pelas suas preferências de notificação (Meu perfil).',
} as const;
