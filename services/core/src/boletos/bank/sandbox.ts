import { sql, type Selectable } from 'kysely';
import type { BancoSandboxTitulosTable } from '../../db/types.ts';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import { BANCOS, ErroFebraban, montarBoleto, valorEmCentavos, type CodigoBanco } from '@portal/contracts/boletos/febraban';
import { DomainError, InvalidInput, NotFound, Refused, emTransacao, type Db } from '../../kernel/index.ts';
import {
  validarTitulo,
  type BancoBoletos,
  type ConfiguracaoBanco,
  type PagadorBoleto,
  type RegistroBoleto,
  type SituacaoBoleto,
  type TituloBoleto,
} from './adapter.ts';

/** The columns of a title, dates as yyyy-MM-dd text (a `date` read as a JS Date would shift with the time zone). */
const COLUNAS = [
  'boleto_id',
  'banco',
  'agencia',
  'conta',
  'carteira',
  'nosso_numero',
  'nosso_numero_impresso',
  'codigo_barras',
  'linha_digitavel',
  'valor',
  sql<string>`vencimento::text`.as('vencimento'),
  'pagador',
  'situacao',
  'registrado_em',
  'pago_em',
  'valor_pago',
  'pagamento_informado_em',
  'baixado_em',
  'motivo_baixa',
] as const;

