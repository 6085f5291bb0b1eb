import { beforeAll, describe, expect, it } from 'vitest';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import ExcelJS from 'exceljs';
import { bombaQueMente } from '@portal/core/testing/imports';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { enviarPlanilhaMultipart } from '../testing/envios.ts';

const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const tk = usuariosDaSuite(t, { admin: 'admin', montadora: 'montadora', morumbi: 'dealer.morumbi', financeiro: 'financeiro' });
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;

beforeAll(async () => {
  await tiposModeloDosVeiculos(t.tdb.db);
});

type Plano = {
  id: number;
  anoFiscal: number;
  mes: { id: number; nome: string };
  ciclos: { id: number; nome: string }[];
  modelos: { id: number; descricao: string; ciclos: { id: number; quantidade: number }[] }[];
  ultimoProcessamento: string | null;
};

describe('lookups of the plan screen', () => {
  it('GET ano-ciclo?anoFiscal: the 12 cycles April..March; ?ano&mesId: that month', async () => {
    const r = await t.call('GET', 'ano-ciclo?anoFiscal=2027', { token: tk.admin });
    expect(r.statusCode, r.body).toBe(200);
    const cs = data<{ id: number; nome: string; ano: number; ciclo: { mes: { id: number } } }[]>(r);
    expect(cs.map((c) => c.nome)).toEqual([
      'Abr/2026',
      'Mai/2026',
      'Jun/2026',
      'Jul/2026',
      'Ago/2026',
      'Set/2026',
      'Out/2026',
      'Nov/2026',
      'Dez/2026',
      'Jan/2027',
      'Fev/2027',
      'Mar/2027',
    ]);
    const um = data<{ anoFiscal: number }[]>(await t.call('GET', 'ano-ciclo?ano=2027&mesId=2', { token: tk.admin }));
    expect(um).toHaveLength(1);
    expect(um[0]!.anoFiscal).toBe(2027);
  });
  it('GET order-call/fcst/modelo: model types with their brand', async () => {
    const ms = data<{ id: number; descricao: string; marca: { nome: string } }[]>(await t.call('GET', 'order-call/fcst/modelo', { token: tk.admin }));
    expect(ms.length).toBeGreaterThan(3);
    expect(ms.some((m) => m.descricao === 'F-PACE' && m.marca.nome === 'Jaguar')).toBe(true);
  });
});

