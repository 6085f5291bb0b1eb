import type { OrderEventType } from '@portal/contracts/direct-sales/order-machine';
import { STEP, type StepId } from '@portal/contracts/direct-sales/steps';

/**
 * PUT pedidos/{id} names the target step (`steps.id`); this is the decision table's event for going there from the current step
 * (DECISIONS.md "the step machine"). Whether the actor may, and what the machine answers, is the machine's to decide.
 * 4 (regular) and 14 (pré-pagamento) are the boleto-insertion markers; 9 is the cancel.
 */
export function alvoDoPasso(atual: StepId, alvo: StepId, prePagamento: boolean): OrderEventType | null {
  if (alvo === STEP.cancelado) return 'PedidoCancelado';
  if (alvo === STEP.marcadorBoletoRegular || alvo === STEP.marcadorBoletoPre) {
    const esperado = prePagamento ? STEP.marcadorBoletoPre : STEP.marcadorBoletoRegular;
    return alvo === esperado ? 'InsercaoBoletoConfirmada' : null;
  }
  const tabela: Partial<Record<StepId, Partial<Record<StepId, OrderEventType>>>> = {
    [STEP.cadastro]: { [STEP.aprovacaoVenda]: 'EnviadoParaAprovacao' },
    [STEP.reprovado]: { [STEP.aprovacaoVenda]: 'EnviadoParaAprovacao' },
    [STEP.aprovacaoVenda]: {
      [prePagamento ? STEP.inserirBoletos : STEP.cadastroCliente]: 'VendaAprovada',
      [STEP.reprovado]: 'VendaReprovada',
    },
    [STEP.cadastroCliente]: { [STEP.faturamento]: 'CadastroAprovado', [STEP.aprovacaoVenda]: 'CadastroReprovado' },
    [STEP.faturamento]: { [STEP.inserirBoletoComprovante]: 'FaturamentoAprovado', [STEP.cadastroCliente]: 'FaturamentoReprovado' },
    [STEP.inserirBoletoComprovante]: { [STEP.liberadoTransporte]: 'InsercaoConfirmada', [STEP.faturamento]: 'RetornadoAoFaturamento' },
    [STEP.inserirBoletos]: { [STEP.aprovarComprovante]: 'InsercaoConfirmada', [STEP.aprovacaoVenda]: 'RetornadoAprovacaoVenda' },
    [STEP.aprovarComprovante]: { [STEP.cadastroClientePre]: 'PagamentoAprovado', [STEP.inserirBoletos]: 'PagamentoReprovado' },
    [STEP.cadastroClientePre]: { [STEP.faturamentoPre]: 'CadastroAprovado', [STEP.aprovarComprovante]: 'CadastroReprovado' },
    [STEP.faturamentoPre]: { [STEP.liberadoTransporte]: 'FaturamentoAprovado', [STEP.cadastroClientePre]: 'FaturamentoReprovado' },
    [STEP.liberadoTransporte]: {
      [STEP.veiculoEnviado]: 'VeiculoEnviado',
      [prePagamento ? STEP.faturamentoPre : STEP.inserirBoletoComprovante]: 'RetornadoDeLiberado',
    },
    [STEP.veiculoEnviado]: { [STEP.concluido]: 'PedidoConcluido', [STEP.liberadoTransporte]: 'RetornadoParaLiberado' },
    [STEP.concluido]: { [STEP.veiculoEnviado]: 'RetornadoParaEnviado' },
  };
  return tabela[atual]?.[alvo] ?? null;
}
