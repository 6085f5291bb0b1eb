import { NOME_STEP, PROGRESSO_STEP } from './steps.ts';
/**
 * The direct-sales reference lists that are rules rather than data (spec direct-sales §3, §4.1, §4.4, §9): their ids are
 * what the order, the boletos and the screens decide on, so they live here as typed constants, not in tables.
 * Answered by the lookups of services/api/src/direct-sales/lookups-routes.ts.
 */

// ---- order file types (spec §3 "Order file"): the names exactly as the spec lists them

export const TIPO_ARQUIVO = {
  boleto: 1,
  cpfCnh: 2,
  comprovanteInscricaoEstadual: 3,
  comprovanteInscricaoMunicipal: 4,
  comprovantePagamento: 5,
  cartaoCnpj: 6,
  comprovanteEndereco: 7,
  contratoSocial: 8,
  autorizacaoFinanciamento: 9,
  notaFiscal: 10,
  notaFiscalDevolucao: 11,
  rgCnh: 12,
  copiaAutenticadaComprovanteEndereco: 13,
  formularioElegibilidade: 14,
  documentosElegibilidade: 15,
  autorizacaoIsencaoIpi: 16,
  cartaRenunciaIsencaoIcms: 17,
  laudoAvaliacaoMedica: 18,
  identificacaoCondutorAutorizado: 19,
} as const;
export type TipoArquivoId = (typeof TIPO_ARQUIVO)[keyof typeof TIPO_ARQUIVO];

/** The spec's names (its 'Contato Social' is the social contract; the spec's wording is kept, DECISIONS.md "Texts"). */
export const NOME_TIPO_ARQUIVO: Readonly<Record<TipoArquivoId, string>> = {
  1: 'Boleto',
  2: 'CPF/CNH',
  3: 'Comprovante Inscrição Estadual',
  4: 'Comprovante Inscrição Municipal',
  5: 'Comprovante de Pagamento',
  6: 'Cartão CNPJ',
  7: 'Comprovante de Endereço',
  8: 'Contato Social',
  9: 'Autorização de Financiamento',
  10: 'Nota Fiscal',
  11: 'Nota Fiscal Devolução',
  12: 'RG/CNH',
  13: 'Cópia Autenticada Comprovante de Endereço',
  14: 'Formulário Elegibilidade',
  15: 'Documentos Elegibilidade',
  16: 'Autorização Isenção de IPI',
  17: 'Carta Renúncia Isenção ICMS Firma Reconhecida',
  18: 'Cópia Autent Laudo Avaliação Corpo Médico (RF ou SF)',
  19: 'Identificação Condutor Autorizado',
};
export const TIPOS_ARQUIVO: readonly TipoArquivoId[] = Object.values(TIPO_ARQUIVO);
export const ehTipoArquivo = (n: unknown): n is TipoArquivoId => typeof n === 'number' && (TIPOS_ARQUIVO as readonly number[]).includes(n);

// ---- client types (spec §5.1: 1, 2, 10, 11, 13, 14, 16, 17, 18, 19 use the person form, any other the company form)

