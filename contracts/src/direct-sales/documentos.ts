import { NOME_TIPO_ARQUIVO, TIPOS_ARQUIVO, tipoCliente, type EtapaPedidoId, type TipoArquivoId, type TipoCliente } from './referencias.ts';

/**
 * Which documents an order needs, per client type and step (the required-documents dialog of the order screen, and the
 * order command that refuses to move on without them). The rule is data: `REGRAS` below, one line per document.
 *
 * A document is required from a phase of the order on; before that phase it is optional (a client may pay early), or must
 * not be attached at all where it cannot exist yet (an invoice before billing). Phases, by the step the order is in:
 * - cadastro: every step but 9 Cancelado — who the client is and why the client qualifies, needed to send for approval;
 * - cadastroCliente: from the client-registration check on (3, 12 and after) — e.g. the financing authorisation;
 * - pagamento: from the payment steps on (6 regular; 10 pré-pagamento) — the payment proof;
 * - faturamento: from billing on (5 regular; 13 pré-pagamento) — the invoice.
 * A cancelled order (9) requires nothing.
 */
export type SituacaoDocumento = 'obrigatorio' | 'opcional' | 'naoAnexar';
export type FaseDocumento = 'cadastro' | 'cadastroCliente' | 'pagamento' | 'faturamento';

export const FASES_POR_ETAPA: Readonly<Record<EtapaPedidoId, readonly FaseDocumento[]>> = {
  0: ['cadastro'],
  1: ['cadastro'],
  2: ['cadastro'],
  3: ['cadastro', 'cadastroCliente'],
  5: ['cadastro', 'cadastroCliente', 'faturamento'],
  6: ['cadastro', 'cadastroCliente', 'faturamento', 'pagamento'],
  7: ['cadastro', 'cadastroCliente', 'faturamento', 'pagamento'],
  8: ['cadastro', 'cadastroCliente', 'faturamento', 'pagamento'],
  9: [],
  10: ['cadastro', 'pagamento'],
  11: ['cadastro', 'pagamento'],
  12: ['cadastro', 'cadastroCliente', 'pagamento'],
  13: ['cadastro', 'cadastroCliente', 'pagamento', 'faturamento'],
  15: ['cadastro', 'cadastroCliente', 'faturamento', 'pagamento'],
};

/** What a rule looks at: the client type's traits, and the payment form when the order has one. */
export interface ContextoDocumentos {
  cliente: TipoCliente;
  /** 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio; null while not chosen */
  tipoPagamento: number | null;
}
interface Regra {
  /** from which phase on the document is required, when `exigido` holds */
  fase: FaseDocumento;
  exigido: (c: ContextoDocumentos) => boolean;
  /** must not be attached for this client (not applicable), whatever the step */
  naoAplicavel?: (c: ContextoDocumentos) => boolean;
  /** before its phase: optional (may come early) or not to be attached (cannot exist yet) */
  antesDaFase?: 'opcional' | 'naoAnexar';
}

const pf = (c: ContextoDocumentos) => c.cliente.pessoaFisica;
const pj = (c: ContextoDocumentos) => !c.cliente.pessoaFisica;
const pcd = (c: ContextoDocumentos) => c.cliente.pcd;
/** public bodies and missions have no social contract nor municipal/state registration of their own */
const orgaoPublico = (c: ContextoDocumentos) => c.cliente.id === 6 || c.cliente.id === 7;
const produtorRural = (c: ContextoDocumentos) => c.cliente.id === 11 || c.cliente.id === 12;
const sempre = () => true;
const nunca = () => false;

export const REGRAS: Readonly<Record<TipoArquivoId, Regra>> = {
  /** boletos are issued by the portal; an outside boleto may be attached once payment starts */
  1: { fase: 'pagamento', exigido: nunca },
  /** the buyer's CPF (a company's legal representative: optional); a diplomat's identity is the diplomatic card (15) */
  2: { fase: 'cadastro', exigido: pf },
  /** rural producers are registered with the state (inscrição de produtor rural) */
  3: { fase: 'cadastro', exigido: produtorRural, naoAplicavel: (c) => (pf(c) && !produtorRural(c)) || orgaoPublico(c) },
  4: { fase: 'cadastro', exigido: nunca, naoAplicavel: (c) => pf(c) || orgaoPublico(c) },
  5: { fase: 'pagamento', exigido: sempre },
  6: { fase: 'cadastro', exigido: pj, naoAplicavel: pf },
  /** PCD buyers prove their address with an authenticated copy (13), as the tax exemption asks */
  7: { fase: 'cadastro', exigido: (c) => !pcd(c) },
  8: { fase: 'cadastro', exigido: (c) => pj(c) && !orgaoPublico(c), naoAplicavel: (c) => pf(c) || orgaoPublico(c) },
  /** a financed, leased or consortium purchase needs the lender's authorisation before the client's registration is approved */
  9: { fase: 'cadastroCliente', exigido: (c) => c.tipoPagamento === 2 || c.tipoPagamento === 3 || c.tipoPagamento === 4 },
  10: { fase: 'faturamento', exigido: sempre, antesDaFase: 'naoAnexar' },
  11: { fase: 'faturamento', exigido: nunca, antesDaFase: 'naoAnexar' },
  12: { fase: 'cadastro', exigido: (c) => pf(c) && c.cliente.id !== 13 },
  13: { fase: 'cadastro', exigido: pcd },
  14: { fase: 'cadastro', exigido: (c) => c.cliente.elegibilidade },
  15: { fase: 'cadastro', exigido: (c) => c.cliente.elegibilidade },
  16: { fase: 'cadastro', exigido: pcd, naoAplicavel: (c) => !pcd(c) },
  17: { fase: 'cadastro', exigido: pcd, naoAplicavel: (c) => !pcd(c) },
  18: { fase: 'cadastro', exigido: pcd, naoAplicavel: (c) => !pcd(c) },
  /** a PCD buyer who does not drive names the authorised drivers; anyone else has nothing to attach here */
  19: { fase: 'cadastro', exigido: (c) => pcd(c) && !c.cliente.condutor, naoAplicavel: (c) => !(pcd(c) && !c.cliente.condutor) },
};

