import type { OrderContext } from '@portal/contracts/direct-sales/order-machine';
import type { XlsxColumn } from '../platform/xlsx.ts';

type Linha = Record<string, unknown> & { contexto: OrderContext };
const TIPO_DESCONTO: Record<number, string> = { 1: 'D1', 2: 'D2', 3: 'D3', 5: 'D4', 4: 'PCD' };
const TIPO_PAGAMENTO: Record<number, string> = { 1: 'À vista', 2: 'Financiado', 3: 'Leasing', 4: 'Consórcio' };
const sol = (r: Linha) => r.contexto.dados?.pedidoSolicitante;
const prod = (r: Linha) => r.contexto.dados?.pedidoDescricaoProduto;
const preco = (r: Linha) => r.contexto.dados?.pedidoPrecoPagamento;
const sim = (v: boolean | null | undefined) => (v === null || v === undefined ? null : v ? 'Sim' : 'Não');

/** Exportar (relatorios/pedidos): one row per order, the list's columns. */
export const COLUNAS_PEDIDOS: XlsxColumn<Linha>[] = [
  { header: 'Pedido VD', value: (r) => r.numeroPedidoVD as string },
  { header: 'Nº do pedido', value: (r) => r.numeroDoPedido as string | null },
  { header: 'Chassi', value: (r) => r.chassi as string | null, width: 20 },
  { header: 'Marca', value: (r) => r.marca as string | null },
  { header: 'Modelo', value: (r) => r.modelo as string | null },
  { header: 'Cliente', value: (r) => r.nome as string | null, width: 30 },
  { header: 'Dealer', value: (r) => `${String(r.codigoDealer)} - ${String(r.dealerDeVenda)}`, width: 30 },
  { header: 'Tipo de venda', value: (r) => r.tipoVenda as string | null },
  { header: 'Modalidade', value: (r) => ((r.prePagamento as boolean) ? 'Pré-Pagamento' : 'Regular') },
  { header: 'Etapa atual', value: (r) => (r.steps as { nomeAmigavel: string }).nomeAmigavel, width: 30 },
  { header: 'Status', value: (r) => r.status as string },
  { header: 'Data de cadastro', value: (r) => r.dataCadastro as string },
  { header: 'Cadastrado por', value: (r) => r.contexto.criadoPorNome },
  { header: 'Preço especial', value: (r) => preco(r)?.precoEspecial ?? null },
  { header: 'Comissão (%)', value: (r) => r.percentualComissao as number | null },
  { header: 'Valor da comissão', value: (r) => r.valorComissao as number | null },
  { header: 'Motivo', value: (r) => r.motivo as string | null, width: 40 },
];

/** Exportar Cadastro (relatorios/cadastro-pedido-vd): the order history row of spec §3 — requester, product and payment. */
export const COLUNAS_CADASTRO: XlsxColumn<Linha>[] = [
  { header: 'Data de cadastro', value: (r) => r.dataCadastro as string },
  { header: 'Cadastrado por', value: (r) => r.contexto.criadoPorNome },
  { header: 'Pedido VD', value: (r) => r.numeroPedidoVD as string },
  { header: 'Código do pedido', value: (r) => prod(r)?.codigoPedido ?? null },
  { header: 'Concessionária', value: (r) => r.dealerDeVenda as string, width: 30 },
  { header: 'Etapa', value: (r) => (r.steps as { nomeAmigavel: string }).nomeAmigavel, width: 30 },
  { header: 'Tipo de venda', value: (r) => r.tipoVenda as string | null },
  { header: 'Tipo de cliente', value: (r) => sol(r)?.tipoCliente ?? null },
  { header: 'CNPJ', value: (r) => sol(r)?.cnpj ?? null },
  { header: 'Razão social', value: (r) => sol(r)?.razaoSocial ?? null },
  { header: 'Nome fantasia', value: (r) => sol(r)?.nomeFantasia ?? null },
  { header: 'Inscrição estadual', value: (r) => sol(r)?.inscricaoEstadual ?? null },
  { header: 'Inscrição municipal', value: (r) => sol(r)?.inscricaoMunicipal ?? null },
  { header: 'CPF', value: (r) => sol(r)?.cpf ?? null },
  { header: 'Nome', value: (r) => sol(r)?.nome ?? null, width: 30 },
  { header: 'Telefone', value: (r) => sol(r)?.telefone ?? null },
  { header: 'Celular', value: (r) => sol(r)?.celular ?? null },
  { header: 'E-mail', value: (r) => sol(r)?.email ?? null, width: 30 },
  { header: 'Profissão', value: (r) => (r.profissaoDescricao as string | null) ?? null, width: 25 },
  { header: 'RG', value: (r) => sol(r)?.rg ?? null },
  { header: 'CEP', value: (r) => sol(r)?.cep ?? null },
  { header: 'Logradouro', value: (r) => sol(r)?.logradouro ?? null, width: 30 },
  { header: 'Número', value: (r) => sol(r)?.numero ?? null },
  { header: 'Complemento', value: (r) => sol(r)?.complemento ?? null },
  { header: 'Bairro', value: (r) => sol(r)?.bairro ?? null },
  { header: 'UF', value: (r) => sol(r)?.nomeUf ?? null },
  { header: 'Cidade', value: (r) => sol(r)?.nomeCidade ?? null },
  { header: 'Chassi', value: (r) => prod(r)?.chassi ?? null, width: 20 },
  { header: 'Marca', value: (r) => prod(r)?.marca ?? null },
  { header: 'Modelo', value: (r) => r.modelo as string | null },
  { header: 'Derivativo', value: (r) => (r.derivativoDescricao as string | null) ?? null, width: 25 },
  { header: 'Versão', value: (r) => (r.versaoDescricao as string | null) ?? null, width: 25 },
  { header: 'Cor externa', value: (r) => prod(r)?.corExterna ?? null },
  { header: 'Cor interna', value: (r) => prod(r)?.corInterna ?? null },
  { header: 'Ano modelo', value: (r) => prod(r)?.anoModelo ?? null },
  { header: 'Ano produção', value: (r) => prod(r)?.anoProducao ?? null },
  { header: 'Edição limitada', value: (r) => sim(prod(r)?.edicaoLimitada) },
  { header: 'Preço público', value: (r) => preco(r)?.precoPublico ?? null },
  { header: 'Preço opcionais', value: (r) => preco(r)?.precoOpcional ?? null },
  { header: 'Preço público final', value: (r) => preco(r)?.precoPublicoFinal ?? null },
  { header: 'Tipo de desconto', value: (r) => TIPO_DESCONTO[preco(r)?.tipoDesconto ?? 0] ?? null },
  { header: 'Desconto especial (%)', value: (r) => preco(r)?.descontoEspecial ?? null },
  { header: 'Preço especial', value: (r) => preco(r)?.precoEspecial ?? null },
  { header: 'Forma de pagamento', value: (r) => TIPO_PAGAMENTO[preco(r)?.tipoPagamento ?? 0] ?? null },
  { header: 'Comissão (%)', value: (r) => r.percentualComissao as number | null },
  { header: 'Valor da comissão', value: (r) => r.valorComissao as number | null },
  { header: 'Pessoa politicamente exposta', value: (r) => sim(r.contexto.dados?.pessoaPoliticamenteExposta) },
];
