import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { msg } from '@portal/contracts/messages';
import { cnpjCheckDigits } from '@portal/contracts/br/cnpj';
import { API_PREFIX } from '../platform/auth.ts';
import { appDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';

const t = appDaSuite();
let admin: string;
beforeAll(async () => ({ admin } = await t.entrar({ admin: 'admin' })));

const ADMIN_FUNCOES = new Set(['usuarios', 'concessionarias', 'grupos', 'regionais', 'tiposPerfil', 'popups', 'acessoEspelho', 'auditoria']);
const MINE =
  /^\/api\/v1\/(participantes\/(todos|grupos|clusters|admin|reenviarEmail|recuperarSenha|regional|:id$)|participantes$|concessionarias|grupos\/concessionaria|tipo-perfil|configuracoes\/funcoes|auditoria\/registros|popup)/;

async function readSheet(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, rows };
}

describe('permissions of the administration and pop-up routes', () => {
  it('a dealer-side user gets 403 on every route of the two areas that needs a function', async () => {
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(API_PREFIX) && MINE.test(r.url) && r.method !== 'HEAD');
    const guarded = routes.filter((r) => 'funcao' in (r.config as { permissao: object }).permissao);
    expect(guarded.length).toBeGreaterThanOrEqual(45);
    for (const r of guarded) {
      expect(ADMIN_FUNCOES.has((r.config as { permissao: { funcao: string } }).permissao.funcao), r.url).toBe(true);
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { authorization: `Bearer ${dealer}` },
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().errors).toEqual([msg.semPermissaoFuncionalidade]);
    }
    // the lookups other screens need stay open to any signed-in user
    const open = routes
      .filter((r) => 'autenticada' in (r.config as { permissao: object }).permissao)
      .map((r) => `${r.method} ${r.url.slice(API_PREFIX.length + 1)}`);
    expect(open.sort()).toEqual([
      'GET concessionarias/todos',
      'GET concessionarias/todos/ativos',
      'GET grupos/concessionaria/todos',
      'GET participantes/grupos',
      'GET popup/home',
      'GET popup/sininho',
      'GET popup/sininho/:id',
    ]);
  });

  it('a read-only profile reads but cannot write (Regionais: dealers r)', async () => {
    const reg = await t.login('regionais@demo.portal.com.br');
    expect((await t.call('GET', 'concessionarias', { token: reg })).statusCode).toBe(200);
    expect((await t.call('POST', 'concessionarias', { token: reg, body: {} })).statusCode).toBe(403);
    expect((await t.call('GET', 'tipo-perfil', { token: reg })).statusCode).toBe(403);
  });
});

