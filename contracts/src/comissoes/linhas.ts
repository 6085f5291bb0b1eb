import type { StepNf } from './steps.ts';

/** The rows of the commissions screen's three lists, as the API answers them (services/core/src/comissoes/queries.ts builds them). */
export interface LinhaComissao {
  id: number;
  codigoPedido: string | null;
  numeroPedidoVD: string;
  chassi: string | null;
  modelo: string | null;
  derivativo: string | null;
  descricao: string | null;
  dealerComissao: string;
  tipoComissao: string | null;
  precoEspecial: number | null;
  valorComissao: number;
  dataFaturamento: string | null;
  status: string;
  stepId: StepNf;
  nfeComissao: string | null;
  notaFiscalId: number | null;
  tipoVenda: string | null;
  tipoVendaId: number;
  nomeCliente: string | null;
  concessionariaId: number;
  concessionariaGrupoId: number | null;
  dataCadastro: string;
}

export interface LinhaNota {
  id: number;
  step: string;
  stepId: StepNf;
  /** DD/MM/YYYY; null when attached without one */
  dataEmissao: string | null;
  numeroNotaFiscal: string;
  valorComissao: number;
  /** null when attached without one */
  valorNotaFiscal: number | null;
  dealerComissao: string;
  urlNotaFiscal: string;
  concessionariasId: number;
  concessionariaGrupoId: number | null;
  pedidosId: number[];
  comentario: string | null;
  cnpjEmitente: string;
  versao: number;
  dataAtrelamento: string;
  dataPagamento: string | null;
  /** the attach's warnings (value ≠ commissions, issuer not the dealer's, typed ≠ XML, empty fields), for the approvers */
  avisos: string[];
}

export interface LinhaProvisao {
  id: number;
  dealerComissao: string;
  numeroNotaFiscal: string;
  dataEmissao: string | null;
  pedidos: string;
  step: string;
  stepId: StepNf;
  dataProvisionamento: string;
  valorProvisionado: number;
  valorPago: number;
  dataPagamento: string | null;
  saldo: number;
}
