import { pmsg } from '../direct-sales/index.ts';

/** Who the screen tells the user to ask for the cancellation of an issued boleto (spec §5.1 '{provider}'). */
export const PROVEDOR_BOLETO = 'importadora';

/**
 * pt-BR texts of boletos (spec direct-sales §2.4, §5.1, §8.2), accents corrected (DECISIONS.md "Texts"). The texts the order screen
 * shares (§5.1) come from the order's catalogue; those the spec does not give are ours.
 */
export const bmsg = {
  // success (spec §8.2)
  boletoEmitido: 'Boleto emitido com sucesso',
  boletoCancelado: 'Boleto cancelado com sucesso!',
  boletoReemitido: 'Boleto reemitido com sucesso!',

  // the boletos screen (spec §2.4, §5.2, §8.2)
  confirmarCancelamento: 'Deseja realmente cancelar o boleto?',
  confirmarReemissao: 'Deseja realmente reemitir o boleto?',
  selecioneStatus: 'Selecione um Status',
  selecioneApenasUm: 'Selecione apenas 1 boleto',
  semLog: 'Veículo sem log.',
  erroLog: 'Erro ao consultar log',
  erroGerarPdf: pmsg.erroGerarPdf,
  erroCancelar: 'Ocorreu um erro ao cancelar o boleto. Verifique sua conexão ou tente novamente.',
  erroReemitir: 'Ocorreu um erro ao reemitir o boleto. Verifique sua conexão ou tente novamente.',
  semBoletoEmitidoPdf: pmsg.semBoletoEmitidoPdf,
  excluirBoletoEmitido: pmsg.excluirBoletoEmitido(PROVEDOR_BOLETO),
  /** ours: the spec says only that a warning states real issuing is disabled (DECISIONS.md "Outside systems": the sandbox bank) */
  emissaoDeTeste: 'A emissão real de boletos está desativada por segurança: os boletos são registrados no banco de testes do portal.',

  // the machine's refusals (ours, the order screen's texts where they fit)
  jaEmitido: 'Este boleto já foi emitido.',
  somenteVencidos: 'Somente boletos vencidos podem ser reemitidos.',
  pedidoCancelado: 'Não é possível emitir boleto para um pedido cancelado.',
  canceladoNaoAltera: 'Boleto cancelado não pode ser alterado.',
  pagoNaoAltera: 'Boleto pago não pode ser alterado.',
  boletoInexistente: 'Boleto não encontrado.',
  boletoJaRegistrado: 'Este boleto já foi registrado.',
  somenteEmitidosVencem: 'Somente boletos emitidos podem vencer.',
  jaVencido: 'Este boleto já está vencido.',
  somenteEmitidosPagos: 'Somente boletos emitidos ou vencidos podem ser pagos.',
  naoVenceu: 'O boleto ainda não venceu.',
  semPermissao: 'Seu perfil não pode executar esta ação no boleto.',
  somenteFinanceiroRegistraPagamento: 'Somente o Financeiro ou o Administrador podem registrar o pagamento de um boleto.',
  formaPagamento: pmsg.selecioneFormaPagamento,
  maximoBoletos: pmsg.maximoBoletos,
  valorTotalZero: pmsg.valorTotalZero,
  /** the order screen's check, with the order's maximum of boletos */
  parcelaInvalida: pmsg.parcelaForaDoLimite,
  parcelaUnicaTotal: pmsg.parcelaUnicaIgualTotal,
  somaExcede: pmsg.somaBoletosExcedeTotal,
  valorBoletoInvalido: 'O valor do boleto deve ser maior que zero e não pode exceder o valor total.',
  valoresNegativos: 'A entrada e o valor parcial não podem ser negativos.',
  parcelaForaDasParcelas: 'O número da parcela deve estar entre 1 e a quantidade de parcelas (no máximo 3).',
  dataEmissaoInvalida: 'Informe uma data de emissão válida.',
  /** spec §9: past dates are not allowed for the issue date, and weekends are blocked */
  dataEmissaoPassada: 'A data de emissão não pode ser anterior a hoje.',
  dataEmissaoFimDeSemana: 'A data de emissão não pode cair em um sábado ou domingo.',
  dataPagamentoObrigatoria: pmsg.dataPagamentoObrigatoria,
  vencimentoAntesEmissao: 'A data de vencimento não pode ser anterior à data de emissão.',
  codigoBarrasInvalido: 'O código de barras do boleto deve ter 44 dígitos.',
  linhaDigitavelInvalida: 'A linha digitável do boleto deve ter 47 dígitos.',
  registroIncompleto: 'O registro do boleto precisa do nosso número e do código do banco (3 dígitos).',
  pagamentoInvalido: 'Informe a data e o valor pago (maior que zero).',
  substitutoInvalido: 'Informe o novo boleto que substitui este.',
  motivoLongo: 'O motivo deve ter no máximo 8000 caracteres.',
  statusNaoPermite: 'O status atual do boleto não permite esta ação.',
  substituidoPor: (boletoId: number) => `Substituído pelo boleto ${boletoId}`,
  /** ours: the issue call answered before the bank confirmed the registration */
  emissaoEmAndamento: 'Boleto enviado para emissão: ele aparece como Emitido assim que o banco confirmar o registro.',
  somenteSandbox: 'O pagamento manual só existe no banco de testes do portal.',
  pagamentoInformado: 'Pagamento informado ao banco de testes: o boleto aparece como Pago em instantes.',
  antesDaAprovacao: 'Os boletos são inseridos depois da aprovação da venda.',
  segundaViaNaoEncontrada: 'Nenhum boleto em aberto para este pedido, este CPF/CNPJ e este código de acesso.',

  // the console's own texts (ours: the spec gives none for these)
  informarPagamento: 'Informar pagamento (banco de testes)',
  salveOPedido: 'Salve o pedido para inserir boletos.',
  /** the Boletos section's rows inserted and not saved yet (spec §2.3 item 10 "Boletos table with Inserir and Salvar") */
  statusASalvar: 'A salvar',
  boletosASalvar: (n: number) =>
    n === 1
      ? '1 boleto inserido e ainda não salvo: clique em Salvar para emiti-lo.'
      : `${n} boletos inseridos e ainda não salvos: clique em Salvar para emiti-los.`,
  nenhumBoletoASalvar: 'Insira um boleto antes de salvar.',
  boletoASalvarInvalido: (parcela: string, motivo: string) => `Boleto ${parcela}: ${motivo} Nenhum boleto foi salvo.`,
  boletosSalvos: (n: number) => (n === 1 ? 'Boleto salvo e enviado para emissão.' : `${n} boletos salvos e enviados para emissão.`),
  valorParcialObrigatorio: "O campo 'Valor Parcial' precisa ser fornecido.",
  parcelasObrigatorio: "O campo 'Parcelas' precisa ser fornecido.",
  aguardandoBanco: 'Aguardando o registro no banco…',
  segundaViaPedidoObrigatorio: 'Informe o código do pedido (por exemplo, VD000123).',
  segundaViaDocumentoInvalido: 'Informe um CPF ou CNPJ válido.',
  segundaViaCodigoInvalido: 'Informe o código de acesso impresso no boleto (12 letras e números).',
  segundaViaMuitasTentativas: 'Muitas tentativas de consulta. Aguarde e tente novamente mais tarde (o limite vale por endereço e por CPF/CNPJ).',
  segundaViaBoletoIndisponivel: 'Este boleto não está mais disponível. Consulte novamente.',
  linhaCopiada: 'Linha digitável copiada.',
  linhaNaoCopiada: 'Não foi possível copiar. Selecione a linha digitável e copie manualmente.',
  linhaIndisponivel: 'Linha digitável ainda não disponível.',
} as const;