/** A title as `COLUNAS` read it: the table's row, its due date as text. */
type Linha = Omit<Selectable<BancoSandboxTitulosTable>, 'vencimento' | 'emissao' | 'numero_documento'> & { vencimento: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function situacaoDe(r: Linha): SituacaoBoleto {
  return {
    boletoId: r.boleto_id,
    nossoNumero: r.nosso_numero,
    nossoNumeroImpresso: r.nosso_numero_impresso,
    codigoBarras: r.codigo_barras,
    linhaDigitavel: r.linha_digitavel,
    banco: r.banco as CodigoBanco,
    agencia: r.agencia,
    conta: r.conta,
    carteira: r.carteira,
    registradoEm: r.registrado_em.toISOString(),
    situacao: r.situacao,
    valor: Number(r.valor),
    vencimento: r.vencimento,
    pagador: r.pagador as PagadorBoleto,
    pagoEm: iso(r.pago_em),
    valorPago: r.valor_pago === null ? null : Number(r.valor_pago),
    pagamentoInformadoEm: iso(r.pagamento_informado_em),
    baixadoEm: iso(r.baixado_em),
    motivoBaixa: r.motivo_baixa,
  };
}

const registroDe = (s: SituacaoBoleto): RegistroBoleto => ({
  boletoId: s.boletoId,
  nossoNumero: s.nossoNumero,
  nossoNumeroImpresso: s.nossoNumeroImpresso,
  codigoBarras: s.codigoBarras,
  linhaDigitavel: s.linhaDigitavel,
  banco: s.banco,
  agencia: s.agencia,
  conta: s.conta,
  carteira: s.carteira,
  registradoEm: s.registradoEm,
});

/** The instant of a payment: an ISO instant, or a date (yyyy-MM-dd, taken at noon in Brasília, UTC−3). */
function instanteDoPagamento(data: Date | string): Date {
  if (data instanceof Date) {
    if (Number.isNaN(data.getTime())) throw new InvalidInput(bancoMsg.dataPagamentoInvalida);
    return data;
  }
  if (typeof data === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data)) {
    const d = new Date(`${data}T15:00:00.000Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(data)) return d;
  } else if (typeof data === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(data)) {
    const d = new Date(data);
    if (!Number.isNaN(d.getTime())) return d;
  }
  throw new InvalidInput(bancoMsg.dataPagamentoInvalida);
}

/**
 * The sandbox bank inside the portal. It registers titles with real FEBRABAN numbers for the configured account
 * (`configuracaoBanco`), keeps them in `banco_sandbox_titulos`, and can be told that a boleto was paid
 * ({@link BancoSandbox.pagar}) so the whole lifecycle runs without a bank. Nothing is charged: the slip says so.
 */
export class BancoSandbox implements BancoBoletos {
  readonly codigo: CodigoBanco;
  readonly nome: string;
  readonly ambiente = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    readonly configuracao: ConfiguracaoBanco,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.codigo = configuracao.conta.banco;
    this.nome = BANCOS[this.codigo].nome;
  }

  private async linha(db: Db, boletoId: number, paraAlterar = false): Promise<Linha | undefined> {
    let q = db.selectFrom('banco_sandbox_titulos').select(COLUNAS).where('boleto_id', '=', boletoId);
    if (paraAlterar) q = q.forUpdate();
    return (await q.executeTakeFirst()) as Linha | undefined;
  }

  async registrar(titulo: TituloBoleto): Promise<RegistroBoleto> {
    const t = validarTitulo(titulo);
    const c = this.configuracao.conta;
    let numeros;
    try {
      numeros = montarBoleto(c, t);
    } catch (e) {
      if (e instanceof ErroFebraban) throw new InvalidInput(e.message);
      throw e;
    }
    // one statement: two registrations of the same id at once insert one row, and the other reads it
    const inserida = (await this.db
      .insertInto('banco_sandbox_titulos')
      .values({
        boleto_id: t.boletoId,
        banco: c.banco,
        agencia: c.agencia,
        conta: c.conta,
        carteira: c.carteira,
        nosso_numero: numeros.nossoNumero,
        nosso_numero_impresso: numeros.nossoNumeroImpresso,
        codigo_barras: numeros.codigoBarras,
        linha_digitavel: numeros.linhaDigitavel,
        valor: t.valor.toFixed(2),
        vencimento: t.vencimento,
        emissao: t.emissao,
        numero_documento: t.numeroDocumento,
        pagador: JSON.stringify(t.pagador),
        registrado_em: this.now(),
      })
      .onConflict((oc) => oc.column('boleto_id').doNothing())
      .returning(COLUNAS)
      .executeTakeFirst()) as Linha | undefined;
    if (inserida) return registroDe(situacaoDe(inserida));
    const existente = await this.linha(this.db, t.boletoId);
    if (!existente) throw new DomainError(409, [bancoMsg.registroDivergente]); // nosso número taken by another id: cannot happen with ids as numbers
    const s = situacaoDe(existente);
    if (s.situacao === 'baixado') throw new Refused(bancoMsg.registroBaixado);
    if (valorEmCentavos(s.valor) !== valorEmCentavos(t.valor) || s.vencimento !== t.vencimento || s.pagador.documento !== t.pagador.documento)
      throw new DomainError(409, [bancoMsg.registroDivergente]);
    return registroDe(s);
  }

  async consultar(boletoId: number): Promise<SituacaoBoleto | null> {
    if (!Number.isSafeInteger(boletoId) || boletoId < 1) return null;
    const r = await this.linha(this.db, boletoId);
    return r ? situacaoDe(r) : null;
  }

  async baixar(boletoId: number, motivo: string): Promise<void> {
    const m = typeof motivo === 'string' ? motivo.replace(/\s+/g, ' ').trim() : '';
    if (!m || m.length > 200) throw new InvalidInput(bancoMsg.motivoBaixaObrigatorio);
    await emTransacao(this.db, async (trx) => {
      const r = Number.isSafeInteger(boletoId) && boletoId > 0 ? await this.linha(trx, boletoId, true) : undefined;
      if (!r) throw new NotFound(bancoMsg.tituloNaoRegistrado);
      if (r.situacao === 'pago') throw new Refused(bancoMsg.tituloPagoNaoBaixa);
      if (r.situacao === 'baixado') return;
      await trx
        .updateTable('banco_sandbox_titulos')
        .set({ situacao: 'baixado', baixado_em: this.now(), motivo_baixa: m })
        .where('boleto_id', '=', boletoId)
        .execute();
    });
  }

  /**
   * The "tell it to pay" lever: the bank records that the boleto was paid — by default its full value, now. `valor`
   * may differ from the title's (the bank reports what was paid; the portal decides what it means); `data` is the
   * payment's instant (ISO) or date (yyyy-MM-dd), not in the future nor before the registration. Paying a paid boleto
   * again answers the first payment; a written-off or unknown boleto is refused.
   */
  async pagar(boletoId: number, opcoes: { valor?: number; data?: Date | string } = {}): Promise<SituacaoBoleto> {
    let valorPago: number | null = null;
    if (opcoes.valor !== undefined) {
      try {
        valorPago = valorEmCentavos(opcoes.valor) / 100;
      } catch {
        throw new InvalidInput(bancoMsg.valorPagoInvalido);
      }
    }
    const agora = this.now();
    const pagoEm = opcoes.data === undefined ? agora : instanteDoPagamento(opcoes.data);
    if (pagoEm.getTime() > agora.getTime()) throw new InvalidInput(bancoMsg.dataPagamentoFutura);
    return emTransacao(this.db, async (trx) => {
      const r = Number.isSafeInteger(boletoId) && boletoId > 0 ? await this.linha(trx, boletoId, true) : undefined;
      if (!r) throw new NotFound(bancoMsg.tituloNaoRegistrado);
      if (r.situacao === 'pago') return situacaoDe(r);
      if (r.situacao === 'baixado') throw new Refused(bancoMsg.tituloBaixadoNaoPaga);
      if (pagoEm.getTime() < r.registrado_em.getTime()) throw new InvalidInput(bancoMsg.dataPagamentoAntesDoRegistro);
      const pago = (await trx
        .updateTable('banco_sandbox_titulos')
        .set({ situacao: 'pago', pago_em: pagoEm, valor_pago: (valorPago ?? Number(r.valor)).toFixed(2), pagamento_informado_em: agora })
        .where('boleto_id', '=', boletoId)
        .returning(COLUNAS)
        .executeTakeFirstOrThrow()) as Linha;
      return situacaoDe(pago);
    });
  }

  /**
   * Payments the bank learned of from `instante` on (inclusive), oldest first, at most `limite`: a reconciliation
   * sweep keeps the last `pagamentoInformadoEm` it saw as its next `instante` (and may see that last one again).
   */
  async titulosPagosDesde(instante: Date | string, limite = 500): Promise<SituacaoBoleto[]> {
    const desde = instante instanceof Date ? instante : new Date(instante);
    if (Number.isNaN(desde.getTime())) throw new InvalidInput(bancoMsg.dataPagamentoInvalida);
    const rows = (await this.db
      .selectFrom('banco_sandbox_titulos')
      .select(COLUNAS)
      .where('situacao', '=', 'pago')
      .where('pagamento_informado_em', '>=', desde)
      .orderBy('pagamento_informado_em')
      .orderBy('boleto_id')
      .limit(Math.max(1, Math.min(limite, 5000)))
      .execute()) as Linha[];
    return rows.map(situacaoDe);
  }
}
