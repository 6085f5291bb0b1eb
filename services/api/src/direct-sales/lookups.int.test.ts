import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { ehPessoaFisica, lmsg } from '@portal/contracts/direct-sales/lookups';
import { consultarCep } from '@portal/core/direct-sales/lookups/cep';
import { percentualDesconto } from '@portal/core/direct-sales/lookups/queries';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';

/**
 * The direct-sales reference data over HTTP and a real PostgreSQL: shapes (every answer is checked against its declared
 * schema by the test app), scoping, refusals in pt-BR, and the CEP provider path against a real local HTTP server.
 */

/** A ViaCEP-style provider on 127.0.0.1: what it answers depends on the CEP asked. */
function provedorCep() {
  const pedidos: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const cep = /\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    pedidos.push(cep);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    switch (cep) {
      case '04538133':
        return json(200, {
          cep: '04538-133',
          logradouro: 'Avenida Brigadeiro Faria Lima',
          complemento: 'de 3253 ao fim - lado ímpar',
          bairro: 'Itaim Bibi',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        });
      case '69900062': // no IBGE code: the city is found by its name in the UF
        return json(200, { cep: '69900-062', logradouro: 'Rua Rui Barbosa', complemento: '', bairro: 'Centro', localidade: 'RIO BRANCO', uf: 'AC' });
      case '30000000':
        return json(500, { erro: 'indisponível' });
      case '40000000': // never answers in time
        setTimeout(() => json(200, { cep: '40000-000', uf: 'BA', localidade: 'Salvador', ibge: '2927408' }), 5000).unref();
        return;
      case '50000000':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('<html>não é json</html>');
      case '60000000':
        return json(200, { cep: '60000-001', uf: 'CE', localidade: 'Fortaleza', ibge: '2304400' });
      default:
        return json(200, { erro: true });
    }
  });
  return { server, pedidos };
}

