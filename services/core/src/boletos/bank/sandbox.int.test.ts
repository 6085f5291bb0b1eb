import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import { lerCodigoDeBarras, montarBoleto, validarLinhaDigitavel } from '@portal/contracts/boletos/febraban';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { configuracaoBanco, type TituloBoleto } from './adapter.ts';
import { criarBancoBoletos } from './banco.ts';
import { BancoSandbox } from './sandbox.ts';
import { USO_BANCO_SANDBOX, comandoBancoSandbox } from '../../cli/banco-sandbox.ts';

/** A fixed clock: Monday 23/11/2026, 10:00 in Brasília. */
const clock = { now: new Date('2026-11-23T13:00:00.000Z') };
const now = () => clock.now;

const titulo = (boletoId: number, over: Partial<TituloBoleto> = {}): TituloBoleto => ({
  boletoId,
  valor: 45_990.5,
  vencimento: '2026-11-30',
  emissao: '2026-11-23',
  numeroDocumento: `000${boletoId}/1`.slice(-15),
  pagador: {
    nome: '  Maria   das Graças Souza ',
    documento: '529.982.247-25',
    endereco: { logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'sp', cep: '01310-100', complemento: '' },
  },
  instrucoes: ['Pedido 000123, parcela 1 de 2.'],
  ...over,
});

