import { beforeAll, describe, expect, it } from 'vitest';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import ExcelJS from 'exceljs';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { bombaQueMente } from '@portal/core/testing/imports';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { enviarPlanilhaMultipart } from '../testing/envios.ts';

const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const tk = usuariosDaSuite(t, {
  admin: 'admin',
  montadora: 'montadora',
  morumbi: 'dealer.morumbi',
  jardins: 'dealer.jardins',
  grupo: 'grupo.autostar',
  financeiro: 'financeiro',
  recife: 'dealer.recife',
});
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
type Dados = {
  orderCallId: number;
  concessionaria: {
    concessionariaId: number;
    codigoDealer: string;
    tipoModelo: { tipoModeloId: number; ciclo: { cicloId: number; quantidadeFinal: number; quantidadeCalculada: number; alterada: boolean }[] }[];
  }[];
};
let planoId: number;
let morumbiId: number, jardinsId: number;
let modeloId: number;
const CICLO = 202611;

/** What the workflow's activities do, run here directly (the workflow itself is tested over Temporal in workflows/). */
async function computar(id: number, run: string) {
  const modelos = await iniciarProcessamento(t.tdb.db, id, run, 'Teste', t.clock.now);
  await distribuirModelos(t.tdb.db, id, run, modelos);
  await concluirProcessamento(t.tdb.db, id, run, t.clock.now);
}

beforeAll(async () => {
  await tiposModeloDosVeiculos(t.tdb.db);
  const modelos = data<{ id: number }[]>(await t.call('GET', 'order-call/fcst/modelo', { token: tk.admin }));
  modeloId = modelos[0]!.id;
  const r = await t.call('POST', 'order-call/fcst', {
    token: tk.admin,
    body: {
      ano: 2027,
      mes: 11,
      modelos: modelos.slice(0, 3).map((m) => ({
        id: m.id,
        ciclos: [
          { id: CICLO, quantidade: 40 },
          { id: 202612, quantidade: 9 },
        ],
      })),
    },
  });
  planoId = data<{ id: number }>(r).id;
  const ds = await t.tdb.db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer'])
    .where('codigo_dealer', 'in', ['JLR001', 'JLR002'])
    .orderBy('codigo_dealer')
    .execute();
  [morumbiId, jardinsId] = ds.map((d) => d.id) as [number, number];
});

describe('before the computation', () => {
  it('obter-dados of a plan never computed is 404; GET order-call does not list it', async () => {
    expect((await t.call('POST', 'order-call/obter-dados', { token: tk.admin, body: { orderCallId: planoId } })).statusCode).toBe(404);
    expect(data<{ id: number }[]>(await t.call('GET', 'order-call', { token: tk.admin })).some((x) => x.id === planoId)).toBe(false);
  });
});

