import { kpiMsg } from './messages.ts';

/** The KPI vehicle form's values as the rules read them (ids of the selects, numbers, texts, attachment addresses). */
export interface FormVeiculoKpi {
  marcaId?: number | null;
  chassi?: string | null;
  tipoAquisicaoId?: number | null;
  anoModelo?: number | string | null;
  precoPublico?: number | null;
  custoAquisicao?: number | null;
  valorVenda?: number | null;
  modeloId?: number | null;
  versaoId?: number | null;
  politicaId?: number | null;
  anoPolitica?: number | null;
  numeroNF?: string | null;
  kmVeiculo?: string | null;
  approved?: boolean | null;
  arquivoContratoGarantia?: string | null;
  arquivoPrintSistema?: string | null;
  arquivoNFVenda?: string | null;
  arquivoCheckList?: string | null;
}

/** The required fields, in the spec's order (002 §5.6), with the label of 'Preencha o campo X.'. */
export const OBRIGATORIOS_VEICULO_KPI: readonly [keyof FormVeiculoKpi, string][] = [
  ['marcaId', 'Marca'],
  ['chassi', 'Chassi'],
  ['tipoAquisicaoId', 'Tipo de Aquisição'],
  ['anoModelo', 'Ano do Modelo'],
  ['precoPublico', 'Preço Público'],
  ['custoAquisicao', 'Custo de aquisição'],
  ['valorVenda', 'Valor da venda'],
  ['modeloId', 'Modelo'],
  ['versaoId', 'Versão'],
  ['politicaId', 'Política'],
  ['anoPolitica', 'Ano da política'],
];

/** The four attachments of the form (spec 002 §2.8), field and label. */
export const ANEXOS_VEICULO_KPI = [
  ['arquivoContratoGarantia', 'Contrato de garantia estendida'],
  ['arquivoPrintSistema', 'Print da tela do sistema'],
  ['arquivoNFVenda', 'NF da venda'],
  ['arquivoCheckList', 'Check list de verificação carimbo'],
] as const;
export type CampoAnexoKpi = (typeof ANEXOS_VEICULO_KPI)[number][0];

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v));
const tem = (v: string | null | undefined) => !!v && v.trim() !== '';

/** The Approved attachment rule: (Contrato de garantia OR Print do sistema) AND NF da venda AND Check list. */
export const anexosApprovedCompletos = (f: FormVeiculoKpi) =>
  (tem(f.arquivoContratoGarantia) || tem(f.arquivoPrintSistema)) && tem(f.arquivoNFVenda) && tem(f.arquivoCheckList);

/**
 * Every problem of the form, in the order the screen shows them: the required fields ('Preencha o campo X.', spec order),
 * then the formats (Ano modelo 4 digits, NF digits up to 18, km digits, chassi up to 17), then the Approved attachments.
 * Pure: the console and the server both run it.
 */
export function problemasVeiculoKpi(f: FormVeiculoKpi): string[] {
  const out: string[] = [];
  for (const [campo, rotulo] of OBRIGATORIOS_VEICULO_KPI) if (vazio(f[campo])) out.push(kpiMsg.preencha(rotulo));
  if (!vazio(f.chassi) && !/^[A-Za-z0-9]{1,17}$/.test(String(f.chassi).trim())) out.push(kpiMsg.chassiInvalido);
  if (!vazio(f.anoModelo) && !/^\d{4}$/.test(String(f.anoModelo))) out.push(kpiMsg.anoModeloInvalido);
  if (tem(f.numeroNF) && !/^\d{1,18}$/.test(f.numeroNF!.trim())) out.push(kpiMsg.numeroNfInvalido);
  if (tem(f.kmVeiculo) && !/^\d{1,9}$/.test(f.kmVeiculo!.trim())) out.push(kpiMsg.kmInvalido);
  for (const [campo, rotulo] of [
    ['precoPublico', 'Preço Público'],
    ['custoAquisicao', 'Custo de aquisição'],
    ['valorVenda', 'Valor da venda'],
  ] as const) {
    const v = f[campo];
    if (!vazio(v) && (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 99_999_999.99)) out.push(kpiMsg.valorInvalido(rotulo));
  }
  if (f.approved && !anexosApprovedCompletos(f)) out.push(kpiMsg.anexosApproved);
  return out;
}

/** Extensions an attachment may have (spec 002 §5.6); anything else is 'Extensão não aceita!'. */
export const EXTENSOES_ANEXO_KPI = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const extensaoAceita = (nome: string) => {
  const m = /\.([^.]+)$/.exec(nome.trim().toLowerCase());
  return !!m && (EXTENSOES_ANEXO_KPI as readonly string[]).includes(m[1]!);
};

/** Years elapsed (spec §9): current year minus model year, or 1 when the same year (or a future model year). */
export const anosPassados = (anoAtual: number, anoModelo: number) => Math.max(1, anoAtual - anoModelo);

/** Depreciation (spec §9) = sale value / public price / years elapsed × 100; null without a public price. */
export function depreciacao(valorVenda: number, precoPublico: number, anos: number): number | null {
  if (!(precoPublico > 0) || !(anos > 0)) return null;
  return Math.round((valorVenda / precoPublico / anos) * 100 * 100) / 100;
}

/** Stock time (spec §9): days between purchase and sale (YYYY-MM-DD); null when either is missing or the sale comes first. */
export function tempoEstoque(dataCompra: string | null | undefined, dataVenda: string | null | undefined): number | null {
  if (!dataCompra || !dataVenda) return null;
  const d = (Date.parse(`${dataVenda}T00:00:00Z`) - Date.parse(`${dataCompra}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(d) && d >= 0 ? Math.round(d) : null;
}

/** Preparation cost percentage of one vehicle (the preparation screen): cost / sale value × 100, 2 decimals; null without a sale value. */
export function percentualPreparacao(custo: number | null | undefined, valorVenda: number | null | undefined): number | null {
  if (!custo || !valorVenda || valorVenda <= 0) return custo === 0 && valorVenda ? 0 : null;
  return Math.round((custo / valorVenda) * 100 * 100) / 100;
}
