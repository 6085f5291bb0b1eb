/**
 * pt-BR texts of the bank side of boletos: the FEBRABAN barcode and linha digitável, the bank's configuration,
 * the sandbox bank and the printed slip. The boleto screens' own texts (spec §8.2) live with the boleto machine.
 */
export const bancoMsg = {
  // FEBRABAN: dates, values, banks
  dataInvalida: (campo: string, valor: string) => `${campo} inválida: "${valor}". Use uma data real no formato AAAA-MM-DD.`,
  vencimentoAntesDoFator: 'A data de vencimento deve ser a partir de 03/07/2000, o primeiro dia com fator de vencimento (1000).',
  fatorInvalido: 'O fator de vencimento deve ser um número de 1000 a 9999.',
  valorInvalido: 'O valor do boleto deve ser um número em reais com no máximo 2 casas decimais.',
  valorForaDoLimite: 'O valor do boleto deve estar entre R$ 0,01 e R$ 99.999.999,99.',
  bancoInvalido: 'O código do banco deve ter 3 dígitos.',
  bancoNaoSuportado: (codigo: string) =>
    `Banco ${codigo} não é suportado para boletos. Bancos disponíveis: 341 (Itaú), 237 (Bradesco) e 001 (Banco do Brasil).`,
  moedaInvalida: 'Código de moeda inválido: os boletos do portal são em reais (moeda 9).',
  campoLivreInvalido: 'O campo livre do código de barras deve ter 25 dígitos.',
  codigoBarrasTamanho: 'O código de barras deve ter 44 dígitos.',
  codigoBarrasDv: 'O dígito verificador do código de barras não confere.',
  linhaCaracteres: 'A linha digitável deve conter apenas números, pontos e espaços.',
  linhaTamanho: 'A linha digitável deve ter 47 dígitos.',
  linhaCampoDv: (campo: number) => `O dígito verificador do campo ${campo} da linha digitável não confere.`,
  linhaDvGeral: 'O dígito verificador geral da linha digitável não confere.',
  numeroApenasDigitos: 'O número deve conter apenas dígitos.',
  boletoIdInvalido: 'O identificador do boleto deve ser um número inteiro positivo.',
  nossoNumeroForaDoLimite: (max: number) => `O identificador do boleto não cabe no nosso número deste banco (máximo ${max.toLocaleString('pt-BR')}).`,
  nossoNumeroInvalido: (digitos: number) => `O nosso número deve ter ${digitos} dígitos.`,

  // the beneficiary's collection account
  agenciaInvalida: 'A agência deve ter de 1 a 4 dígitos (sem o dígito verificador).',
  contaInvalida: (max: number) => `A conta deve ter de 1 a ${max} dígitos (sem o dígito verificador).`,
  contaDvInvalido: (esperado: string) => `O dígito da conta não confere com a agência e a conta (esperado ${esperado}).`,
  digitoInvalido: (campo: string) => `O dígito verificador da ${campo} deve ser um número ou a letra X/P.`,
  carteiraInvalida: (digitos: number) => `A carteira deve ter ${digitos} dígitos.`,
  convenioInvalido: 'O convênio do Banco do Brasil deve ter 7 dígitos.',
  configuracaoInvalida: (variavel: string, detalhe: string) => `Configuração do banco de boletos inválida (${variavel}): ${detalhe}`,
  beneficiarioNomeLongo: 'O nome do beneficiário pode ter no máximo 120 caracteres.',
  beneficiarioCnpjInvalido: 'O CNPJ do beneficiário é inválido.',
  adaptadorDesconhecido: (nome: string, disponiveis: string) => `adaptador "${nome}" desconhecido; disponíveis: ${disponiveis}.`,

  // the title sent to the bank
  tituloInvalido: 'Dados do boleto inválidos.',
  pagadorNomeObrigatorio: 'Informe o nome do pagador.',
  pagadorNomeLongo: 'O nome do pagador pode ter no máximo 120 caracteres.',
  pagadorDocumentoInvalido: 'O CPF ou CNPJ do pagador é inválido.',
  numeroDocumentoInvalido: 'O número do documento deve ter de 1 a 15 caracteres (letras, números, / e -).',
  instrucoesLongas: 'As instruções podem ter no máximo 5 linhas de 90 caracteres.',
  vencimentoAntesDaEmissao: 'A data de vencimento não pode ser anterior à data de emissão.',

  // the sandbox bank
  tituloNaoRegistrado: 'Boleto não registrado no banco.',
  registroDivergente: 'Este boleto já foi registrado no banco com outros dados (valor, vencimento ou pagador).',
  registroBaixado: 'Este boleto foi baixado no banco e não pode ser registrado de novo.',
  tituloBaixadoNaoPaga: 'Este boleto foi baixado no banco e não pode ser pago.',
  tituloPagoNaoBaixa: 'Este boleto já foi pago e não pode ser baixado.',
  motivoBaixaObrigatorio: 'Informe o motivo da baixa (até 200 caracteres).',
  valorPagoInvalido: 'O valor pago deve estar entre R$ 0,01 e R$ 99.999.999,99, com no máximo 2 casas decimais.',
  dataPagamentoInvalida: 'Data do pagamento inválida: use AAAA-MM-DD ou um instante ISO 8601.',
  dataPagamentoFutura: 'A data do pagamento não pode estar no futuro.',
  dataPagamentoAntesDoRegistro: 'A data do pagamento não pode ser anterior ao registro do boleto.',

  // the printed slip
  avisoSandbox: 'DOCUMENTO DE TESTE — emitido pelo banco sandbox do portal, sem valor para pagamento. A emissão de boletos reais está desativada.',
} as const;