export interface TipoCliente {
  id: number;
  nome: string;
  /** person form (CPF) or company form (CNPJ) */
  pessoaFisica: boolean;
  /** a buyer with a disability (IPI/ICMS exemption documents) */
  pcd: boolean;
  /** the buyer drives the vehicle; a PCD buyer who does not names authorised drivers */
  condutor: boolean;
  /** a category of direct sale that must prove it qualifies (eligibility form and documents) */
  elegibilidade: boolean;
}
export const TIPOS_CLIENTE: readonly TipoCliente[] = [
  { id: 1, nome: 'Pessoa Física', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: false },
  { id: 2, nome: 'PCD - Condutor', pessoaFisica: true, pcd: true, condutor: true, elegibilidade: true },
  { id: 3, nome: 'Pessoa Jurídica', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: false },
  { id: 4, nome: 'Frotista', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 5, nome: 'Locadora', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 6, nome: 'Governo / Órgão Público', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 7, nome: 'Embaixada / Organismo Internacional', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 8, nome: 'Concessionária (CS Dealer)', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 9, nome: 'Autoescola', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 10, nome: 'Taxista', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: true },
  { id: 11, nome: 'Produtor Rural', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: true },
  { id: 12, nome: 'Produtor Rural - Pessoa Jurídica', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 13, nome: 'Diplomata', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: true },
  { id: 14, nome: 'Colaborador JLR', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: true },
  { id: 15, nome: 'Empresa do Grupo JLR', pessoaFisica: false, pcd: false, condutor: false, elegibilidade: true },
  { id: 16, nome: 'PCD - Não Condutor', pessoaFisica: true, pcd: true, condutor: false, elegibilidade: true },
  { id: 17, nome: 'TEA - Transtorno do Espectro Autista', pessoaFisica: true, pcd: true, condutor: false, elegibilidade: true },
  { id: 18, nome: 'Estrangeiro Residente', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: false },
  { id: 19, nome: 'Colaborador de Concessionária', pessoaFisica: true, pcd: false, condutor: true, elegibilidade: true },
];
export type TipoClienteId = number;
const TIPO_CLIENTE_POR_ID = new Map(TIPOS_CLIENTE.map((t) => [t.id, t]));
export const tipoCliente = (id: number): TipoCliente | undefined => TIPO_CLIENTE_POR_ID.get(id);
export const ehTipoCliente = (n: unknown): n is TipoClienteId => typeof n === 'number' && TIPO_CLIENTE_POR_ID.has(n);

/** The spec's person-form client types (§5.1); every other client type uses the company form. */
const PESSOA_FISICA: ReadonlySet<number> = new Set([1, 2, 10, 11, 13, 14, 16, 17, 18, 19]);
/** Whether the client type uses the person form (CPF, RG, profession) rather than the company form (CNPJ, razão social). */
export const ehPessoaFisica = (tipoCliente: number): boolean => PESSOA_FISICA.has(tipoCliente);

/** Importer profiles whose users take part in a direct-sales order: a comment can be addressed to them (GET pedidos/destinatarios). */
export const PERFIS_DESTINATARIOS = ['Administrador', 'Venda Direta', 'Financeiro', 'Faturamento', 'Logística'] as const;

// ---- order steps (spec §4.1) and list statuses

/** Each step an order can be in, with the machine's name (steps.ts: one name per step everywhere) and its progress. */
export const ETAPAS_PEDIDO = [
  { id: 0, nome: NOME_STEP[0], progresso: PROGRESSO_STEP[0] },
  { id: 1, nome: NOME_STEP[1], progresso: PROGRESSO_STEP[1] },
  { id: 2, nome: NOME_STEP[2], progresso: PROGRESSO_STEP[2] },
  { id: 3, nome: NOME_STEP[3], progresso: PROGRESSO_STEP[3] },
  { id: 5, nome: NOME_STEP[5], progresso: PROGRESSO_STEP[5] },
  { id: 6, nome: NOME_STEP[6], progresso: PROGRESSO_STEP[6] },
  { id: 7, nome: NOME_STEP[7], progresso: PROGRESSO_STEP[7] },
  { id: 8, nome: NOME_STEP[8], progresso: PROGRESSO_STEP[8] },
  { id: 9, nome: NOME_STEP[9], progresso: PROGRESSO_STEP[9] },
  { id: 10, nome: NOME_STEP[10], progresso: PROGRESSO_STEP[10] },
  { id: 11, nome: NOME_STEP[11], progresso: PROGRESSO_STEP[11] },
  { id: 12, nome: NOME_STEP[12], progresso: PROGRESSO_STEP[12] },
  { id: 13, nome: NOME_STEP[13], progresso: PROGRESSO_STEP[13] },
  { id: 15, nome: NOME_STEP[15], progresso: PROGRESSO_STEP[15] },
] as const;
/** A step an order can be in (4 and 14 are history markers only, never current). */
export type EtapaPedidoId = (typeof ETAPAS_PEDIDO)[number]['id'];
export const ehEtapaPedido = (n: unknown): n is EtapaPedidoId => typeof n === 'number' && ETAPAS_PEDIDO.some((e) => e.id === n);