describe('the sandbox bank over a real PostgreSQL', () => {
  let tdb: TestDb;
  let banco: BancoSandbox;
  const linhas = async (boletoId?: number) => {
    let q = tdb.db.selectFrom('banco_sandbox_titulos').select((eb) => eb.fn.countAll<string>().as('n'));
    if (boletoId !== undefined) q = q.where('boleto_id', '=', boletoId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const bruta = (boletoId: number) => tdb.db.selectFrom('banco_sandbox_titulos').selectAll().where('boleto_id', '=', boletoId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    tdb = await createTestDb('portal_banco');
    banco = new BancoSandbox(tdb.db, configuracaoBanco({}), now);
  });
  afterAll(async () => tdb?.drop());

  it('registers a title with real FEBRABAN numbers for the configured account, and answers it when asked', async () => {
    const r = await banco.registrar(titulo(101));
    const esperado = montarBoleto(banco.configuracao.conta, { boletoId: 101, vencimento: '2026-11-30', valor: 45_990.5 });
    expect(r).toEqual({
      boletoId: 101,
      nossoNumero: '00000101',
      nossoNumeroImpresso: esperado.nossoNumeroImpresso,
      codigoBarras: esperado.codigoBarras,
      linhaDigitavel: esperado.linhaDigitavel,
      banco: '341',
      agencia: '1500',
      conta: '04521',
      carteira: '109',
      registradoEm: '2026-11-23T13:00:00.000Z',
    });
    expect(validarLinhaDigitavel(r.linhaDigitavel)).toMatchObject({ valida: true, banco: '341', valorCentavos: 4_599_050 });
    expect(lerCodigoDeBarras(r.codigoBarras, '2026-11-23')).toMatchObject({ vencimento: '2026-11-30', valor: 45_990.5 });
    const s = await banco.consultar(101);
    expect(s).toMatchObject({
      ...r,
      situacao: 'registrado',
      valor: 45_990.5,
      vencimento: '2026-11-30',
      pagoEm: null,
      valorPago: null,
      baixadoEm: null,
      motivoBaixa: null,
    });
    // the payer as the bank keeps it: trimmed, document without its mask, empty address parts dropped
    expect(s!.pagador).toEqual({
      nome: 'Maria das Graças Souza',
      documento: '52998224725',
      endereco: { logradouro: 'Av. Paulista', numero: '1000', complemento: null, bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', cep: '01310100' },
    });
    expect(await banco.consultar(999_999)).toBeNull();
    expect(await banco.consultar(-1)).toBeNull();
  });

  it('registering again answers the first registration; twenty at once write one row with one line', async () => {
    const primeira = await banco.registrar(titulo(102));
    clock.now = new Date('2026-11-23T13:05:00.000Z');
    expect(await banco.registrar(titulo(102, { pagador: { ...titulo(102).pagador, nome: 'Maria das Graças Souza' } }))).toEqual(primeira);
    const juntas = await Promise.all(Array.from({ length: 20 }, () => banco.registrar(titulo(103))));
    expect(new Set(juntas.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(await linhas(103)).toBe(1);
    expect(juntas[0]!.registradoEm).toBe('2026-11-23T13:05:00.000Z');
  });

  it('the same id with another value, due date or payer is a conflict (409), and the title stays as it was', async () => {
    await banco.registrar(titulo(104));
    const antes = await bruta(104);
    await expect(banco.registrar(titulo(104, { valor: 45_990.51 }))).rejects.toMatchObject({ statusCode: 409, errors: [bancoMsg.registroDivergente] });
    await expect(banco.registrar(titulo(104, { vencimento: '2026-12-01' }))).rejects.toMatchObject({ statusCode: 409 });
    await expect(banco.registrar(titulo(104, { pagador: { nome: 'Outra Pessoa', documento: '11.222.333/0001-81' } }))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await bruta(104)).toEqual(antes);
  });

  it('refuses a bad title with every reason at once (400) and writes nothing', async () => {
    const antes = await linhas();
    await expect(
      banco.registrar(
        titulo(105, {
          valor: 10.001,
          vencimento: '2026-11-20',
          pagador: { nome: ' ', documento: '123.456.789-00' },
          numeroDocumento: 'pedido número 123 parcela 1',
          instrucoes: ['x'.repeat(91)],
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [
        bancoMsg.valorInvalido,
        bancoMsg.vencimentoAntesDaEmissao,
        bancoMsg.pagadorNomeObrigatorio,
        bancoMsg.pagadorDocumentoInvalido,
        bancoMsg.numeroDocumentoInvalido,
        bancoMsg.instrucoesLongas,
      ],
    });
    await expect(banco.registrar(titulo(0))).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.boletoIdInvalido] });
    await expect(banco.registrar(titulo(106, { vencimento: '2026-02-30' }))).rejects.toMatchObject({
      statusCode: 400,
      errors: [bancoMsg.dataInvalida('Data de vencimento', '2026-02-30')],
    });
    await expect(banco.registrar(titulo(107, { valor: 100_000_000 }))).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.valorForaDoLimite] });
    // an id that does not fit Itaú's 8-digit nosso número
    await expect(banco.registrar(titulo(100_000_000))).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.nossoNumeroForaDoLimite(99_999_999)] });
    expect(await linhas()).toBe(antes);
  });

  it('pays on request: the full value now by default, and paying twice answers the first payment', async () => {
    await banco.registrar(titulo(110));
    clock.now = new Date('2026-11-25T18:30:00.000Z');
    const pago = await banco.pagar(110);
    expect(pago).toMatchObject({
      situacao: 'pago',
      valorPago: 45_990.5,
      pagoEm: '2026-11-25T18:30:00.000Z',
      pagamentoInformadoEm: '2026-11-25T18:30:00.000Z',
    });
    clock.now = new Date('2026-11-25T19:00:00.000Z');
    expect(await banco.pagar(110, { valor: 1, data: '2026-11-25' })).toEqual(pago);
    expect(await banco.consultar(110)).toEqual(pago);
  });

  it('pays a given value at a given date or instant, and refuses a future date, a date before the registration and a bad value', async () => {
    clock.now = new Date('2026-11-23T13:00:00.000Z');
    await banco.registrar(titulo(111));
    await banco.registrar(titulo(112));
    clock.now = new Date('2026-11-27T12:00:00.000Z');
    const antes = await bruta(111);
    await expect(banco.pagar(111, { data: '2026-11-28' })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.dataPagamentoFutura] });
    await expect(banco.pagar(111, { data: '2026-11-20' })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.dataPagamentoAntesDoRegistro] });
    await expect(banco.pagar(111, { data: '26/11/2026' })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.dataPagamentoInvalida] });
    await expect(banco.pagar(111, { data: '2026-02-30' })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.dataPagamentoInvalida] });
    await expect(banco.pagar(111, { valor: 0 })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.valorPagoInvalido] });
    await expect(banco.pagar(111, { valor: 12.345 })).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.valorPagoInvalido] });
    expect(await bruta(111)).toEqual(antes);
    // a date is taken at noon in Brasília; an instant as given
    expect(await banco.pagar(111, { valor: 40_000, data: '2026-11-26' })).toMatchObject({
      situacao: 'pago',
      valorPago: 40_000,
      pagoEm: '2026-11-26T15:00:00.000Z',
      pagamentoInformadoEm: '2026-11-27T12:00:00.000Z',
    });
    expect(await banco.pagar(112, { data: '2026-11-24T09:15:00-03:00' })).toMatchObject({ pagoEm: '2026-11-24T12:15:00.000Z', valorPago: 45_990.5 });
  });

  it('refuses to pay an unknown or written-off boleto (pt-BR errors), and two payments at once record one', async () => {
    await expect(banco.pagar(9_999_999)).rejects.toMatchObject({ statusCode: 404, errors: [bancoMsg.tituloNaoRegistrado] });
    await banco.registrar(titulo(113));
    await banco.baixar(113, 'Boleto cancelado pelo usuário');
    await expect(banco.pagar(113)).rejects.toMatchObject({ statusCode: 422, errors: [bancoMsg.tituloBaixadoNaoPaga] });
    expect((await banco.consultar(113))!.situacao).toBe('baixado');

    await banco.registrar(titulo(114));
    clock.now = new Date('2026-11-27T12:10:00.000Z');
    const juntos = await Promise.all([banco.pagar(114, { valor: 100 }), banco.pagar(114, { valor: 200 })]);
    expect(juntos[0]).toEqual(juntos[1]);
    expect([100, 200]).toContain(juntos[0].valorPago);
  });

  it('writes a title off (idempotent), refuses to write off a paid one, and will not register a written-off id again', async () => {
    await banco.registrar(titulo(120));
    clock.now = new Date('2026-11-27T14:00:00.000Z');
    await banco.baixar(120, '  Reemissão   do boleto ');
    const baixado = await banco.consultar(120);
    expect(baixado).toMatchObject({ situacao: 'baixado', baixadoEm: '2026-11-27T14:00:00.000Z', motivoBaixa: 'Reemissão do boleto' });
    clock.now = new Date('2026-11-27T15:00:00.000Z');
    await banco.baixar(120, 'outra vez');
    expect(await banco.consultar(120)).toEqual(baixado);
    await expect(banco.registrar(titulo(120))).rejects.toMatchObject({ statusCode: 422, errors: [bancoMsg.registroBaixado] });

    await banco.registrar(titulo(121));
    await banco.pagar(121);
    await expect(banco.baixar(121, 'Cancelado')).rejects.toMatchObject({ statusCode: 422, errors: [bancoMsg.tituloPagoNaoBaixa] });
    expect((await banco.consultar(121))!.situacao).toBe('pago');
    await expect(banco.baixar(9_999_998, 'Cancelado')).rejects.toMatchObject({ statusCode: 404, errors: [bancoMsg.tituloNaoRegistrado] });
    await expect(banco.baixar(121, '   ')).rejects.toMatchObject({ statusCode: 400, errors: [bancoMsg.motivoBaixaObrigatorio] });
    await expect(banco.baixar(121, 'x'.repeat(201))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lists the payments the bank learned of since an instant, oldest first, for a reconciliation sweep', async () => {
    clock.now = new Date('2026-12-01T10:00:00.000Z');
    for (const id of [130, 131, 132, 133]) await banco.registrar(titulo(id, { vencimento: '2026-12-10', emissao: '2026-12-01' }));
    const cursor = new Date('2026-12-01T10:00:00.000Z');
    clock.now = new Date('2026-12-01T11:00:00.000Z');
    await banco.pagar(132);
    clock.now = new Date('2026-12-01T12:00:00.000Z');
    // paid at 10:30, the bank learned of it at 12:00: the sweep orders by when the bank learned of it
    await banco.pagar(130, { data: '2026-12-01T10:30:00Z' });
    clock.now = new Date('2026-12-01T13:00:00.000Z');
    await banco.pagar(131);
    const desde = await banco.titulosPagosDesde(cursor);
    expect(desde.map((s) => s.boletoId)).toEqual([132, 130, 131]);
    expect(desde.every((s) => s.situacao === 'pago')).toBe(true);
    expect((await banco.titulosPagosDesde('2026-12-01T12:00:00.000Z')).map((s) => s.boletoId)).toEqual([130, 131]);
    expect((await banco.titulosPagosDesde(cursor, 2)).map((s) => s.boletoId)).toEqual([132, 130]);
    expect(await banco.titulosPagosDesde('2026-12-01T13:00:00.001Z')).toEqual([]);
    await expect(banco.titulosPagosDesde('ontem')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('the factory builds the bank from the environment (here Bradesco), and the app role may use its table', async () => {
    const bradesco = criarBancoBoletos({
      db: tdb.db,
      now,
      env: { BOLETO_BANCO: '237', BOLETO_AGENCIA: '0278-0', BOLETO_CONTA: '0039232-4', BOLETO_CARTEIRA: '06' },
    });
    expect(bradesco).toBeInstanceOf(BancoSandbox);
    expect([bradesco.codigo, bradesco.nome, bradesco.ambiente]).toEqual(['237', 'Banco Bradesco S.A.', 'sandbox']);
    const r = await bradesco.registrar(titulo(140));
    expect(r).toMatchObject({ banco: '237', agencia: '0278', conta: '0039232', carteira: '06', nossoNumero: '00000000140' });
    expect(r.codigoBarras).toMatch(/^2379\d{15}0278060000000014000392320$/);
    expect(() => criarBancoBoletos({ db: tdb.db, env: { BOLETO_ADAPTADOR: 'itau-api' } })).toThrow('BOLETO_ADAPTADOR');

    const papel = await sql<{ existe: boolean }>`select exists (select 1 from pg_roles where rolname = 'portal_app') as existe`.execute(tdb.db);
    if (papel.rows[0]!.existe) {
      const direitos = await sql<{ s: boolean; i: boolean; u: boolean }>`
        select has_table_privilege('portal_app', 'banco_sandbox_titulos', 'select') as s,
               has_table_privilege('portal_app', 'banco_sandbox_titulos', 'insert') as i,
               has_table_privilege('portal_app', 'banco_sandbox_titulos', 'update') as u`.execute(tdb.db);
      expect(direitos.rows[0]).toEqual({ s: true, i: true, u: true });
    }
  });

  it('the terminal levers (pnpm banco:sandbox) look up, pay, write off and list', async () => {
    clock.now = new Date('2026-12-02T10:00:00.000Z');
    await banco.registrar(titulo(150, { vencimento: '2026-12-10', emissao: '2026-12-02' }));
    await banco.registrar(titulo(151, { vencimento: '2026-12-10', emissao: '2026-12-02' }));
    expect(await comandoBancoSandbox(banco, ['consultar', '150'])).toMatchObject({ boletoId: 150, situacao: 'registrado' });
    expect(await comandoBancoSandbox(banco, ['consultar', '159'])).toBe('Boleto 159 não registrado no banco sandbox.');
    clock.now = new Date('2026-12-02T11:00:00.000Z');
    expect(await comandoBancoSandbox(banco, ['pagar', '150', '--valor', '45990,50', '--data', '2026-12-02T10:30:00Z'])).toMatchObject({
      situacao: 'pago',
      valorPago: 45_990.5,
      pagoEm: '2026-12-02T10:30:00.000Z',
    });
    expect(await comandoBancoSandbox(banco, ['baixar', '151', 'Boleto', 'reemitido'])).toMatchObject({ situacao: 'baixado', motivoBaixa: 'Boleto reemitido' });
    expect(((await comandoBancoSandbox(banco, ['pagos-desde', '2026-12-02T11:00:00Z'])) as { boletoId: number }[]).map((s) => s.boletoId)).toEqual([150]);
    await expect(comandoBancoSandbox(banco, ['pagar', '151'])).rejects.toMatchObject({ statusCode: 422 });
    await expect(comandoBancoSandbox(banco, ['apagar', '1'])).rejects.toThrow(USO_BANCO_SANDBOX);
  });
});
