import type { Db } from '../kernel/index.ts';
import type { Principal } from '../access/principal.ts';
import { gerarSolicitacao } from '../billing/commands.ts';
import { criarPedido, salvarPedido } from '../direct-sales/commands.ts';
import { veiculoDe } from '../testing/swaps.ts';
import { loadPrincipal } from '../access/principal.ts';
import { cancelarPedido } from '../direct-sales/commands.ts';
import { emitirBoleto } from '../boletos/index.ts';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { seedComissoes } from './comissoes.ts';

/** A complete order body for a person (valid CPF, address, product, prices: 520 000 final, 5% off → 494 000). */
export const corpoPedido = (concessionariaId: number, veiculoId: number, over: Record<string, unknown> = {}) => ({
  concessionariaId,
  tipoVenda: 1,
  veiculoId,
  pessoaPoliticamenteExposta: false,
  percentualComissao: 2.5,
  pedidoSolicitante: {
    tipoCliente: 1,
    cpf: '529.982.247-25',
    nome: 'Maria Cliente',
    profissaoId: 1,
    telefone: '(11)3333-4444',
    celular: '(11)98888-7777',
    email: 'maria@cliente.com.br',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    nomeCidade: 'São Paulo',
    nomeUf: 'SP',
    cidadeId: 3550308,
    ufId: 35,
  },
  pedidoDescricaoProduto: { corExterna: 'Santorini Black', corInterna: 'Ebony', anoProducao: 2026 },
  pedidoPrecoPagamento: { precoPublico: 500000, precoOpcional: 20000, tipoDesconto: 1, descontoEspecial: 5, tipoPagamento: 2 },
  ...over,
});

/**
 * An order of `dealer` through the real commands: a stock vehicle, its direct-sale billing request (status 14), the order,
 * and — with `ate` — the moves up to that step by the roles the decision table names.
 */
export async function pedidoDeTeste(
  db: Db,
  now: () => Date,
  atores: { admin: Principal; dealer: Principal },
  opts: { prePagamento?: boolean; ate?: 'aprovacaoVenda' | 'inserirBoletos' | 'faturamentoRegular' } = {},
): Promise<number> {
  const { admin, dealer } = atores;
  const ctx = { correlationId: 'teste' };
  const veiculoId = await veiculoDe(db, now, admin, dealer);
  await gerarSolicitacao({ db, now }, dealer, { veiculoId: [veiculoId], tipoVendaId: 3, dealerSolicitante: dealer.concessionariaId }, ctx);
  const { id } = await criarPedido({ db, now }, dealer, { ...corpoPedido(dealer.concessionariaId!, veiculoId), prePagamento: opts.prePagamento ?? false }, ctx);
  if (!opts.ate) return id;
  const passos: number[] = { aprovacaoVenda: [2], inserirBoletos: [2, 10], faturamentoRegular: [2, 3, 5] }[opts.ate];
  for (const step of passos) {
    const row = await db.selectFrom('pedidos').select('contexto').where('id', '=', id).executeTakeFirstOrThrow();
    const dados = (typeof row.contexto === 'string' ? JSON.parse(row.contexto) : row.contexto).dados;
    await salvarPedido(
      { db, now },
      step === 2 ? dealer : admin,
      id,
      { ...corpoPedido(dealer.concessionariaId!, veiculoId), ...dados, steps: { id: step } },
      ctx,
    );
  }
  return id;
}

/**
 * The demo orders (with the demo swaps, for `infra/start`): Morumbi's orders at several steps of both modes — one just
 * registered, one awaiting sale approval, one with a boleto to issue (the worker's `varrer-boletos` registers it with the
 * sandbox bank), one at billing, one cancelled — and one of Barra's awaiting client registration.
 */
export async function seedPedidos(db: Db): Promise<void> {
  const now = () => new Date();
  const ctx = { correlationId: 'carga-demo' };
  const porEmail = async (email: string) => {
    const r = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await loadPrincipal(db, r.id, null))!;
  };
  const admin = await porEmail('admin@demo.portal.com.br');
  const morumbi = await porEmail('dealer.morumbi@demo.portal.com.br');
  const barra = await porEmail('dealer.barra@demo.portal.com.br');
  await pedidoDeTeste(db, now, { admin, dealer: morumbi });
  await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'aprovacaoVenda' });
  const comBoleto = await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
  const hoje = dataEmSaoPaulo(now());
  await emitirBoleto(
    { db, now },
    admin,
    comBoleto,
    {
      tipoPagamento: 'Parcial',
      valorTotal: 494_000,
      valorParcial: 150_000,
      numeroParcela: 1,
      quantidadeVezes: 2,
      dataEmissao: fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje,
    },
    ctx,
  );
  await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular' });
  const cancelado = await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { ate: 'aprovacaoVenda' });
  await cancelarPedido({ db, now }, admin, cancelado, { motivo: 'Cliente desistiu da compra' }, ctx);
  await pedidoDeTeste(db, now, { admin, dealer: barra }, { ate: 'aprovacaoVenda' });
  await seedComissoes(db);
}
