import { beforeAll, describe, expect, it } from 'vitest';
import { adminMsg } from '@portal/contracts/admin/messages';
import { cnpjCheckDigits, formatCnpj } from '@portal/contracts/br/cnpj';
import { appDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';

const t = appDaSuite();
let admin: string, dealerUser: string, grupoUser: string;
beforeAll(async () => ({ admin, dealerUser, grupoUser } = await t.entrar({ admin: 'admin', dealerUser: 'dealer.morumbi', grupoUser: 'grupo.autostar' })));

const db = () => t.tdb.db;
const cnpj = (base12: string) => base12 + cnpjCheckDigits(base12);
const CNPJ_A = cnpj('998877660001');
const CNPJ_ALFA = cnpj('12ABC34501DE');
const count = (table: 'concessionarias' | 'concessionaria_grupos' | 'regionais' | 'concessionaria_cnpjs') => contarLinhas(db(), table);
const auditOf = (tabela: string, id: number) =>
  db().selectFrom('auditoria').selectAll().where('tabela', '=', tabela).where('registro_id', '=', String(id)).orderBy('id').execute();
const seedDealer = (codigo: string) => db().selectFrom('concessionarias').selectAll().where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow();
/** A new active dealer 'Autostar Alphaville' in JLR001's group and region, with its code and CNPJs. */
const novoDealerNoGrupoDeJLR001 = async (dealer: { codigoDealer: string; cnpjs: string[] }) => {
  const g = await seedDealer('JLR001');
  return {
    codigoDealer: dealer.codigoDealer,
    nome: 'Autostar Alphaville',
    concessionariaGrupoId: g.concessionaria_grupo_id,
    regionalId: g.regional_id,
    status: 1,
    cnpjs: dealer.cnpjs,
  };
};

describe('dealers', () => {
  it('GET concessionarias pages, searches (name, code, CNPJ) and filters by region', async () => {
    const r = (await t.call('GET', 'concessionarias?page=1&per_page=5', { token: admin })).json().data;
    expect(r.total).toBe(20);
    expect(r.rows).toHaveLength(5);
    expect(r.rows[0]).toMatchObject({
      nome: expect.any(String),
      status: 1,
      codigoDealer: expect.any(String),
      grupo: expect.any(String),
      regional: expect.any(String),
    });
    const byCode = (await t.call('GET', 'concessionarias?q=jlr020', { token: admin })).json().data;
    expect(byCode.rows.map((d: { nome: string }) => d.nome)).toEqual(['Nordeste Prime Belém']);
    expect(byCode.rows[0].cnpjs[0]).toMatch(/^55666777A0B4\d\d$/);
    const byCnpj = (await t.call('GET', 'concessionarias?q=112223330001', { token: admin })).json().data;
    expect(byCnpj.rows.map((d: { codigoDealer: string }) => d.codigoDealer)).toEqual(['JLR001']);
    const sul = await db().selectFrom('regionais').select('id').where('descricao', '=', 'Sul').executeTakeFirstOrThrow();
    const bySul = (await t.call('GET', `concessionarias?regionalId=${sul.id}&per_page=50`, { token: admin })).json().data;
    expect(bySul.total).toBe(4);
  });

  it('GET concessionarias/{id} answers the dealer form; 404 for an unknown id', async () => {
    const d = await seedDealer('JLR001');
    const r = (await t.call('GET', `concessionarias/${d.id}`, { token: admin })).json().data;
    expect(r).toMatchObject({
      id: d.id,
      nome: 'Autostar Morumbi',
      codigoDealer: 'JLR001',
      status: 1,
      concessionariaGrupoId: d.concessionaria_grupo_id,
      regionalId: d.regional_id,
      nomeCidade: 'São Paulo',
      nomeUf: 'SP',
      cep: null,
    });
    expect(r.cnpjs).toEqual([cnpj('112223330001')]);
    expect((await t.call('GET', 'concessionarias/999999', { token: admin })).statusCode).toBe(404);
  });

  it('POST concessionarias warns in the spec order and changes nothing', async () => {
    const full = await novoDealerNoGrupoDeJLR001({ codigoDealer: 'JLR021', cnpjs: [CNPJ_A] });
    const before = [await count('concessionarias'), await count('concessionaria_cnpjs')];
    for (const [body, message] of [
      [{ cnpjs: [] }, adminMsg.preenchaCamposObrigatorios],
      [{ ...full, codigoDealer: '' }, adminMsg.preenchaCodigoDealer],
      [{ ...full, nome: null }, adminMsg.preenchaNomeDealer],
      [{ ...full, concessionariaGrupoId: null }, adminMsg.selecioneGrupo],
      [{ ...full, regionalId: 0 }, adminMsg.selecioneRegiao],
      [{ ...full, cnpjs: [] }, adminMsg.informeCnpj],
      [{ ...full, cnpjs: ['11222333000100'] }, adminMsg.cnpjInvalido],
      [{ ...full, cnpjs: [CNPJ_A, formatCnpj(CNPJ_A)] }, adminMsg.cnpjNaLista],
      [{ ...full, cnpjs: [cnpj('112223330001')] }, adminMsg.cnpjDeOutroDealer(formatCnpj(cnpj('112223330001')), 'JLR001 - Autostar Morumbi')],
      [{ ...full, codigoDealer: 'jlr002' }, adminMsg.codigoDeOutroDealer('JLR002', 'JLR002 - Autostar Jardins')],
      [{ ...full, concessionariaGrupoId: 99999 }, adminMsg.grupoInexistente],
      [{ ...full, status: 3 }, null],
    ] as const) {
      const r = await t.call('POST', 'concessionarias', { token: admin, body });
      expect(r.statusCode, String(message)).toBe(400);
      if (message) expect(r.json().errors).toEqual([message]);
    }
    expect([await count('concessionarias'), await count('concessionaria_cnpjs')]).toEqual(before);
  });

  it('creates a dealer with two CNPJs (one alphanumeric, sent with its mask), audits it, and edits its CNPJ table', async () => {
    const body = {
      ...(await novoDealerNoGrupoDeJLR001({ codigoDealer: 'jlr021', cnpjs: [formatCnpj(CNPJ_A), CNPJ_ALFA.toLowerCase()] })),
      cep: '',
      numero: null,
      logradouro: null,
      bairro: null,
      cidadeId: null,
      ufId: null,
      nomeCidade: null,
      nomeUf: null,
    };
    const r = await t.call('POST', 'concessionarias', { token: admin, body });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.mensagem).toBe('Dealer cadastrado com sucesso!');
    const id = r.json().data.id as number;
    const got = (await t.call('GET', `concessionarias/${id}`, { token: admin })).json().data;
    expect(got).toMatchObject({ codigoDealer: 'JLR021', cep: null, cnpjs: [CNPJ_A, CNPJ_ALFA].sort() });
    const third = cnpj('998877660002');
    const up = await t.call('PUT', `concessionarias/${id}`, {
      token: admin,
      body: { ...body, id, nome: 'Autostar Alphaville SP', status: 0, cnpjs: [CNPJ_ALFA, third] },
    });
    expect(up.statusCode).toBe(200);
    const after = (await t.call('GET', `concessionarias/${id}`, { token: admin })).json().data;
    expect(after).toMatchObject({ nome: 'Autostar Alphaville SP', status: 0, cnpjs: [CNPJ_ALFA, third].sort() });
    const rows = await auditOf('concessionarias', id);
    expect(rows.map((a) => a.acao)).toEqual(['criar', 'alterar']);
    expect(rows[1]!.antes).toMatchObject({ nome: 'Autostar Alphaville', cnpjs: [CNPJ_A, CNPJ_ALFA].sort() });
    expect(rows[1]!.depois).toMatchObject({ nome: 'Autostar Alphaville SP', status: 0 });
    // the CNPJ freed by the edit can go to another dealer; one in use cannot, and nothing changes
    const other = await seedDealer('JLR002');
    const steal = await t.call('PUT', `concessionarias/${other.id}`, {
      token: admin,
      body: {
        codigoDealer: 'JLR002',
        nome: 'Autostar Jardins',
        concessionariaGrupoId: other.concessionaria_grupo_id,
        regionalId: other.regional_id,
        status: 1,
        cnpjs: [third],
      },
    });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().errors).toEqual([adminMsg.cnpjDeOutroDealer(formatCnpj(third), 'JLR021 - Autostar Alphaville SP')]);
    expect((await t.call('GET', `concessionarias/${other.id}`, { token: admin })).json().data.cnpjs).toEqual([cnpj('112223330002')]);
    const mismatch = await t.call('PUT', `concessionarias/${id}`, { token: admin, body: { ...body, id: other.id } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([adminMsg.idDivergente]);
    expect((await t.call('PUT', 'concessionarias/999999', { token: admin, body })).statusCode).toBe(404);
  });

  it('lookups: concessionarias/todos scoped for dealer users, /todos/ativos, /grupo/{id}', async () => {
    const all = (await t.call('GET', 'concessionarias/todos', { token: admin })).json().data;
    expect(all.length).toBeGreaterThanOrEqual(20);
    const own = (await t.call('GET', 'concessionarias/todos', { token: dealerUser })).json().data;
    expect(own.map((d: { codigoDealer: string }) => d.codigoDealer)).toEqual(['JLR001']);
    const group = (await t.call('GET', 'concessionarias/todos', { token: grupoUser })).json().data;
    expect(group.map((d: { codigoDealer: string }) => d.codigoDealer).sort()).toEqual(['JLR001', 'JLR002', 'JLR003', 'JLR004', 'JLR021']);
    const ativos = (await t.call('GET', 'concessionarias/todos/ativos', { token: admin })).json().data;
    expect(ativos.every((d: { status: number }) => d.status === 1)).toBe(true);
    expect(ativos.some((d: { codigoDealer: string }) => d.codigoDealer === 'JLR021')).toBe(false);
    const g = await seedDealer('JLR005');
    const ofGroup = (await t.call('GET', `concessionarias/grupo/${g.concessionaria_grupo_id}`, { token: admin })).json().data;
    expect(ofGroup.map((d: { codigoDealer: string }) => d.codigoDealer).sort()).toEqual(['JLR005', 'JLR006', 'JLR007', 'JLR008']);
    expect((await t.call('GET', 'concessionarias/grupo/99999', { token: admin })).statusCode).toBe(404);
  });
});

describe('dealer groups', () => {
  it('lists, searches, shows a group with its dealers paged', async () => {
    const r = (await t.call('GET', 'grupos/concessionaria?page=1&per_page=10&q=brit', { token: admin })).json().data;
    expect(r).toMatchObject({ page: 1, total: 1 });
    expect(r.rows[0]).toMatchObject({ nome: 'Grupo Britânia', status: 1, quantidadeDealers: 4 });
    const o = (await t.call('GET', `grupos/concessionaria/obter?id=${r.rows[0].id}&page=1&per_page=3`, { token: admin })).json().data;
    expect(o.grupo).toEqual({ id: r.rows[0].id, nome: 'Grupo Britânia', status: 1 });
    expect(o.concessionaria).toMatchObject({ page: 1, total: 4 });
    expect(o.concessionaria.rows.map((d: { codigoDealer: string }) => d.codigoDealer)).toEqual(['JLR005', 'JLR006', 'JLR007']);
    expect((await t.call('GET', 'grupos/concessionaria/obter?id=99999', { token: admin })).statusCode).toBe(404);
  });

  it('creates and edits with the spec messages; a duplicate name is refused and nothing changes', async () => {
    const before = await count('concessionaria_grupos');
    const empty = await t.call('POST', 'grupos/concessionaria', { token: admin, body: { nome: '  ', status: 1 } });
    expect(empty.json().errors).toEqual([adminMsg.preenchaNome]);
    const dup = await t.call('POST', 'grupos/concessionaria', { token: admin, body: { nome: 'grupo autostar', status: 1 } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([adminMsg.grupoJaExiste]);
    expect(await count('concessionaria_grupos')).toBe(before);
    const r = await t.call('POST', 'grupos/concessionaria', { token: admin, body: { nome: 'Grupo Centro-Oeste', status: 1 } });
    expect(r.json().data.mensagem).toBe('Grupo cadastrado com sucesso!');
    const id = r.json().data.id as number;
    const up = await t.call('PUT', `grupos/concessionaria/${id}`, { token: admin, body: { id, nome: 'Grupo Centro Oeste', status: 0 } });
    expect(up.json().data.mensagem).toBe('Grupo atualizado com sucesso!');
    const rows = await auditOf('concessionaria_grupos', id);
    expect(rows.map((a) => [a.acao, a.antes, a.depois])).toEqual([
      ['criar', null, { id, nome: 'Grupo Centro-Oeste', status: 1 }],
      ['alterar', { id, nome: 'Grupo Centro-Oeste', status: 1 }, { id, nome: 'Grupo Centro Oeste', status: 0 }],
    ]);
    expect((await t.call('PUT', 'grupos/concessionaria/99999', { token: admin, body: { nome: 'X', status: 1 } })).statusCode).toBe(404);
    const dupEdit = await t.call('PUT', `grupos/concessionaria/${id}`, { token: admin, body: { id, nome: 'GRUPO SUL LUXO', status: 1 } });
    expect(dupEdit.json().errors).toEqual([adminMsg.grupoJaExiste]);
  });

  it('grupos/concessionaria/todos: a dealer sees only its own group', async () => {
    expect((await t.call('GET', 'grupos/concessionaria/todos', { token: admin })).json().data.length).toBeGreaterThanOrEqual(5);
    const own = (await t.call('GET', 'grupos/concessionaria/todos', { token: dealerUser })).json().data;
    expect(own.map((g: { nome: string }) => g.nome)).toEqual(['Grupo Autostar']);
  });
});

describe('regions', () => {
  it('lists paged, answers the select list and the region with its responsáveis', async () => {
    const r = (await t.call('GET', 'participantes/regional/paginar?page=1&per_page=2', { token: admin })).json().data;
    expect(r.total).toBe(3);
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0]).toEqual({ id: expect.any(Number), descricao: 'Norte e Nordeste', dataCadastro: expect.stringMatching(/^\d{4}-/) });
    const list = (await t.call('GET', 'participantes/regional', { token: admin })).json().data;
    expect(list.map((x: { descricao: string }) => x.descricao)).toEqual(['Norte e Nordeste', 'Sudeste', 'Sul']);
    const one = (await t.call('GET', `participantes/regional/${list[0].id}`, { token: admin })).json().data;
    expect(one).toMatchObject({ descricao: 'Norte e Nordeste', responsaveis: [] });
    expect((await t.call('GET', 'participantes/regional/99999', { token: admin })).statusCode).toBe(404);
  });

  it('possivel-responsavel lists importer staff only', async () => {
    const c = (await t.call('GET', 'participantes/regional/possivel-responsavel', { token: admin })).json().data;
    const roles = new Set(c.map((x: { role: string }) => x.role));
    expect(roles.has('Regionais')).toBe(true);
    expect(roles.has('Dealer')).toBe(false);
    expect(roles.has('Montadora')).toBe(false);
  });

  it('creates and edits with responsáveis, their two messages, and audits', async () => {
    expect((await t.call('POST', 'participantes/regional', { token: admin, body: { descricao: '' } })).json().errors).toEqual([adminMsg.preenchaDescricao]);
    expect((await t.call('POST', 'participantes/regional', { token: admin, body: { descricao: 'sul' } })).json().errors).toEqual([adminMsg.regiaoJaExiste]);
    const r = await t.call('POST', 'participantes/regional', { token: admin, body: { descricao: 'Centro-Oeste' } });
    expect(r.json().data.mensagem).toBe('Região cadastrado com sucesso!');
    const id = r.json().data.id as number;
    const cand = (await t.call('GET', 'participantes/regional/possivel-responsavel', { token: admin })).json().data as {
      userId: number;
      nome: string;
      role: string;
    }[];
    const rafael = cand.find((c) => c.nome === 'Rafael Regional')!;
    const gustavo = cand.find((c) => c.nome === 'Gustavo Gerente')!;
    const morumbi = await db().selectFrom('participantes').select('id').where('email', '=', 'dealer.morumbi@demo.portal.com.br').executeTakeFirstOrThrow();
    for (const [responsaveis, message] of [
      [[rafael, { userId: null, nome: '', role: '' }], adminMsg.selecioneResponsavel],
      [[rafael, gustavo, { ...rafael }], adminMsg.responsavelJaAdicionado],
      [[{ userId: morumbi.id }], adminMsg.responsavelInvalido],
    ] as const) {
      const bad = await t.call('PUT', `participantes/regional/${id}`, { token: admin, body: { descricao: 'Centro-Oeste', responsaveis } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([message]);
    }
    const up = await t.call('PUT', `participantes/regional/${id}`, { token: admin, body: { descricao: 'Centro-Oeste', responsaveis: [rafael, gustavo] } });
    expect(up.json().data.mensagem).toBe('Região atualizada com sucesso!');
    const got = (await t.call('GET', `participantes/regional/${id}`, { token: admin })).json().data;
    expect(got.responsaveis).toEqual([
      { userId: gustavo.userId, nome: 'Gustavo Gerente', role: 'Gerente de Vendas' },
      { userId: rafael.userId, nome: 'Rafael Regional', role: 'Regionais' },
    ]);
    const removed = await t.call('PUT', `participantes/regional/${id}`, { token: admin, body: { descricao: 'Centro Oeste', responsaveis: [rafael] } });
    expect(removed.statusCode).toBe(200);
    const rows = await auditOf('regionais', id);
    expect(rows.map((a) => a.acao)).toEqual(['criar', 'alterar', 'alterar']);
    expect(rows[2]!.antes).toMatchObject({ responsaveis: [gustavo.userId, rafael.userId] });
    expect(rows[2]!.depois).toMatchObject({ descricao: 'Centro Oeste', responsaveis: [rafael.userId] });
    expect((await t.call('PUT', 'participantes/regional/99999', { token: admin, body: { descricao: 'X', responsaveis: [] } })).statusCode).toBe(404);
  });
});
