/**
 * pt-BR texts of direct-sales orders (spec direct-sales §2.3, §4.2, §5.1, §8.1), accents corrected (DECISIONS.md "Texts");
 * the spec's wording is kept otherwise, oddities included ('ERROR AO PROSSEGUIR', the trailing '?.').
 * Texts the spec does not give are ours and say so.
 */
export const MAX_COMENTARIO_TEXTO = 8000;

export const pmsg = {
  // the step machine's refusals (ours, but the texts of §5.1 and §8.1 where the spec gives one)
  semPermissaoEtapa: 'Seu perfil não pode executar esta ação nesta etapa do pedido.',
  semPermissaoCadastrar: 'Seu perfil não pode cadastrar pedidos para esta concessionária.',
  /** cancel dialog and reject-sale modal (the spec writes the latter 'O comentario e obrigatorio'; DECISIONS: accented) */
  comentarioObrigatorio: 'O comentário é obrigatório',
  /** DECISIONS [10]: the limit is 8000 and the message says 8000 */
  comentarioLongo: `O comentário deve ter no máximo ${MAX_COMENTARIO_TEXTO} caracteres.`,
  /** spec §8.1: the single error that opens the 'Tenho Certeza' confirmation */
  boletosEmAberto: 'Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.',
  insercaoBoletoJaConfirmada: 'A inserção de boleto já foi confirmada para este pedido.',
  insercaoBoletoEtapa: 'A inserção de boleto só pode ser confirmada a partir da etapa "Cadastro de cliente".',
  pedidoInexistente: 'Pedido não encontrado.',
  pedidoJaCadastrado: 'Este pedido já foi cadastrado.',
  pedidoJaCancelado: 'Este pedido já está cancelado.',
  pedidoCanceladoNaoAltera: 'Pedido cancelado não pode ser alterado.',
  pedidoConcluidoNaoAltera: 'Pedido concluído não pode ser alterado.',
  etapaNaoPermite: (etapa: string) => `A etapa "${etapa}" do pedido não permite esta ação.`,
  movimentoInvalido: (de: string, para: string) => `O pedido não pode ir da etapa "${de}" para "${para}".`,
  /** the history row of a release with unpaid boletos ('Tenho Certeza') */
  pagamentoConfirmadoSemBoletos: (emAberto: number) =>
    `Liberado com ${emAberto} ${emAberto === 1 ? 'boleto' : 'boletos'} em aberto: pagamento confirmado pelo usuário ('Tenho Certeza').`,

  // money fields (ours: campos-editaveis.ts; each names the field)
  campoMonetarioBloqueado: (campo: string) => `O campo ${campo} não pode ser alterado por este perfil nesta etapa.`,
  campoDaPolitica: (campo: string, valor: string) => `O campo ${campo} vem da política de desconto (${valor}%) e não pode ser digitado.`,
  campoAcimaDaPolitica: (campo: string, limite: string) => `O campo ${campo} não pode passar do limite da política de desconto (${limite}%).`,
  campoSemPolitica: (campo: string) => `O campo ${campo} depende da política de desconto, que não existe para este tipo de desconto e veículo.`,
  campoDaTabela: (campo: string, valor: string) => `O campo ${campo} vem da tabela de preços (${valor}) e não pode ser digitado.`,
  prePagamentoDaConfiguracao: 'O campo Pré-pagamento é definido pela configuração da modalidade de pagamento e não pode ser alterado.',

  // comments (spec §5.1)
  comentarioMensagemObrigatoria: "Comentários, o campo 'Mensagem' precisa ser fornecido.",
  comentarioDestinatarioObrigatorio: "Comentários, o campo 'Destinatário' precisa ser selecionado.",

  // company contacts (spec §5.1): Nome, Telefone, Celular, E-mail, CPF, RG/RNE, Profissão, CEP, Logradouro, Número, Bairro, UF / Município, Cidade
  contatoCampoObrigatorio: (campo: string) => `Contatos da empresa, o campo '${campo}' precisa ser fornecido.`,

  // files (spec §5.1)
  selecioneTipoArquivo: 'Selecione um tipo de arquivo para fazer o upload!',
  somenteAdministradorExclui: 'Somente administrador pode excluir arquivos já salvos!',

  // boleto insertion on the order screen (spec §5.1, §9)
  selecioneFormaPagamento: 'Selecione uma forma de pagamento.',
  maximoBoletos: (n: number) => `O máximo são ${n} boletos.`,
  /** ours: the spec says only that Valor Total cannot be zero */
  valorTotalZero: "O campo 'Valor Total' não pode ser zero.",
  /** ours: the spec says only that the installment number must be between 1 and the maximum */
  parcelaForaDoLimite: (maximo: number) => `O número da parcela deve estar entre 1 e ${maximo}.`,
  somaBoletosExcedeTotal: 'A soma dos valores dos boletos não pode exceder o valor total do veículo.',
  dataPagamentoObrigatoria: "O campo 'Data de Pagamento' precisa ser fornecido.",
  /** ours: the spec's warning when a one-installment boleto is not the total */
  parcelaUnicaIgualTotal: 'O boleto de parcela única deve ter o valor total do veículo.',
  excluirBoletoEmitido: (provider: string) => `Você não pode excluir um boleto já emitido. Solicite o cancelamento com a ${provider}.`,
  semBoletoEmitidoPdf: 'Não há um boleto emitido para abrir o PDF.',
  erroGerarPdf: 'Ocorreu um erro ao gerar o PDF. Verifique sua conexão ou tente novamente.',

  // success (spec §4.2)
  pedidoEnviadoPara: (etapa: string) => `Pedido enviado para "${etapa}"`,
  pedidoAtualizado: 'Pedido atualizado com sucesso',
  /** ours: a new order that stays at Cadastro */
  pedidoCadastrado: 'Pedido cadastrado com sucesso!',

  // screen texts (spec §2.3)
  erroAoProsseguir: 'ERROR AO PROSSEGUIR',
  atencaoAoProsseguir: 'ATENCAO AO PROSSEGUIR',
  tenhoCerteza: 'Tenho Certeza',
  prePagamento: 'Pré-Pagamento',
  regular: 'Regular',
  /** ours: the confirmation of the cancel dialog */
  confirmarCancelamento: 'Deseja realmente cancelar o pedido?',
} as const;

/** Labels of the step actions (spec §2.3, §4.2; the console shows the buttons the machine accepts). */
export const ROTULO_ACAO = {
  enviarParaAprovacao: 'Enviar para aprovação',
  aprovarVenda: 'Aprovar venda',
  reprovarVenda: 'Reprovar venda',
  aprovarCadastro: 'Aprovar cadastro',
  reprovarCadastro: 'Reprovar cadastro',
  aprovarFaturamento: 'Aprovar faturamento',
  reprovarFaturamento: 'Reprovar faturamento',
  confirmarInsercaoComprovante: 'Confirmar inserção do comprovante',
  confirmarInsercaoBoletos: 'Confirmar inserção dos boletos',
  voltarParaFaturamento: 'Voltar para faturamento',
  voltarParaAprovacaoVenda: 'Voltar para aprovação de venda',
  aprovarPagamento: 'Aprovar pagamento',
  reprovarPagamento: 'Reprovar pagamento',
  liberarParaTransporte: 'Liberar para transporte',
  voltar: 'Voltar',
  concluirPedido: 'Concluir pedido',
  voltarParaVeiculoEnviado: 'Voltar para veículo enviado',
  cancelarPedido: 'Cancelar Pedido',
  confirmarInsercaoBoleto: 'Confirmar inserção de boleto',
} as const;
