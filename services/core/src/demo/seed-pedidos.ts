import type { Db } from '../kernel/index.ts';
import { loadPrincipal } from '../access/principal.ts';
import { cancelarPedido } from '../direct-sales/commands.ts';
import { emitirBoleto } from '../boletos/index.ts';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { abrirArmazenamento, configDoAmbiente } from '../storage/index.ts';
import { pedidoDeTeste } from './pedidos.ts';
import { seedComissoes } from './comissoes.ts';

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
  // the documents go where the API keeps uploads (DATA_DIR), so they download from the order screen
  const armazenamento = await abrirArmazenamento(configDoAmbiente(process.env));
  await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { armazenamento });
  await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'aprovacaoVenda', armazenamento });
  const comBoleto = await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos', armazenamento });
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
  await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular', armazenamento });
  const cancelado = await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { ate: 'aprovacaoVenda', armazenamento });
  await cancelarPedido({ db, now }, admin, cancelado, { motivo: 'Cliente desistiu da compra' }, ctx);
  await pedidoDeTeste(db, now, { admin, dealer: barra }, { ate: 'aprovacaoVenda', armazenamento });
  await seedComissoes(db);
}