describe('direct-sales reference data over HTTP', () => {
  let t: TestApp;
  let tk: Record<'admin' | 'morumbi' | 'financeiro' | 'vendaDireta' | 'regionais' | 'consulta', string>;
  let dealers: Map<string, number>;
  const provedor = provedorCep();
  const get = async (url: string, token: string = tk.admin) => t.call('GET', url, { token });
  const data = async (url: string, token?: string) => {
    const r = await get(url, token);
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json().data;
  };
  const erro = async (url: string, status: number, mensagem: string, token?: string) => {
    const r = await get(url, token);
    expect(r.statusCode, `${url}: ${r.body}`).toBe(status);
    expect(r.json()).toEqual({ success: false, data: null, errors: [mensagem] });
  };

  beforeAll(async () => {
    await new Promise<void>((ok) => provedor.server.listen(0, '127.0.0.1', ok));
    const porta = (provedor.server.address() as AddressInfo).port;
    t = await createTestApp({ cepProviderUrl: `http://127.0.0.1:${porta}/ws/{cep}/json/` });
    const emails = {
      admin: 'admin',
      morumbi: 'dealer.morumbi',
      financeiro: 'financeiro',
      vendaDireta: 'vendadireta',
      regionais: 'regionais',
      consulta: 'dealer.recife',
    } as const;
    tk = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([k, e]) => [k, await t.login(`${e}@demo.portal.com.br`)]))) as typeof tk;
    dealers = new Map((await t.tdb.db.selectFrom('concessionarias').select(['id', 'codigo_dealer']).execute()).map((d) => [d.codigo_dealer, d.id]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((ok) => provedor.server.close(ok));
  });

  const ROTAS = [
    'pedidos/documentos',
    'pedidos/documentos?obrigatorio=true&steps=0&tipoCliente=1',
    'pedidos/tipos-cliente',
    'pedidos/destinatarios',
    'pedidos/tipos-parcela',
    'pedidos/versao',
    'pedidos/percentual/desconto?tipoDesconto=1&derivativoId=1',
    'genericos/profissoes',
    'localizacoes/ufs',
    'localizacoes/cidades/35',
    'localizacoes/cep/01001000',
    'veiculos/pedidos/etapas',
    'veiculos/pedidos/status',
    'pedidos/tipos-status/',
    'pedidos/tipos-status',
  ];

  it('answers any user who reads direct sales or boletos; 401 without a session, 403 without either function', async () => {
    for (const rota of ROTAS) {
      const sem = await t.call('GET', rota);
      expect(sem.statusCode, rota).toBe(401);
      expect(sem.json().errors).toEqual([msg.naoAutenticado]);
      for (const quem of ['regionais', 'consulta'] as const) {
        const r = await get(rota, tk[quem]);
        expect(r.statusCode, `${quem} ${rota}`).toBe(403);
        expect(r.json().errors).toEqual([msg.semPermissaoFuncionalidade]);
      }
      for (const quem of ['admin', 'morumbi', 'financeiro', 'vendaDireta'] as const)
        expect((await get(rota, tk[quem])).statusCode, `${quem} ${rota}`).toBe(200);
    }
  });

  it('lists the 19 order file types with the spec’s names', async () => {
    const tipos = await data('pedidos/documentos');
    expect(tipos).toHaveLength(19);
    expect(tipos[0]).toEqual({ id: 1, descricao: 'Boleto', tipoArquivo: 1, tipoArquivoNome: 'Boleto' });
    expect(tipos.map((x: { id: number }) => x.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(tipos[18].tipoArquivoNome).toBe('Identificação Condutor Autorizado');
  });

  it('answers the required documents of a client type at a step, and refuses what is not a client type or step', async () => {
    const pf = await data('pedidos/documentos?obrigatorio=true&steps=0&tipoCliente=1');
    expect(pf).toHaveLength(19);
    expect(pf.filter((d: { obrigatorio: boolean }) => d.obrigatorio).map((d: { tipoArquivoNome: string }) => d.tipoArquivoNome)).toEqual([
      'CPF/CNH',
      'Comprovante de Endereço',
      'RG/CNH',
    ]);
    expect(pf.find((d: { tipoArquivo: number }) => d.tipoArquivo === 6)).toEqual({
      tipoArquivo: 6,
      tipoArquivoNome: 'Cartão CNPJ',
      obrigatorio: false,
      situacao: 'naoAnexar',
    });
    const pjPagamento = await data('pedidos/documentos?obrigatorio=true&steps=6&tipoCliente=3');
    expect(pjPagamento.filter((d: { obrigatorio: boolean }) => d.obrigatorio).map((d: { tipoArquivo: number }) => d.tipoArquivo)).toEqual([5, 6, 7, 8, 10]);
    const financiado = await data('pedidos/documentos?obrigatorio=true&steps=3&tipoCliente=1&tipoPagamento=2');
    expect(financiado.find((d: { tipoArquivo: number }) => d.tipoArquivo === 9).obrigatorio).toBe(true);
    const pcd = await data('pedidos/documentos?obrigatorio=true&steps=0&tipoCliente=16');
    expect(pcd.find((d: { tipoArquivo: number }) => d.tipoArquivo === 19).situacao).toBe('obrigatorio');

    await erro('pedidos/documentos?obrigatorio=true&steps=0&tipoCliente=99', 400, lmsg.tipoClienteInvalido);
    await erro('pedidos/documentos?obrigatorio=true&steps=4&tipoCliente=1', 400, lmsg.etapaInvalida);
    await erro('pedidos/documentos?obrigatorio=true&steps=0', 400, lmsg.tipoClienteObrigatorio);
    await erro('pedidos/documentos?obrigatorio=true&steps=0&tipoCliente=1&tipoPagamento=9', 400, lmsg.tipoPagamentoInvalido);
    await erro('pedidos/documentos?tipoCliente=abc', 400, msg.campoInvalido('tipoCliente'));
    await erro('pedidos/documentos?outro=1', 400, msg.campoNaoPermitido('outro'));
  });

  it('lists the client types with the form each uses, and the installment types', async () => {
    const tipos = await data('pedidos/tipos-cliente');
    expect(tipos).toHaveLength(19);
    for (const tipo of tipos) expect(tipo.pessoaFisica, tipo.nome).toBe(ehPessoaFisica(tipo.id));
    expect(tipos.find((x: { id: number }) => x.id === 10).nome).toBe('Taxista');
    expect(await data('pedidos/tipos-parcela')).toEqual([
      { id: 1, nome: 'Total' },
      { id: 2, nome: 'Parcial' },
    ]);
  });

  it('addresses comments to the active direct-sales staff and, for a dealer, its active users (group access included), by name', async () => {
    const staff = await data('pedidos/destinatarios');
    expect(staff.map((d: { nome: string }) => d.nome)).toEqual([
      'Ana Administradora',
      'Fábio Faturamento',
      'Fernanda Financeiro',
      'Lúcia Logística',
      'Vitor Venda Direta',
    ]);
    expect(staff[0]).toEqual({ userId: expect.any(Number), nome: 'Ana Administradora', perfil: 'Administrador', concessionariaId: null });

    const morumbi = await data(`pedidos/destinatarios?concessionariaId=${dealers.get('JLR001')}`);
    const nomes = morumbi.map((d: { nome: string }) => d.nome);
    expect(nomes).toContain('Diego Morumbi');
    expect(nomes).toContain('Guilherme Autostar'); // group access to the Autostar dealers
    expect(nomes).not.toContain('Júlia Jardins');
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));

    // blocked and pending users are not addressed
    const niteroi = (await data(`pedidos/destinatarios?concessionariaId=${dealers.get('JLR007')}`)).map((d: { nome: string }) => d.nome);
    expect(niteroi).not.toContain('Patrícia Pendente');
    const bh = (await data(`pedidos/destinatarios?concessionariaId=${dealers.get('JLR008')}`)).map((d: { nome: string }) => d.nome);
    expect(bh).not.toContain('Bernardo Bloqueado');

    // a dealer user reaches only its own dealer
    expect((await data(`pedidos/destinatarios?concessionariaId=${dealers.get('JLR001')}`, tk.morumbi)).map((d: { nome: string }) => d.nome)).toContain(
      'Diego Morumbi',
    );
    await erro(`pedidos/destinatarios?concessionariaId=${dealers.get('JLR005')}`, 404, lmsg.concessionariaNaoEncontrada, tk.morumbi);
    await erro('pedidos/destinatarios?concessionariaId=999999', 404, lmsg.concessionariaNaoEncontrada);
    await erro('pedidos/destinatarios?concessionariaId=0', 400, msg.campoInvalido('concessionariaId'));
  });

  it('answers versions (a derivative in a model year) consistent with the vehicle data', async () => {
    const todas = await data('pedidos/versao');
    const derivativos = await t.tdb.db.selectFrom('derivativos').select(['id', 'descricao']).orderBy('id').execute();
    const anos = await t.tdb.db.selectFrom('anos_modelo').select('ano').orderBy('ano', 'desc').execute();
    expect(todas).toHaveLength(derivativos.length * anos.length);
    const d = derivativos[0]!;
    const doDerivativo = await data(`pedidos/versao?derivativoId=${d.id}`);
    expect(doDerivativo.map((v: { anoModelo: number }) => v.anoModelo)).toEqual(anos.map((a) => a.ano));
    expect(doDerivativo[0]).toEqual({ id: expect.any(Number), descricao: `${d.descricao} ${anos[0]!.ano}`, derivativoId: d.id, anoModelo: anos[0]!.ano });
    // every demo vehicle has the version of its derivative and model year
    const semVersao = await t.tdb.db
      .selectFrom('veiculos as ve')
      .leftJoin('versoes as v', (j) => j.onRef('v.derivativo_id', '=', 've.derivativo_id').onRef('v.ano_modelo_id', '=', 've.ano_modelo_id'))
      .select('ve.id')
      .where('v.id', 'is', null)
      .execute();
    expect(semVersao).toEqual([]);
    await erro('pedidos/versao?derivativoId=999999', 404, lmsg.derivativoNaoEncontrado);
  });

  it('lists professions by name with Outros last', async () => {
    const p = await data('genericos/profissoes');
    expect(p.length).toBeGreaterThanOrEqual(40);
    const nomes = p.map((x: { descricao: string }) => x.descricao);
    expect(nomes.at(-1)).toBe('Outros');
    for (const n of ['Empresário', 'Médico', 'Advogado', 'Engenheiro', 'Servidor Público', 'Aposentado']) expect(nomes).toContain(n);
    const semOutros = nomes.slice(0, -1);
    expect(semOutros).toEqual([...semOutros].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
  });

  it('answers the 27 UFs and every municipality of a UF (IBGE codes), 404 for an unknown UF', async () => {
    const ufs = await data('localizacoes/ufs');
    expect(ufs).toHaveLength(27);
    expect(ufs.find((u: { sigla: string }) => u.sigla === 'SP')).toEqual({ id: 35, sigla: 'SP', nome: 'São Paulo' });
    expect(ufs.map((u: { nome: string }) => u.nome)).toEqual([...ufs.map((u: { nome: string }) => u.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const total = await contarLinhas(t.tdb.db, 'municipios');
    expect(total).toBe(5571);
    const sp = await data('localizacoes/cidades/35');
    expect(sp).toHaveLength(645);
    expect(sp).toContainEqual({ id: 3550308, nome: 'São Paulo' });
    const nomes = sp.map((c: { nome: string }) => c.nome);
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect(await data('localizacoes/cidades/53')).toEqual([{ id: 5300108, nome: 'Brasília' }]);
    await erro('localizacoes/cidades/99', 404, lmsg.ufNaoEncontrada);
    await erro('localizacoes/cidades/abc', 400, msg.campoInvalido('ufId'));
  });

  it('answers a known CEP from the table; a CEP that is not 8 digits is 400', async () => {
    expect(await data('localizacoes/cep/01001-000')).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      cidadeId: 3550308,
      ufId: 35,
      cidade: { nome: 'São Paulo' },
      uf: { sigla: 'SP', nome: 'São Paulo' },
      fonte: 'local',
    });
    for (const ruim of ['0100100', '010010000', 'abcdefgh', '01001-00x', '00000000']) await erro(`localizacoes/cep/${ruim}`, 400, lmsg.cepInvalido);
    expect(provedor.pedidos).not.toContain('01001000');
  });

  it('asks the configured provider for an unknown CEP, caches its answer, and falls back to the CEP ranges when it cannot answer', async () => {
    const faria = await data('localizacoes/cep/04538-133');
    expect(faria).toMatchObject({
      cep: '04538133',
      logradouro: 'Avenida Brigadeiro Faria Lima',
      bairro: 'Itaim Bibi',
      cidadeId: 3550308,
      ufId: 35,
      fonte: 'provedor',
    });
    expect(faria.cidade).toEqual({ nome: 'São Paulo' });
    const pedidosAntes = provedor.pedidos.length;
    const deNovo = await data('localizacoes/cep/04538133');
    expect(deNovo).toEqual({ ...faria, fonte: 'local' });
    expect(provedor.pedidos.length).toBe(pedidosAntes);
    const guardado = await t.tdb.db.selectFrom('ceps').selectAll().where('cep', '=', '04538133').executeTakeFirstOrThrow();
    expect(guardado).toMatchObject({ fonte: 'provedor', cidade_id: 3550308, uf_id: 35, bairro: 'Itaim Bibi' });

    // a city named without its IBGE code is found by name in its UF
    expect(await data('localizacoes/cep/69900062')).toMatchObject({
      cidadeId: 1200401,
      cidade: { nome: 'Rio Branco' },
      uf: { sigla: 'AC', nome: 'Acre' },
      fonte: 'provedor',
    });

    // unknown to the provider, provider error, unreadable answer, an answer for another CEP: the UF from the ranges
    expect(await data('localizacoes/cep/90010000')).toMatchObject({
      logradouro: '',
      bairro: '',
      cidadeId: null,
      cidade: { nome: '' },
      ufId: 43,
      uf: { sigla: 'RS' },
      fonte: 'faixa',
    });
    expect(await data('localizacoes/cep/30000000')).toMatchObject({ ufId: 31, fonte: 'faixa' });
    expect(await data('localizacoes/cep/50000000')).toMatchObject({ ufId: 26, fonte: 'faixa' });
    expect(await data('localizacoes/cep/60000000')).toMatchObject({ ufId: 23, fonte: 'faixa' });
    // Brasília is the only municipality of the DF: its city comes with the UF
    expect(await data('localizacoes/cep/70000-001')).toMatchObject({ cidadeId: 5300108, cidade: { nome: 'Brasília' }, ufId: 53, fonte: 'faixa' });
    // none of these was cached
    expect(await t.tdb.db.selectFrom('ceps').select('cep').where('cep', 'in', ['90010000', '30000000', '50000000', '60000000']).execute()).toEqual([]);

    // a CEP in no range, unknown to the provider too
    await erro('localizacoes/cep/78950000', 404, lmsg.cepNaoEncontrado);
    await erro('localizacoes/cep/00999999', 404, lmsg.cepNaoEncontrado);
  });

  it('gives the provider 3 seconds, then answers from the CEP ranges', async () => {
    const inicio = Date.now();
    expect(await data('localizacoes/cep/40000000')).toMatchObject({ ufId: 29, uf: { sigla: 'BA' }, fonte: 'faixa' });
    const ms = Date.now() - inicio;
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(4900);
  });

  it('without a provider, the table and the CEP ranges answer and nothing is asked outside', async () => {
    const antes = provedor.pedidos.length;
    expect(await consultarCep(t.tdb.db, '13010-000')).toMatchObject({ ufId: 35, cidadeId: null, fonte: 'faixa' });
    expect(await consultarCep(t.tdb.db, '01310200')).toMatchObject({ logradouro: 'Avenida Paulista', fonte: 'local' });
    await expect(consultarCep(t.tdb.db, '78950000')).rejects.toMatchObject({ statusCode: 404, errors: [lmsg.cepNaoEncontrado] });
    expect(provedor.pedidos.length).toBe(antes);
  });

  it('answers the order steps, the order list statuses and the boleto statuses', async () => {
    const etapas = await data('veiculos/pedidos/etapas');
    expect(etapas.map((e: { id: number }) => e.id)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]);
    expect(etapas[0]).toEqual({ id: 0, nome: 'Cadastro', progresso: 9.09 });
    expect(await data('veiculos/pedidos/status')).toEqual([
      { id: 1, nome: 'Em andamento' },
      { id: 2, nome: 'Concluído' },
      { id: 3, nome: 'Cancelado' },
      { id: 4, nome: 'Reprovado' },
    ]);
    const boletos = [
      { id: 1, nome: 'Não Emitido' },
      { id: 2, nome: 'Emitido' },
      { id: 3, nome: 'Pago' },
      { id: 4, nome: 'Cancelado' },
      { id: 5, nome: 'Vencido' },
    ];
    expect(await data('pedidos/tipos-status/')).toEqual(boletos);
    expect(await data('pedidos/tipos-status')).toEqual(boletos);
  });

  it('answers the discount policy in force: a version’s row over the derivative’s, then the latest start; 404 without one', async () => {
    const db = t.tdb.db;
    // the demo has a policy for every derivative and discount type
    const demo = await db.selectFrom('politica_desconto').select(['derivativo_id', 'tipo_desconto']).distinct().execute();
    const nDerivativos = (await db.selectFrom('derivativos').select('id').execute()).length;
    expect(demo).toHaveLength(nDerivativos * 5);

    const d = await db.selectFrom('derivativos').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const outro = await db.selectFrom('derivativos').select('id').orderBy('id').executeTakeFirstOrThrow();
    const [v2027, v2026] = await db
      .selectFrom('versoes as v')
      .innerJoin('anos_modelo as a', 'a.id', 'v.ano_modelo_id')
      .select('v.id')
      .where('v.derivativo_id', '=', d.id)
      .where('a.ano', 'in', [2026, 2027])
      .orderBy('a.ano', 'desc')
      .execute();
    const vOutro = await db.selectFrom('versoes').select('id').where('derivativo_id', '=', outro.id).executeTakeFirstOrThrow();
    await db.deleteFrom('politica_desconto').where('derivativo_id', '=', d.id).execute();
    await db
      .insertInto('politica_desconto')
      .values([
        { tipo_desconto: 1, derivativo_id: d.id, versao_id: null, desconto: 4, comissao: 1.5, vigente_desde: '2026-01-01' },
        { tipo_desconto: 1, derivativo_id: d.id, versao_id: null, desconto: 5.125, comissao: 1.25, vigente_desde: '2026-07-01' },
        { tipo_desconto: 1, derivativo_id: d.id, versao_id: v2026!.id, desconto: 2.5, comissao: 2, vigente_desde: '2026-03-01' },
        { tipo_desconto: 1, derivativo_id: d.id, versao_id: null, desconto: 9.999, comissao: 9.999, vigente_desde: '2099-01-01' },
        { tipo_desconto: 5, derivativo_id: d.id, versao_id: null, desconto: 10, comissao: 0.75, vigente_desde: '2020-01-01' },
      ])
      .execute();
    const url = (qs: string) => `pedidos/percentual/desconto?${qs}`;
    const hoje = '2026-11-23';
    expect(await percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id }, hoje)).toMatchObject({
      desconto: 5.125,
      comissao: 1.25,
      vigenteDesde: '2026-07-01',
    });
    expect(await percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id, versaoId: v2026!.id }, hoje)).toMatchObject({ desconto: 2.5, comissao: 2 });
    expect(await percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id, versaoId: v2027!.id }, hoje)).toMatchObject({ desconto: 5.125 });
    expect(await percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id }, '2026-05-01')).toMatchObject({
      desconto: 4,
      comissao: 1.5,
      vigenteDesde: '2026-01-01',
    });
    expect(await percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id, versaoId: v2026!.id }, '2026-02-01')).toMatchObject({ desconto: 4 });
    await expect(percentualDesconto(db, { tipoDesconto: 1, derivativoId: d.id }, '2025-12-31')).rejects.toMatchObject({
      statusCode: 404,
      errors: [lmsg.semPoliticaDesconto],
    });

    // over HTTP: the D4 row in force since 2020 (whatever today is), versaoId 0 = none chosen
    expect(await data(url(`tipoDesconto=5&derivativoId=${d.id}&versaoId=0`))).toEqual({
      desconto: 10,
      comissao: 0.75,
      vigenteDesde: '2020-01-01',
      politicaId: expect.any(Number),
    });
    await erro(url(`tipoDesconto=3&derivativoId=${d.id}`), 404, lmsg.semPoliticaDesconto);
    await erro(url(`tipoDesconto=6&derivativoId=${d.id}`), 400, lmsg.tipoDescontoInvalido);
    await erro(url(`derivativoId=${d.id}`), 400, msg.campoObrigatorio('tipoDesconto'));
    await erro(url('tipoDesconto=1&derivativoId=999999'), 404, lmsg.derivativoNaoEncontrado);
    await erro(url(`tipoDesconto=1&derivativoId=${d.id}&versaoId=999999`), 404, lmsg.versaoNaoEncontrada);
    await erro(url(`tipoDesconto=1&derivativoId=${d.id}&versaoId=${vOutro.id}`), 400, lmsg.versaoDeOutroDerivativo);
  });
});