describe('the production plan', () => {
  let ciclos: { id: number; nome: string }[];
  let modelos: { id: number; descricao: string }[];
  let planoId: number;
  beforeAll(async () => {
    ciclos = data(await t.call('GET', 'ano-ciclo?anoFiscal=2027', { token: tk.admin }));
    modelos = data(await t.call('GET', 'order-call/fcst/modelo', { token: tk.admin }));
  });

  it("POST creates it ('Plano cadastrado com sucesso!'); GET answers every model × cycle", async () => {
    const r = await t.call('POST', 'order-call/fcst', {
      token: tk.admin,
      body: {
        ano: 2027,
        mes: { id: 11 },
        modelos: [
          {
            id: modelos[0]!.id,
            ciclos: [
              { id: ciclos[7]!.id, quantidade: 30 },
              { id: ciclos[8]!.id, quantidade: 12 },
            ],
          },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ mensagem: string }>(r).mensagem).toBe('Plano cadastrado com sucesso!');
    planoId = data<{ id: number }>(r).id;
    const p = data<Plano>(await t.call('GET', `order-call/fcst/${planoId}`, { token: tk.admin }));
    expect(p).toMatchObject({ anoFiscal: 2027, mes: { id: 11, nome: 'Novembro' }, ultimoProcessamento: null });
    expect(p.ciclos).toHaveLength(12);
    expect(p.modelos).toHaveLength(modelos.length);
    expect(p.modelos[0]!.ciclos[7]!.quantidade).toBe(30);
    expect(p.modelos[1]!.ciclos.every((c) => c.quantidade === 0)).toBe(true);
  });

  it('a second plan for the same fiscal year and month is refused (400), nothing written', async () => {
    const r = await t.call('POST', 'order-call/fcst', { token: tk.admin, body: { ano: 2027, mes: 11, modelos: [] } });
    expect(r.statusCode).toBe(400);
    expect(errors(r)[0]).toBe('Já existe um plano de produção para esse ano fiscal e mês.');
  });

  it('bad input: 400 in pt-BR (no year/month, cycle of another fiscal year, unknown model), nothing written', async () => {
    const antes = await contarLinhas(t.tdb.db, 'events');
    const semAno = await t.call('POST', 'order-call/fcst', { token: tk.admin, body: { modelos: [] } });
    expect(semAno.statusCode).toBe(400);
    expect(errors(semAno)[0]).toBe('Selecione o Ano e o Mês.');
    const outroAno = await t.call('POST', 'order-call/fcst', {
      token: tk.admin,
      body: { ano: 2028, mes: 1, modelos: [{ id: modelos[0]!.id, ciclos: [{ id: ciclos[0]!.id, quantidade: 1 }] }] },
    });
    expect(outroAno.statusCode).toBe(400);
    expect(errors(outroAno)[0]).toMatch(/^Ciclo não pertence ao ano fiscal do plano/);
    const modelo = await t.call('POST', 'order-call/fcst', { token: tk.admin, body: { ano: 2028, mes: 1, modelos: [{ id: 999999, ciclos: [] }] } });
    expect(modelo.statusCode).toBe(400);
    const negativo = await t.call('POST', 'order-call/fcst', {
      token: tk.admin,
      body: { ano: 2028, mes: 1, modelos: [{ id: modelos[0]!.id, ciclos: [{ id: 202704, quantidade: -1 }] }] },
    });
    expect(negativo.statusCode).toBe(400);
    const depois = await contarLinhas(t.tdb.db, 'events');
    expect(depois).toBe(antes);
  });

  it('PUT records only the changed cells, as one event on plano-producao-<id>; the same body again records nothing', async () => {
    const body = {
      ano: 2027,
      mes: 11,
      modelos: [
        {
          id: modelos[0]!.id,
          ciclos: [
            { id: ciclos[7]!.id, quantidade: 31 },
            { id: ciclos[8]!.id, quantidade: 12 },
            { id: ciclos[9]!.id, quantidade: 0 },
          ],
        },
      ],
    };
    const r = await t.call('PUT', `order-call/fcst/${planoId}`, { token: tk.montadora, body });
    expect(r.statusCode, r.body).toBe(200);
    await t.call('PUT', `order-call/fcst/${planoId}`, { token: tk.montadora, body });
    const evs = await t.tdb.db
      .selectFrom('events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', '=', `plano-producao-${planoId}`)
      .orderBy('version')
      .execute();
    expect(evs.map((e) => e.type)).toEqual(['PlanoCadastrado', 'PlanoAlterado']);
    expect((evs[1]!.data as { celulas: unknown[] }).celulas).toEqual([{ tipoModeloId: modelos[0]!.id, cicloId: ciclos[7]!.id, antes: 30, depois: 31 }]);
    expect((evs[1]!.metadata as { nome: string }).nome).toBe('Marta Montadora');
  });

  it('the year and month of a saved plan do not change (400)', async () => {
    const r = await t.call('PUT', `order-call/fcst/${planoId}`, { token: tk.admin, body: { ano: 2027, mes: 10, modelos: [] } });
    expect(r.statusCode).toBe(400);
  });

  it('GET order-call/fcst lists it (1-based page); unknown plan 404', async () => {
    const r = data<{ rows: { id: number; mes: { nome: string } }[]; total: number; page: number }>(
      await t.call('GET', 'order-call/fcst?page=1&per_page=10', { token: tk.admin }),
    );
    expect(r.page).toBe(1);
    expect(r.rows.find((x) => x.id === planoId)?.mes.nome).toBe('Novembro');
    expect((await t.call('GET', 'order-call/fcst/99999', { token: tk.admin })).statusCode).toBe(404);
  });

  it('who may: a dealer and Financeiro get 403 on the plan', async () => {
    expect((await t.call('GET', 'order-call/fcst', { token: tk.morumbi })).statusCode).toBe(403);
    expect((await t.call('POST', 'order-call/fcst', { token: tk.financeiro, body: { ano: 2029, mes: 1 } })).statusCode).toBe(403);
  });

  it('Exportar → Importar of the same file gives the screen back the same grid (nothing saved)', async () => {
    const p = data<Plano>(await t.call('GET', `order-call/fcst/${planoId}`, { token: tk.admin }));
    const x = await t.call('POST', 'order-call/fcst/modelo/exportar', { token: tk.admin, body: { anoFiscal: 2027, modelos: p.modelos } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('Produção.xlsx');
    const imp = await enviarPlanilhaMultipart(t.app, tk.admin, 'order-call/fcst/modelo/importar?anoFiscal=2027', x.rawPayload);
    expect(imp.statusCode, imp.body).toBe(200);
    const d = data<{ modelos: Plano['modelos']; mensagem: string }>(imp);
    expect(d.modelos.map((m) => m.ciclos.map((c) => c.quantidade))).toEqual(p.modelos.map((m) => m.ciclos.map((c) => c.quantidade)));
    expect(d.mensagem).toMatch(/Salvar/);
    const evs = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `plano-producao-${planoId}`).execute();
    expect(evs).toHaveLength(2);
  });

  it('Importar refuses a bad row with its line number, and something that is not a spreadsheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Produção');
    ws.addRow(['Marca', 'Modelo', ...ciclos.map((c) => c.nome)]);
    ws.addRow(['Jaguar', 'F-PACE', 'abc']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const r = await enviarPlanilhaMultipart(t.app, tk.admin, 'order-call/fcst/modelo/importar?anoFiscal=2027', buf);
    expect(r.statusCode).toBe(400);
    expect(errors(r)[0]).toMatch(/^Linha 2: Quantidade inválida/);
    const lixo = await enviarPlanilhaMultipart(t.app, tk.admin, 'order-call/fcst/modelo/importar?anoFiscal=2027', Buffer.from('nada'));
    expect(lixo.statusCode).toBe(400);
    expect(errors(lixo)[0]).toBe('Planilha inválida: use o arquivo exportado por esta tela.');
    // the multipart takes one file in the field files; the fiscal year is required and checked (nothing else is read)
    const semAno = await enviarPlanilhaMultipart(t.app, tk.admin, 'order-call/fcst/modelo/importar', buf);
    expect(semAno.statusCode).toBe(400);
    expect(errors(semAno)[0]).toMatch(/anoFiscal/);
    const json = await t.call('POST', 'order-call/fcst/modelo/importar?anoFiscal=2027', { token: tk.admin, body: { arquivo: buf.toString('base64') } });
    expect(json.statusCode).toBe(400);
    expect(errors(json)).toEqual(['Selecione um arquivo para enviar.']);
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    expect((await enviarPlanilhaMultipart(t.app, dealer, 'order-call/fcst/modelo/importar?anoFiscal=2027', buf)).statusCode).toBe(403);
  });

  it('Importar refuses a ZIP bomb whose central directory lies (300 MiB declared as a few KiB) with a pt-BR 400, quickly', async () => {
    const p = data<Plano>(await t.call('GET', `order-call/fcst/${planoId}`, { token: tk.admin }));
    const x = await t.call('POST', 'order-call/fcst/modelo/exportar', { token: tk.admin, body: { anoFiscal: 2027, modelos: p.modelos } });
    const bomba = await bombaQueMente(x.rawPayload);
    const t0 = performance.now();
    const r = await enviarPlanilhaMultipart(t.app, tk.admin, 'order-call/fcst/modelo/importar?anoFiscal=2027', bomba);
    const ms = performance.now() - t0;
    expect([r.statusCode, errors(r)]).toEqual([400, [ocmsg.compactadoAcimaDoLimite]]);
    expect(ms).toBeLessThan(2000);
  });

  it('processar without Temporal answers 503 in pt-BR; an unknown plan 404', async () => {
    expect((await t.call('POST', 'order-call/processar', { token: tk.admin, body: { fcstId: 99999 } })).statusCode).toBe(404);
    const r = await t.call('POST', 'order-call/processar', { token: tk.admin, body: { fcstId: planoId } });
    expect(r.statusCode).toBe(503);
  });
});
