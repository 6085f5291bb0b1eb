/**
 * pt-BR messages of the direct-sales reference data and lookups (order screen and boletos screen). Kept apart from the
 * order machine's `messages.ts` (`pmsg`) so both can grow without touching each other.
 */
export const lmsg = {
  cepInvalido: 'CEP inválido.',
  cepNaoEncontrado: 'CEP não encontrado. Preencha o endereço manualmente.',
  ufNaoEncontrada: 'UF não encontrada.',
  tipoClienteInvalido: 'Tipo de cliente inválido.',
  tipoClienteObrigatorio: 'Informe o tipo de cliente para consultar os documentos obrigatórios.',
  etapaInvalida: 'Etapa do pedido inválida.',
  tipoDescontoInvalido: 'Tipo de desconto inválido. Use 1 (D1), 2 (D2), 3 (D3), 5 (D4) ou 4 (PCD).',
  tipoPagamentoInvalido: 'Forma de pagamento inválida. Use 1 (À vista), 2 (Financiado), 3 (Leasing) ou 4 (Consórcio).',
  derivativoNaoEncontrado: 'Derivativo não encontrado.',
  versaoNaoEncontrada: 'Versão não encontrada.',
  versaoDeOutroDerivativo: 'A versão informada não pertence ao derivativo.',
  semPoliticaDesconto: 'Não há política de desconto para esta combinação.',
  concessionariaNaoEncontrada: 'Dealer não encontrado.',
  documentosPendentes: (nomes: readonly string[]) =>
    nomes.length === 1 ? `Anexe o documento obrigatório para continuar: ${nomes[0]}.` : `Anexe os documentos obrigatórios para continuar: ${nomes.join(', ')}.`,
  documentoNaoPermitido: (documento: string, tipoCliente: string) => `O documento "${documento}" não deve ser anexado para o tipo de cliente ${tipoCliente}.`,
} as const;
