import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { corpoPedido } from '@portal/core/testing/pedidos';
import type { Api, Kind, WriteRecord } from './client.ts';
import type { PedidoDoDrill, Preparo } from './preparo.ts';

/** data-only saves of each order before it is sent for approval: the first reads the row, the next one starts from the API's fold */
const SALVOS_POR_PEDIDO = 2;
/** boletos kept for the burst just before the worker is killed */
export const BOLETOS_NA_RAJADA = 4;
/** order writes sent just before each API kill (two kills): drafts kept for them, so the second still finds some */
export const PEDIDOS_NA_RAJADA = 3;

export interface Tokens {
  morumbi: string;
  vendaDireta: string;
  financeiro: string;
  admin: string;
}

/**
 * The writes the drill added for orders, boletos and invoices. Each order or invoice batch is written by one client at
 * a time (taken from a stack, put back once acknowledged: the last order written is the next, so orders go through
 * their whole life even in a short load), so a refusal means the product refused, not that two drill clients raced; a
 * write whose outcome is unknown takes its order out.
 */
export function novasEscritas(http: Api, p: Preparo, tk: Tokens) {
  const dealerId = p.morumbi.concessionariaId!;
  const reservados: PedidoDoDrill[] = p.rascunhos.slice(0, 2 * PEDIDOS_NA_RAJADA);
  const livres: PedidoDoDrill[] = p.rascunhos.slice(2 * PEDIDOS_NA_RAJADA);
  const reservas = [...p.reservas];
  const paraBoleto = [...p.paraBoleto];
  const notas: { ids: number[]; step: number }[] = [];
  for (let i = 0; i < p.notas.length; i += 2) notas.push({ ids: p.notas.slice(i, i + 2), step: 1 });
  const emCurso = new Map<Kind, number>();
  let seq = 0;
  const hoje = dataEmSaoPaulo(new Date());
  const emissao = fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje;

  async function contado(kind: Kind, f: () => Promise<WriteRecord>): Promise<WriteRecord> {
    emCurso.set(kind, (emCurso.get(kind) ?? 0) + 1);
    try {
      return await f();
    } finally {
      emCurso.set(kind, emCurso.get(kind)! - 1);
    }
  }
  /** the order as the screen loaded it (`GET pedidos/{id}` without its context, version and step), once per order: a save sends it whole */
  const carregados = new Map<number, Record<string, unknown> & { pedidoSolicitante: object }>();
  async function carregar(o: PedidoDoDrill) {
    const tela = await http.once('GET', `pedidos/${o.id}`, { token: tk.morumbi });
    if (tela?.status !== 200) return null;
    const { contexto: _c, versao: _v, steps: _s, ...corpo } = (tela.json as { data: Record<string, unknown> & { pedidoSolicitante: object } }).data;
    carregados.set(o.id, corpo);
    return corpo;
  }
  /** the loaded order with a new address complement: a change, so a data-only save appends `PedidoAtualizado` */
  const corpo = (c: Record<string, unknown> & { pedidoSolicitante: object }) => ({
    ...c,
    pedidoSolicitante: { ...c.pedidoSolicitante, complemento: `drill ${++seq}` },
  });

  /** `POST pedidos` for a reserved vehicle; the new order joins the queue */
  async function criar(): Promise<WriteRecord> {
    const r = reservas.pop()!;
    const rec = await contado('pedido-criar', () =>
      http.write('pedido-criar', 'dealer.morumbi', tk.morumbi, 'POST', 'pedidos', { ...corpoPedido(dealerId, r.veiculoId), pedidoArquivos: r.arquivos }),
    );
    const id = (rec.answer as { data?: { id?: number } } | null)?.data?.id;
    if (rec.outcome === 'acknowledged' && id) livres.push({ id, veiculoId: r.veiculoId, arquivos: r.arquivos, salvos: 0, fase: 'dados' });
    return rec;
  }

  /** the next step of one order: a data-only save (the one-statement path), the save that sends it (a move, in a transaction), its cancel */
  async function pedido(rajada = false): Promise<WriteRecord | null> {
    if (!rajada && reservas.length && (Math.random() < 0.25 || !livres.length)) return criar();
    const o = (rajada ? reservados.pop() : undefined) ?? livres.pop();
    if (!o) return null;
    let rec: WriteRecord;
    if (o.fase !== 'cancelar') {
      const c = carregados.get(o.id) ?? (await carregar(o));
      if (!c) {
        livres.push(o);
        return null;
      }
      if (o.fase === 'dados') {
        rec = await contado('pedido-dados', () => http.write('pedido-dados', 'dealer.morumbi', tk.morumbi, 'PUT', `pedidos/${o.id}`, corpo(c)));
        if (++o.salvos >= SALVOS_POR_PEDIDO) o.fase = 'enviar';
      } else {
        const body = { ...corpo(c), steps: { id: 2 } };
        rec = await contado('pedido-mover', () => http.write('pedido-mover', 'dealer.morumbi', tk.morumbi, 'PUT', `pedidos/${o.id}`, body));
        o.fase = 'cancelar';
      }
    } else {
      rec = await contado('pedido-mover', () =>
        http.write('pedido-mover', 'vendadireta', tk.vendaDireta, 'POST', `pedidos/cancelar/${o.id}`, { motivo: 'Drill: o cliente desistiu da compra' }),
      );
      return rec;
    }
    if (rec.outcome === 'acknowledged') livres.push(o);
    return rec;
  }

  /** `POST boleto/emitir/{orderId}`: one boleto (first of two installments) per order awaiting its boletos */
  async function boleto(rajada = false): Promise<WriteRecord | null> {
    if (paraBoleto.length <= (rajada ? 0 : BOLETOS_NA_RAJADA)) return null;
    const id = paraBoleto.pop()!;
    const body = { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: emissao };
    return contado('boleto', () => http.write('boleto', 'financeiro', tk.financeiro, 'POST', `boleto/emitir/${id}`, body));
  }

  /** `PUT notas/fiscais/alterar/steps`: a batch of two invoices one step on (2 Vendas, 3 Diretoria, 4 Pagamento), each by its role */
  async function nota(): Promise<WriteRecord | null> {
    const n = notas.shift();
    if (!n) return null;
    const para = n.step + 1;
    const [actor, token] = para === 2 ? ['vendadireta', tk.vendaDireta] : para === 3 ? ['admin', tk.admin] : ['financeiro', tk.financeiro];
    const rec = await contado('nota-fiscal', () => http.write('nota-fiscal', actor, token, 'PUT', 'notas/fiscais/alterar/steps', { ids: n.ids, steps: para }));
    if (rec.outcome === 'acknowledged' && para < 4) notas.push({ ids: n.ids, step: para });
    return rec;
  }

  /** loads the drafts kept for the bursts before the load, so a burst's saves are on the wire at once (not behind their GET) */
  async function precarregar() {
    for (const o of reservados) if (!(await carregar(o))) throw new Error(`pedido ${o.id} não carregado`);
  }

  return {
    pedido,
    boleto,
    nota,
    precarregar,
    emCurso: (k: Kind) => emCurso.get(k) ?? 0,
    restam: () => ({ pedidos: livres.length + reservas.length, boletos: paraBoleto.length, notas: notas.length }),
  };
}
