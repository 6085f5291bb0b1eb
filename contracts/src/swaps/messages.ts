import { vmsg } from '../vehicles/index.ts';

/** pt-BR texts of swaps (spec stock-billing-swaps §2.6, §2.7, §5, §8), accents corrected (DECISIONS.md "Texts"). */
export const smsg = {
  // validation (spec §5)
  /** the stalled-vehicle block (conf7; the spec has no text: docs/decisions.md "The stalled-vehicle block") */
  bloqueioParadosTroca: (chassi: string) =>
    `Faturamento em atraso: o veículo ${chassi} passou do prazo de faturamento. Solicite o faturamento dos veículos parados antes de solicitar trocas.`,
  veiculoJaPossui: 'Você não pode trocar um veículo que já possui.',
  nenhumVeiculoOfertado: 'Você não selecionou nenhum veículo, deseja continuar?',
  somenteUmVeiculo: 'Selecione somente um veículo para aceitar troca.',
  peloMenosUmVeiculo: 'Necessário selecionar pelo menos um veículo para aceitar troca.',
  telefoneInvalido: 'Telefone inválido: informe DDD e número (10 ou 11 dígitos).',
  emailInvalido: 'E-mail de contato inválido.',
  contatoNomeObrigatorio: 'Informe o nome do contato.',
  comentarioLongo: 'O comentário pode ter no máximo 8000 caracteres.',
  avisoCompromisso: 'Ao solicitar uma troca, você se compromete em realizar o faturamento do veículo.',
  desejaContinuar: 'Deseja Continuar?',
  selecioneOfertar: 'Selecione quais veículos deseja ofertar:',
  // the billing-request modal of an accept (spec §2.12)
  faturamentoDessaTroca: 'O faturamento dessa troca deve ser realizada:',
  faturamentosDessasTrocas: 'Os faturamentos dessas trocas devem ser realizadas:',
  trocaRepetida: 'A mesma solicitação de troca foi informada mais de uma vez.',
  veiculoRecebidoRepetido: 'O mesmo veículo não pode ser recebido em duas trocas.',

  // refusals of the swap machine
  somenteSolicitante: 'Somente a concessionária que solicitou a troca pode cancelá-la.',
  somenteDono: 'Somente a concessionária dona do veículo pode responder a esta solicitação.',
  somenteDealer: 'Somente usuários de concessionária podem solicitar trocas.',
  veiculoIndisponivel: 'Veículo indisponível para troca.',
  ofertadoIndisponivel: 'Um ou mais veículos ofertados não estão disponíveis para troca.',
  ofertadoDeOutraConcessionaria: 'Os veículos ofertados devem pertencer à sua concessionária.',
  veiculoNaoOfertado: 'O veículo escolhido não foi ofertado nesta solicitação.',
  cessaoNaoPermitida: 'Cessão não permitida para esta solicitação.',
  limiteCessoes: (limite: number) => `Limite mensal de cessões atingido (${limite} por mês).`,
  limiteCessoesAtingido: 'Limite mensal de cessões atingido.',
  prazoNaoVencido: 'O prazo desta solicitação de troca ainda não terminou.',
  tempoLimiteNaoAtingido: 'O veículo ainda não atingiu o tempo limite em estoque.',
  somenteSistema: 'Ação executada somente pelo portal.',
  jaRespondida: 'Esta solicitação de troca já foi respondida.',
  expirada: 'Esta solicitação de troca expirou.',
  cancelada: 'Esta solicitação de troca foi cancelada.',
  trocaInexistente: 'Solicitação de troca não encontrada.',
  trocaJaSolicitada: 'Solicitação de troca já registrada.',
  donoMudou: vmsg.donoMudou,
  encerradaPorOutra: 'Solicitação encerrada: um dos veículos foi trocado em outra solicitação.',
  statusNaoPermite: 'O status atual da solicitação não permite esta ação.',
  statusInvalido: 'Status de troca inválido.',
  tipoTrocaInvalido: 'Tipo de troca inválido.',
  dataInvalida: 'Selecione uma data válida',
  dadosNaoConferem: 'Os dados informados não conferem com a solicitação de troca.',

  // success (spec §8)
  propostaEnviada: 'Proposta enviada com sucesso!',
  solicitacaoEnviada: 'Solicitação de troca enviada com sucesso!',
  trocaCancelada: 'Troca cancelada com sucesso',
  trocaAceita: 'Troca aceita com sucesso',
  trocaRejeitada: 'Troca rejeitada com sucesso',
  trocaCedida: 'Veículo cedido com sucesso',
  disponibilizadoTroca: vmsg.disponibilizadoTroca,
  algoErrado: vmsg.algoErrado,
  trocaAutomatica: 'Troca Automatica',

  // settings (spec direct-sales §8.3)
  novoPeriodo: 'Novo período adicionado com sucesso!',
  configuracaoNaoAtualizada: 'Não foi possível atualizar a configuração.',
  periodoInvalido: 'Informe um número inteiro de dias (0 ou mais).',
  tipoConfiguracaoInvalido: 'Tipo de configuração inválido.',
} as const;