/** The order list's Status filter: where the order stands, derived from its step. */
export const STATUS_PEDIDO = { emAndamento: 1, concluido: 2, cancelado: 3, reprovado: 4 } as const;
export type StatusPedidoId = (typeof STATUS_PEDIDO)[keyof typeof STATUS_PEDIDO];
export const STATUS_PEDIDO_LISTA: readonly { id: StatusPedidoId; nome: string }[] = [
  { id: 1, nome: 'Em andamento' },
  { id: 2, nome: 'Concluído' },
  { id: 3, nome: 'Cancelado' },
  { id: 4, nome: 'Reprovado' },
];
/** 15 Concluído, 9 Cancelado, 1 Reprovado; any other step (0 Cadastro included) is Em andamento. */
export function statusDoPedido(step: EtapaPedidoId): StatusPedidoId {
  if (step === 15) return STATUS_PEDIDO.concluido;
  if (step === 9) return STATUS_PEDIDO.cancelado;
  if (step === 1) return STATUS_PEDIDO.reprovado;
  return STATUS_PEDIDO.emAndamento;
}
/** The steps of a list status (the order list filters on the step column). */
export const etapasDoStatus = (status: StatusPedidoId): EtapaPedidoId[] => ETAPAS_PEDIDO.map((e) => e.id).filter((id) => statusDoPedido(id) === status);

/** Boleto statuses (spec §3 and §4.4; 4 Cancelado is ignored in counts). */
export const STATUS_BOLETO_LISTA = [
  { id: 1, nome: 'Não Emitido' },
  { id: 2, nome: 'Emitido' },
  { id: 3, nome: 'Pago' },
  { id: 4, nome: 'Cancelado' },
  { id: 5, nome: 'Vencido' },
] as const;

// ---- price and payment (spec §3 "Price and payment", §9)

/** tipoDesconto: 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD (DECISIONS.md "Discount types"). */
export const TIPO_DESCONTO = { d1: 1, d2: 2, d3: 3, pcd: 4, d4: 5 } as const;
export type TipoDescontoId = (typeof TIPO_DESCONTO)[keyof typeof TIPO_DESCONTO];
/** In the order the screen offers them. */
export const TIPOS_DESCONTO: readonly { id: TipoDescontoId; nome: string }[] = [
  { id: 1, nome: 'D1' },
  { id: 2, nome: 'D2' },
  { id: 3, nome: 'D3' },
  { id: 5, nome: 'D4' },
  { id: 4, nome: 'PCD' },
];
export const ehTipoDesconto = (n: unknown): n is TipoDescontoId => typeof n === 'number' && TIPOS_DESCONTO.some((t) => t.id === n);

/** tipoPagamento of the order: 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio. */
export const TIPO_PAGAMENTO = { aVista: 1, financiado: 2, leasing: 3, consorcio: 4 } as const;
export type TipoPagamentoId = (typeof TIPO_PAGAMENTO)[keyof typeof TIPO_PAGAMENTO];
export const TIPOS_PAGAMENTO: readonly { id: TipoPagamentoId; nome: string }[] = [
  { id: 1, nome: 'À vista' },
  { id: 2, nome: 'Financiado' },
  { id: 3, nome: 'Leasing' },
  { id: 4, nome: 'Consórcio' },
];
export const ehTipoPagamento = (n: unknown): n is TipoPagamentoId => typeof n === 'number' && TIPOS_PAGAMENTO.some((t) => t.id === n);

/** Installment types of a boleto (the boleto's tipoPagamento is the name: 'Total' or 'Parcial'). */
export const TIPO_PARCELA = { total: 1, parcial: 2 } as const;
export type TipoParcelaId = (typeof TIPO_PARCELA)[keyof typeof TIPO_PARCELA];
export type NomeTipoParcela = 'Total' | 'Parcial';
export const TIPOS_PARCELA: readonly { id: TipoParcelaId; nome: NomeTipoParcela }[] = [
  { id: 1, nome: 'Total' },
  { id: 2, nome: 'Parcial' },
];