export interface DocumentoExigido {
  tipoArquivo: TipoArquivoId;
  tipoArquivoNome: string;
  obrigatorio: boolean;
  situacao: SituacaoDocumento;
}
export interface OpcoesDocumentos {
  /** the order's payment form, when chosen (decides the financing authorisation) */
  tipoPagamento?: number | null;
}

const ORDEM: Record<SituacaoDocumento, number> = { obrigatorio: 0, opcional: 1, naoAnexar: 2 };

function contexto(tipoClienteId: number, opcoes: OpcoesDocumentos): ContextoDocumentos {
  const cliente = tipoCliente(tipoClienteId);
  if (!cliente) throw new RangeError(`Tipo de cliente desconhecido: ${tipoClienteId}`);
  return { cliente, tipoPagamento: opcoes.tipoPagamento ?? null };
}

/** The situation of one document for a client type at a step. */
export function situacaoDocumento(tipoArquivo: TipoArquivoId, tipoClienteId: number, step: EtapaPedidoId, opcoes: OpcoesDocumentos = {}): SituacaoDocumento {
  const c = contexto(tipoClienteId, opcoes);
  const fases = FASES_POR_ETAPA[step];
  if (!fases) throw new RangeError(`Etapa desconhecida: ${step}`);
  const r = REGRAS[tipoArquivo];
  if (r.naoAplicavel?.(c)) return 'naoAnexar';
  if (!fases.includes(r.fase)) return step === 9 ? 'opcional' : (r.antesDaFase ?? 'opcional');
  return r.exigido(c) ? 'obrigatorio' : 'opcional';
}

/** Every file type with its situation for this client at this step: required first, then optional, then not to attach. */
export function documentosDoCliente(tipoClienteId: number, step: EtapaPedidoId, opcoes: OpcoesDocumentos = {}): DocumentoExigido[] {
  return TIPOS_ARQUIVO.map((t) => {
    const situacao = situacaoDocumento(t, tipoClienteId, step, opcoes);
    return { tipoArquivo: t, tipoArquivoNome: NOME_TIPO_ARQUIVO[t], obrigatorio: situacao === 'obrigatorio', situacao };
  }).sort((a, b) => ORDEM[a.situacao] - ORDEM[b.situacao] || a.tipoArquivo - b.tipoArquivo);
}

/** The file types that must be attached before an order of this client type moves on from this step. */
export const documentosObrigatorios = (tipoClienteId: number, step: EtapaPedidoId, opcoes: OpcoesDocumentos = {}): TipoArquivoId[] =>
  documentosDoCliente(tipoClienteId, step, opcoes)
    .filter((d) => d.obrigatorio)
    .map((d) => d.tipoArquivo);

/** Required documents not among the attached file types (what the order command refuses with `lmsg.documentosPendentes`). */
export const documentosPendentes = (
  tipoClienteId: number,
  step: EtapaPedidoId,
  anexados: Iterable<number>,
  opcoes: OpcoesDocumentos = {},
): DocumentoExigido[] => {
  const tem = new Set(anexados);
  return documentosDoCliente(tipoClienteId, step, opcoes).filter((d) => d.obrigatorio && !tem.has(d.tipoArquivo));
};

/** Attached file types that must not be attached for this client at this step (`lmsg.documentoNaoPermitido`). */
export const documentosNaoPermitidos = (
  tipoClienteId: number,
  step: EtapaPedidoId,
  anexados: Iterable<number>,
  opcoes: OpcoesDocumentos = {},
): DocumentoExigido[] => {
  const tem = new Set(anexados);
  return documentosDoCliente(tipoClienteId, step, opcoes).filter((d) => d.situacao === 'naoAnexar' && tem.has(d.tipoArquivo));
};

/**
 * The phases whose documents the order command itself demands before a forward move (docs/decisions.md "Required
 * documents on the server"): who the client is and why they qualify (cadastro), and the lender's authorisation
 * (cadastroCliente). The payment proof and the invoice stay in the dialog as guidance: a boleto paid through the portal
 * is proven by the bank's own confirmation, and the invoice is the billing team's output, not the client's.
 */
export const FASES_EXIGIDAS_AO_AVANCAR: readonly FaseDocumento[] = ['cadastro', 'cadastroCliente'];

/** Required documents of those phases, at the step being left, missing from the attached ones: an order may not move forward. */
export const documentosParaAvancar = (
  tipoClienteId: number,
  step: EtapaPedidoId,
  anexados: Iterable<number>,
  opcoes: OpcoesDocumentos = {},
): DocumentoExigido[] =>
  documentosPendentes(tipoClienteId, step, anexados, opcoes).filter((d) => FASES_EXIGIDAS_AO_AVANCAR.includes(REGRAS[d.tipoArquivo].fase));