describe('exports (streamed .xlsx)', () => {
  const EXPORTS: [string, string, string[], number][] = [
    [
      'participantes/todos/exportar',
      'PDD_Usuarios.xlsx',
      ['Nome', 'Status', 'Perfil', 'Grupo de perfil', 'E-mail', 'Código do Dealer', 'Concessionária', 'Último acesso'],
      19,
    ],
    ['concessionarias/exportar', 'PDD_Dealers.xlsx', ['Código do Dealer', 'Nome', 'Status', 'Grupo', 'Região', 'CNPJs'], 20],
    ['grupos/concessionaria/exportar', 'PDD_Grupos.xlsx', ['Nome', 'Status', 'Dealers'], 5],
    ['participantes/regional/exportar', 'PDD_Regioes.xlsx', ['Data de criação', 'Descrição'], 3],
    ['tipo-perfil/exportar', 'PDD_TiposPerfil.xlsx', ['Descrição', 'Grupo de perfil', 'Ativo', 'Usuários'], 11],
  ];

  it('each Exportar answers an xlsx named with the PDD_ prefix, with a header row and every record', async () => {
    for (const [url, filename, headers, total] of EXPORTS) {
      const r = await t.call('GET', url, { token: admin });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      const { rows } = await readSheet(r.rawPayload);
      expect(rows[0]).toEqual(headers);
      expect(rows.length - 1, url).toBe(total);
    }
    const filtered = await readSheet((await t.call('GET', 'participantes/todos/exportar?q=log%C3%ADstica', { token: admin })).rawPayload);
    expect(filtered.rows.slice(1).map((r) => r[0])).toEqual(['Lúcia Logística']);
    expect(filtered.rows[1]![7]).toBe('nunca');
  });

  it('escapes cells that would run as formulas (= + - @ tab CR), read back with exceljs', async () => {
    const payloads = ['=HYPERLINK("http://evil.example","clique")', '+SUM(1,2)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)'];
    for (const nome of payloads)
      expect((await t.call('POST', 'grupos/concessionaria', { token: admin, body: { nome, status: 1 } })).statusCode, nome).toBe(200);
    // the forms trim names, so cells starting with a tab or CR are planted directly
    const controls = ['\tTAB=1+1', '\r=1+1'];
    await t.tdb.db
      .insertInto('concessionaria_grupos')
      .values(controls.map((nome) => ({ nome, status: 1 })))
      .execute();
    const g = await t.tdb.db.selectFrom('concessionaria_grupos').select('id').where('nome', '=', 'Grupo Autostar').executeTakeFirstOrThrow();
    const r = await t.tdb.db.selectFrom('regionais').select('id').limit(1).executeTakeFirstOrThrow();
    const base = '778899000001';
    expect(
      (
        await t.call('POST', 'concessionarias', {
          token: admin,
          body: {
            codigoDealer: '=1+2',
            nome: '=cmd|"/C calc"!A1',
            concessionariaGrupoId: g.id,
            regionalId: r.id,
            status: 1,
            cnpjs: [base + cnpjCheckDigits(base)],
          },
        })
      ).statusCode,
    ).toBe(200);

    const groups = await readSheet((await t.call('GET', 'grupos/concessionaria/exportar', { token: admin })).rawPayload);
    const names = groups.rows.slice(1).map((row) => row[0] as string);
    // (XML reads a stored CR back as LF)
    for (const p of [...payloads, ...controls]) expect(names, p).toContain(`'${p}`.replace(/\r/g, '\n'));
    groups.ws.eachRow((row) =>
      row.eachCell((c) => {
        expect(c.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof c.value === 'string') expect(c.value).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
    const dealers = await readSheet((await t.call('GET', 'concessionarias/exportar?q=778899', { token: admin })).rawPayload);
    expect(dealers.rows[1]!.slice(0, 2)).toEqual(["'=1+2", '\'=cmd|"/C calc"!A1']);
  });
});

describe('a large export', () => {
  it('streams every row across the reading pages, in pt-BR order', async () => {
    const before = await contarLinhas(t.tdb.db, 'concessionaria_grupos');
    await t.tdb.db
      .insertInto('concessionaria_grupos')
      .values(Array.from({ length: 1203 }, (_, i) => ({ nome: `Grupo Carga ${String(i).padStart(4, '0')}`, status: 1 })))
      .execute();
    const r = await t.call('GET', 'grupos/concessionaria/exportar', { token: admin });
    expect(r.statusCode).toBe(200);
    const { rows } = await readSheet(r.rawPayload);
    expect(rows.length - 1).toBe(before + 1203);
    const carga = rows
      .slice(1)
      .map((x) => x[0] as string)
      .filter((n) => n.startsWith('Grupo Carga'));
    expect(carga).toHaveLength(1203);
    expect(carga[0]).toBe('Grupo Carga 0000');
    expect(carga.at(-1)).toBe('Grupo Carga 1202');
    expect(new Set(carga).size).toBe(1203);
  });
});

describe('GET auditoria/registros', () => {
  it('lists the audit rows of a record, newest first, with who did it', async () => {
    const created = await t.call('POST', 'participantes/regional', { token: admin, body: { descricao: 'Auditada' } });
    const id = created.json().data.id as number;
    await t.call('PUT', `participantes/regional/${id}`, { token: admin, body: { descricao: 'Auditada 2', responsaveis: [] } });
    const r = await t.call('GET', `auditoria/registros?tabela=regionais&registroId=${id}&page=1&per_page=10`, { token: admin });
    expect(r.statusCode).toBe(200);
    const { rows, total, page } = r.json().data;
    expect([total, page]).toEqual([2, 1]);
    expect(rows.map((x: { acao: string }) => x.acao)).toEqual(['alterar', 'criar']);
    expect(rows[0]).toMatchObject({
      tabela: 'regionais',
      registroId: String(id),
      participanteNome: 'Ana Administradora',
      espelhoAdminId: null,
      antes: { descricao: 'Auditada' },
      depois: { descricao: 'Auditada 2' },
    });
    expect(rows[0].em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[0].correlationId).toBeTruthy();
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    expect((await t.call('GET', 'auditoria/registros', { token: dealer })).statusCode).toBe(403);
  });
});
