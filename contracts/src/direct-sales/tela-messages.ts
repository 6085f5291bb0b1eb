/**
 * pt-BR texts of the direct-sales console screens (the order list and the order screen) that neither the order machine's
 * `pmsg` nor the lookups' `lmsg` carry. The spec's wording is kept (spec direct-sales §2.2, §2.3, §5.1, §5.2, §8.1), accented
 * as DECISIONS.md "Texts" asks.
 */
export const tmsg = {
  selecionePedidos: 'Necessário selecionar pedido(s).',
  selecioneTipoArquivo: 'Selecione um tipo de arquivo para fazer o upload!',
  somenteAdministradorExclui: 'Somente administrador pode excluir arquivos já salvos!',
  contatoCampo: (campo: string) => `Contatos da empresa, o campo '${campo}' precisa ser fornecido.`,
  contatoCpfInvalido: 'Contatos da empresa: CPF inválido.',
  comentarioMensagem: "Comentários, o campo 'Mensagem' precisa ser fornecido.",
  comentarioDestinatario: "Comentários, o campo 'Destinatário' precisa ser selecionado.",
  comentarioLongo: (max: number) => `Comentários, a mensagem deve ter no máximo ${max} caracteres.`,
  comentarioObrigatorio: 'O comentário é obrigatório',
  comentarioPendente: 'Comentário incluído. Ele será enviado ao salvar o pedido.',
  erroAoProsseguir: 'ERROR AO PROSSEGUIR',
  atencaoAoProsseguir: 'ATENCAO AO PROSSEGUIR',
  tenhoCerteza: 'Tenho Certeza',
  boletosNaoPagos: 'Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.',
  pedidoAtualizado: 'Pedido atualizado com sucesso',
  pedidoEnviadoPara: (step: string) => `Pedido enviado para "${step}"`,
  pedidoRecarregado: 'O pedido foi recarregado com as alterações mais recentes. Revise e tente novamente.',
  cpfInvalido: 'CPF inválido.',
  cepSoUf: 'CEP localizado apenas pela UF. Preencha o logradouro, o bairro e a cidade.',
  cepSemResposta: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  arquivoEnviado: (nome: string) => `Arquivo "${nome}" anexado. Ele será gravado ao salvar o pedido.`,
  arquivoFalhou: 'Não foi possível enviar o arquivo. Tente novamente.',
  semDocumentos: 'Nenhum documento exigido para este tipo de cliente nesta etapa.',
  selecioneTipoCliente: 'Selecione o tipo de cliente para ver os documentos obrigatórios.',
  selecioneDealer: 'Selecione a concessionária para escolher o veículo.',
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  veiculoNaoEncontrado: 'O veículo informado não está disponível para um pedido desta concessionária.',
  pepTitulo: 'Pessoa politicamente exposta',
  pepDefinicao:
    'Considera-se pessoa politicamente exposta (PEP) aquela que desempenha ou tenha desempenhado, nos últimos 5 (cinco) anos, no Brasil ou em países, territórios e dependências estrangeiros, cargos, empregos ou funções públicas relevantes, assim como seus representantes, familiares e outras pessoas de seu relacionamento próximo.',
  pepPeriodo: 'Período considerado: 5 anos.',
} as const;
