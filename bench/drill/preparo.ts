import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@portal/core/kernel/index';
import type { Principal } from '@portal/core/access/principal';
import { gerarSolicitacao } from '@portal/core/billing/commands';
import { atrelarNotaFiscal } from '@portal/core/comissoes/index';
import { registrarArquivo } from '@portal/core/storage/index';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { documentosDoPedidoDeTeste, pedidoDeTeste } from '@portal/core/testing/pedidos';
import { dataEmSaoPaulo, fimDeSemana } from '@portal/contracts/br/dates';

export type Arquivos = { id: string; tipoArquivo: number }[];
/** A Morumbi order the drill saves and moves: its vehicle and its files (a save sends them back, as the screen does). */
export interface PedidoDoDrill {
  id: number;
  veiculoId: number;
  arquivos: Arquivos;
  /** data-only saves made so far; then it is sent for approval (a move), then cancelled */
  salvos: number;
  fase: 'dados' | 'enviar' | 'cancelar';
}
/** A vehicle reserved for direct sale by Morumbi, with the client's documents uploaded: `POST pedidos` makes its order. */
export interface ReservaDoDrill {
  veiculoId: number;
  arquivos: Arquivos;
}

export interface Preparo {
  morumbi: Principal;
  rascunhos: PedidoDoDrill[];
  reservas: ReservaDoDrill[];
  /** orders in pré-pagamento at 'Inserir boletos' (10): each takes one boleto */
  paraBoleto: number[];
  /** commission invoices at Provisionamento (1) */
  notas: number[];
}

const now = () => new Date();
const ctx = { correlationId: 'drill-preparo' };

/** runs `f` over `n` items, `paralelo` at a time (the owner pool is small) */
async function emLotes<T>(n: number, paralelo: number, f: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += paralelo) out.push(...(await Promise.all(Array.from({ length: Math.min(paralelo, n - i) }, (_, j) => f(i + j)))));
  return out;
}

/** The last weekday up to today (São Paulo): a valid NF-e issue date. */
function ultimoDiaUtil(): string {
  let d = dataEmSaoPaulo(now());
  while (fimDeSemana(d)) d = new Date(Date.parse(`${d}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return d;
}

async function reserva(db: Db, admin: Principal, morumbi: Principal): Promise<ReservaDoDrill> {
  const veiculoId = await veiculoDe(db, now, admin, morumbi);
  await gerarSolicitacao({ db, now }, morumbi, { veiculoId: [veiculoId], tipoVendaId: 3, dealerSolicitante: morumbi.concessionariaId }, ctx);
  return { veiculoId, arquivos: await documentosDoPedidoDeTeste(db, now, morumbi) };
}

async function rascunho(db: Db, admin: Principal, morumbi: Principal): Promise<PedidoDoDrill> {
  const id = await pedidoDeTeste(db, now, { admin, dealer: morumbi });
  const row = await db.selectFrom('pedidos').select(['veiculo_id', 'contexto']).where('id', '=', id).executeTakeFirstOrThrow();
  const contexto = (typeof row.contexto === 'string' ? JSON.parse(row.contexto) : row.contexto) as { dados: { pedidoArquivos: Arquivos } };
  const arquivos = contexto.dados.pedidoArquivos.map((a) => ({ id: a.id, tipoArquivo: a.tipoArquivo }));
  return { id, veiculoId: row.veiculo_id!, arquivos, salvos: 0, fase: 'dados' };
}

/** An invoice at Provisionamento for the commission of a Morumbi order at billing, attached as `seedComissoes` does. */
async function nota(db: Db, admin: Principal, morumbi: Principal, emissao: string): Promise<number> {
  const pedido = await pedidoDeTeste(db, now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular' });
  const p = await db.selectFrom('pedidos').select('valor_comissao').where('id', '=', pedido).executeTakeFirstOrThrow();
  const cnpj = (await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', morumbi.concessionariaId!).executeTakeFirstOrThrow())
    .cnpj;
  const id = randomUUID();
  await registrarArquivo(db, {
    id,
    chave: randomBytes(16).toString('hex'),
    nome: `nfe-drill-${pedido}.pdf`,
    tipoConteudo: 'application/pdf',
    tamanho: 1000,
    sha256: '0'.repeat(64),
    enviadoPorId: morumbi.userId,
    enviadoPorNome: morumbi.nome,
    espelhoAdminId: null,
    concessionariaId: morumbi.concessionariaId,
    enviadoEm: now(),
    finalidade: 'nfe',
  });
  const nf = await atrelarNotaFiscal(
    { db, now },
    morumbi,
    {
      pedidosId: [pedido],
      numeroNotaFiscal: String(pedido).slice(-9),
      dataEmissao: emissao,
      valorNotaFiscal: Number(p.valor_comissao),
      cnpjEmitente: cnpj,
      urlNotaFiscal: `arquivos/${id}`,
    },
    ctx,
  );
  return nf.id;
}

/**
 * What the new kinds of write need, made through the real commands on the owner connection before the load: draft
 * orders to save and move, reserved vehicles to order, orders awaiting their boleto, invoices at Provisionamento.
 */
export async function preparar(db: Db, n: { rascunhos: number; reservas: number; boletos: number; notas: number }): Promise<Preparo> {
  const admin = await principal(db, 'admin@demo.portal.com.br');
  const morumbi = await principal(db, 'dealer.morumbi@demo.portal.com.br');
  const emissao = ultimoDiaUtil();
  const rascunhos = await emLotes(n.rascunhos, 3, () => rascunho(db, admin, morumbi));
  const reservas = await emLotes(n.reservas, 3, () => reserva(db, admin, morumbi));
  const paraBoleto = await emLotes(n.boletos, 3, () => pedidoDeTeste(db, now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' }));
  const notas = await emLotes(n.notas, 3, () => nota(db, admin, morumbi, emissao));
  return { morumbi, rascunhos, reservas, paraBoleto, notas };
}
