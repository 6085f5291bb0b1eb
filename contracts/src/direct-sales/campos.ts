/**
 * The order body's field messages. The spec gives the company-contact pattern
 * ('Contatos da empresa, o campo '{field}' precisa ser fornecido.', §5.1); the other sections of the order screen use the same pattern.
 */
export const SECAO = {
  pedido: 'Pedido',
  solicitante: 'Informações do solicitante',
  endereco: 'Endereço',
  contatos: 'Contatos da empresa',
  produto: 'Descrição do produto',
  preco: 'Preço e pagamento',
  comissao: 'Comissões',
  comentarios: 'Comentários',
} as const;

export const campoObrigatorio = (secao: string, campo: string) => `${secao}, o campo '${campo}' precisa ser fornecido.`;
export const campoSelecionado = (secao: string, campo: string) => `${secao}, o campo '${campo}' precisa ser selecionado.`;
export const campoInvalido = (secao: string, campo: string) => `${secao}, o campo '${campo}' é inválido.`;

export const cmsg = {
  cpfInvalido: 'CPF inválido.',
  cnpjInvalido: 'CNPJ inválido.',
  cepInvalido: 'CEP inválido.',
  emailInvalido: 'E-mail inválido.',
  telefoneInvalido: 'Telefone inválido. Use (99)9999-9999.',
  celularInvalido: 'Celular inválido. Use (99)99999-9999.',
  anoInvalido: (campo: string) => `${SECAO.produto}, o campo '${campo}' deve ter 4 dígitos.`,
  percentualInvalido: (campo: string) => `${SECAO.preco}, o campo '${campo}' deve estar entre 0 e 100.`,
  valorInvalido: (campo: string) => `${SECAO.preco}, o campo '${campo}' deve ser um valor em reais maior ou igual a zero.`,
  tipoVendaInvalido: 'Selecione um tipo de venda válido.',
  tipoClienteInvalido: 'Selecione um tipo de cliente válido.',
  tipoDescontoInvalido: 'Selecione um tipo de desconto válido.',
  tipoPagamentoInvalido: 'Selecione uma forma de pagamento válida.',
  pepObrigatorio: 'Informe se o cliente é pessoa politicamente exposta (Sim ou Não).',
  veiculoObrigatorio: 'Selecione o veículo do pedido.',
  concessionariaObrigatoria: 'Selecione a concessionária.',
  concessionariaInexistente: 'Concessionária não encontrada.',
  veiculoIndisponivel: 'Este veículo não está reservado para venda direta desta concessionária ou já pertence a outro pedido.',
  concessionariaBloqueada: 'Concessionária, tipo de venda e veículo não podem ser alterados depois que o pedido existe.',
  pedidoInexistente: 'Pedido não encontrado.',
  etapaInvalida: 'Etapa de destino inválida para este pedido.',
  destinatarioInexistente: 'Comentários, o destinatário selecionado não existe ou está inativo.',
  arquivoInexistente: 'Um dos arquivos do pedido não foi encontrado. Envie-o novamente.',
  documentosFaltando: (nomes: string[]) => `Anexe os documentos obrigatórios desta etapa: ${nomes.join(', ')}.`,
  semAlteracao: 'Nenhuma alteração para salvar.',
  veiculoCancelado: 'Veículo cancelado',
  exportarSomente: 'Somente Administrador, Financeiro e Venda Direta podem exportar os pedidos.',
} as const;
