/**
 * pt-BR texts of the direct-sales console screens (the order list and the order screen) that neither the order machine's
 * `pmsg`, the order fields' `cmsg` nor the lookups' `lmsg` carry (those are used as they are). The spec's wording is kept (spec direct-sales §2.2, §2.3, §5.1, §5.2, §8.1), accented
 * as DECISIONS.md "Texts" asks.
 */
export const tmsg = {
  selecionePedidos: 'Necessário selecionar pedido(s).',
  contatoCpfInvalido: 'Contatos da empresa: CPF inválido.',
  comentarioPendente: 'Comentário incluído. Ele será enviado ao cadastrar o pedido.',
  comentarioInserido: 'Comentário inserido.',
  pedidoRecarregado: 'O pedido foi recarregado com as alterações mais recentes. Revise e tente novamente.',
  cepSoUf: 'CEP localizado apenas pela UF. Preencha o logradouro, o bairro e a cidade.',
  cepSemResposta: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  arquivoEnviado: (nome: string) => `Arquivo "${nome}" anexado. Ele será gravado ao salvar o pedido.`,
  arquivoFalhou: 'Não foi possível enviar o arquivo. Tente novamente.',
  semDocumentos: 'Nenhum documento exigido para este tipo de cliente nesta etapa.',
  selecioneTipoCliente: 'Selecione o tipo de cliente para ver os documentos obrigatórios.',
  selecioneDealer: 'Selecione a concessionária para escolher o veículo.',
  veiculoNaoEncontrado: 'O veículo informado não está disponível para um pedido desta concessionária.',
  pepTitulo: 'Pessoa politicamente exposta',
  pepDefinicao:
    'Considera-se pessoa politicamente exposta (PEP) aquela que desempenha ou tenha desempenhado, nos últimos 5 (cinco) anos, no Brasil ou em países, territórios e dependências estrangeiros, cargos, empregos ou funções públicas relevantes, assim como seus representantes, familiares e outras pessoas de seu relacionamento próximo.',
  pepPeriodo: 'Período considerado: 5 anos.',
} as const;