describe('the order call', () => {
  beforeAll(async () => computar(planoId, 'run-1'));

  it('GET order-call lists it with cicloAno; the plan shows when it was computed', async () => {
    const l = data<{ id: number; cicloAno: string }[]>(await t.call('GET', 'order-call', { token: tk.admin }));
    expect(l.find((x) => x.id === planoId)?.cicloAno).toBe('2027 - Novembro');
    const p = data<{ ultimoProcessamento: string | null; processamento: { status: string } }>(
      await t.call('GET', `order-call/fcst/${planoId}`, { token: tk.admin }),
    );
    expect(p.ultimoProcessamento).toBe('2026-11-23T13:00:00.000Z');
    expect(p.processamento.status).toBe('concluido');
    const pr = await t.call('GET', `order-call/processar/${planoId}`, { token: tk.admin });
    expect(data<{ status: string; feitos: number; total: number }>(pr)).toMatchObject({ status: 'concluido', feitos: 3, total: 3 });
  });

  it('obter-dados: every active dealer × model type × cycle; each cell of the plan adds up exactly', async () => {
    const d = data<Dados>(await t.call('POST', 'order-call/obter-dados', { token: tk.admin, body: { orderCallId: planoId } }));
    expect(d.concessionaria).toHaveLength(20);
    let soma = 0;
    for (const c of d.concessionaria)
      for (const m of c.tipoModelo) for (const ci of m.ciclo) if (m.tipoModeloId === modeloId && ci.cicloId === CICLO) soma += ci.quantidadeFinal;
    expect(soma).toBe(40);
  });

  it('filters: Ciclo, Concessionária, Marca, Modelo', async () => {
    const d = data<Dados>(
      await t.call('POST', 'order-call/obter-dados', {
        token: tk.admin,
        body: { orderCallId: planoId, cicloId: CICLO, concessionariaId: morumbiId, tipoModeloAgrupadoId: modeloId },
      }),
    );
    expect(d.concessionaria).toHaveLength(1);
    expect(d.concessionaria[0]!.tipoModelo).toHaveLength(1);
    expect(d.concessionaria[0]!.tipoModelo[0]!.ciclo.map((c) => c.cicloId)).toEqual([CICLO]);
    const nenhuma = data<Dados>(await t.call('POST', 'order-call/obter-dados', { token: tk.admin, body: { orderCallId: planoId, marcaId: 99999 } }));
    expect(nenhuma.concessionaria).toEqual([]);
  });

  it('a dealer sees only its own rows; naming another dealer is 404; a group user sees its group', async () => {
    const d = data<Dados>(await t.call('POST', 'order-call/obter-dados', { token: tk.morumbi, body: { orderCallId: planoId } }));
    expect(d.concessionaria.map((c) => c.codigoDealer)).toEqual(['JLR001']);
    const outro = await t.call('POST', 'order-call/obter-dados', { token: tk.morumbi, body: { orderCallId: planoId, concessionariaId: jardinsId } });
    expect(outro.statusCode).toBe(404);
    const g = data<Dados>(await t.call('POST', 'order-call/obter-dados', { token: tk.grupo, body: { orderCallId: planoId } }));
    expect(g.concessionaria.map((c) => c.codigoDealer)).toEqual(expect.arrayContaining(['JLR001', 'JLR002', 'JLR003']));
    expect(g.concessionaria.every((c) => ['JLR001', 'JLR002', 'JLR003', 'JLR004'].includes(c.codigoDealer))).toBe(true);
  });

  it("the explanation of a cell: the rule, every input with value and source, the rounding; a dealer reads its own, another dealer's is 404", async () => {
    const url = `order-call/${planoId}/explicacao?concessionariaId=${morumbiId}&tipoModeloId=${modeloId}&cicloId=${CICLO}`;
    const r = await t.call('GET', url, { token: tk.morumbi });
    expect(r.statusCode, r.body).toBe(200);
    const e = data<{
      quantidadeFinal: number;
      explicacao: { regra: string; planejado: number; entradas: { chave: string; fonte: string; valor: number }[]; arredondamento: { piso: number } };
    }>(r);
    expect(e.explicacao.planejado).toBe(40);
    expect(e.explicacao.regra).toMatch(/maior resto/);
    expect(e.explicacao.entradas.map((x) => x.chave)).toEqual(['planoAnual', 'varejo', 'necessidadeEstoque']);
    expect(e.explicacao.entradas[0]!.fonte).toMatch(/Plano anual do ano fiscal 2027/);
    expect(e.explicacao.entradas[1]!.fonte).toMatch(/Varejo de 08\/2026 a 10\/2026/);
    const alheia = await t.call('GET', `order-call/${planoId}/explicacao?concessionariaId=${jardinsId}&tipoModeloId=${modeloId}&cicloId=${CICLO}`, {
      token: tk.morumbi,
    });
    expect(alheia.statusCode).toBe(404);
    expect((await t.call('GET', url, { token: tk.recife })).statusCode).toBe(403);
  });

  it('PUT: the changed final quantities, one event with before/after/who, shown in the explanation; a dealer may not edit (403)', async () => {
    const antes = data<Dados>(
      await t.call('POST', 'order-call/obter-dados', {
        token: tk.admin,
        body: { orderCallId: planoId, concessionariaId: morumbiId, tipoModeloAgrupadoId: modeloId },
      }),
    );
    const cel = antes.concessionaria[0]!.tipoModelo[0]!.ciclo.find((c) => c.cicloId === CICLO)!;
    const body = {
      orderCallId: planoId,
      concessionaria: [
        {
          concessionariaId: morumbiId,
          tipoModelo: [
            {
              tipoModeloId: modeloId,
              ciclo: [
                { cicloId: CICLO, quantidadeFinal: cel.quantidadeFinal + 3 },
                { cicloId: 202612, quantidadeFinal: antes.concessionaria[0]!.tipoModelo[0]!.ciclo.find((c) => c.cicloId === 202612)!.quantidadeFinal },
              ],
            },
          ],
        },
      ],
    };
    expect((await t.call('PUT', `order-call/${planoId}`, { token: tk.morumbi, body })).statusCode).toBe(403);
    const r = await t.call('PUT', `order-call/${planoId}`, { token: tk.montadora, body });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ alteradas: number; mensagem: string }>(r).alteradas).toBe(1);
    const evs = await t.tdb.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `order-call-${planoId}`).execute();
    expect(evs).toHaveLength(1);
    expect(evs[0]!.data).toMatchObject({
      celulas: [{ concessionariaId: morumbiId, tipoModeloId: modeloId, cicloId: CICLO, antes: cel.quantidadeFinal, depois: cel.quantidadeFinal + 3 }],
    });
    const e = data<{ quantidadeCalculada: number; quantidadeFinal: number; alteracoes: { antes: number; depois: number; porNome: string }[] }>(
      await t.call('GET', `order-call/${planoId}/explicacao?concessionariaId=${morumbiId}&tipoModeloId=${modeloId}&cicloId=${CICLO}`, { token: tk.morumbi }),
    );
    expect(e.quantidadeFinal).toBe(cel.quantidadeCalculada + 3);
    expect(e.alteracoes).toEqual([
      expect.objectContaining({ antes: cel.quantidadeFinal, depois: cel.quantidadeFinal + 3, porNome: 'Marta Montadora', origem: 'tela' }),
    ]);
  });

  it('PUT with a cell that does not exist or a negative quantity: nothing is saved', async () => {
    const antes = await contarLinhas(t.tdb.db, 'events');
    const body = {
      concessionaria: [
        {
          concessionariaId: morumbiId,
          tipoModelo: [
            {
              tipoModeloId: modeloId,
              ciclo: [
                { cicloId: CICLO, quantidadeFinal: 1 },
                { cicloId: 202701, quantidadeFinal: 1 },
              ],
            },
          ],
        },
      ],
    };
    expect((await t.call('PUT', `order-call/${planoId}`, { token: tk.admin, body })).statusCode).toBe(404);
    const neg = {
      concessionaria: [{ concessionariaId: morumbiId, tipoModelo: [{ tipoModeloId: modeloId, ciclo: [{ cicloId: CICLO, quantidadeFinal: -1 }] }] }],
    };
    expect((await t.call('PUT', `order-call/${planoId}`, { token: tk.admin, body: neg })).statusCode).toBe(400);
    const depois = await contarLinhas(t.tdb.db, 'events');
    expect(depois).toBe(antes);
  });

  it("Exportar ('Order Call.xlsx') → Importar of the same file changes nothing; an edited file changes just that cell; a bad row is refused with its line, nothing half-saved", async () => {
    const x = await t.call('POST', 'order-call/exportar', { token: tk.admin, body: { orderCallId: planoId } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('Order Call.xlsx');
    const url = `order-call/importar?orderCallId=${planoId}`;
    const mesmo = await enviarPlanilhaMultipart(t.app, tk.admin, url, x.rawPayload);
    expect(mesmo.statusCode, mesmo.body).toBe(200);
    expect(data<{ alteradas: number }>(mesmo).alteradas).toBe(0);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    ws.getRow(2).getCell(7).value = Number(ws.getRow(2).getCell(7).value) + 1;
    const um = await enviarPlanilhaMultipart(t.app, tk.admin, url, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(data<{ alteradas: number }>(um).alteradas).toBe(1);

    ws.getRow(2).getCell(7).value = Number(ws.getRow(2).getCell(7).value) + 1;
    ws.getRow(3).getCell(7).value = 'muitos';
    const antes = await contarLinhas(t.tdb.db, 'events');
    const ruim = await enviarPlanilhaMultipart(t.app, tk.admin, url, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(ruim.statusCode).toBe(400);
    expect(errors(ruim)[0]).toMatch(/^Linha 3: Quantidade inválida/);
    expect(await contarLinhas(t.tdb.db, 'events')).toBe(antes);
    // a dealer reads its rows but does not edit them, by the screen or by a file
    expect((await enviarPlanilhaMultipart(t.app, tk.morumbi, url, x.rawPayload)).statusCode).toBe(403);
  });

  it('Importar refuses a ZIP bomb whose central directory lies (300 MiB declared as a few KiB) with a pt-BR 400, quickly', async () => {
    const x = await t.call('POST', 'order-call/exportar', { token: tk.admin, body: { orderCallId: planoId } });
    const bomba = await bombaQueMente(x.rawPayload);
    const t0 = performance.now();
    const r = await enviarPlanilhaMultipart(t.app, tk.admin, `order-call/importar?orderCallId=${planoId}`, bomba);
    const ms = performance.now() - t0;
    expect([r.statusCode, errors(r)]).toEqual([400, [ocmsg.compactadoAcimaDoLimite]]);
    expect(ms).toBeLessThan(2000);
  });

  it("a dealer's export holds only its rows", async () => {
    const x = await t.call('POST', 'order-call/exportar', { token: tk.morumbi, body: { orderCallId: planoId } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const codigos = new Set<string>();
    wb.worksheets[0]!.eachRow((row, n) => void (n > 1 && codigos.add(String(row.getCell(1).value))));
    expect([...codigos]).toEqual(['JLR001']);
  });

  it('a recomputation replaces the cells and their manual changes', async () => {
    await computar(planoId, 'run-2');
    const e = data<{ alteracoes: unknown[] }>(
      await t.call('GET', `order-call/${planoId}/explicacao?concessionariaId=${morumbiId}&tipoModeloId=${modeloId}&cicloId=${CICLO}`, { token: tk.admin }),
    );
    expect(e.alteracoes).toEqual([]);
  });
});
