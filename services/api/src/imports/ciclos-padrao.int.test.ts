import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { AbaImportacao, NomeParametro } from '@portal/contracts/imports/aba';
import { ABA_VAREJO, ABA_VAREJO2 } from '@portal/contracts/imports/abas/varejo';
import { ABA_RELATORIOS } from '@portal/contracts/imports/abas/relatorios';
import { ABA_FLOOR_PLAN } from '@portal/contracts/imports/abas/floor-plan';
import { ABA_PLANO_ANUAL } from '@portal/contracts/imports/abas/plano-anual';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { valorPadrao } from '@portal/contracts/imports/padroes';
import type { CicloFiscal } from '@portal/contracts/imports/schemas';
import { DEFINICOES_POR_ARQUIVO } from '@portal/core/imports/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { multipartArquivo } from '../testing/envios.ts';

/**
 * The Ano and Ciclo selects of /imports (docs/decisions.md "Imports: the Ano and Ciclo defaults"): what the screen
 * offers before the user picks anything — the current fiscal year (`GET ano-fiscal/atual`) and the cycle `padrao` of
 * that year (`GET ciclo?anoFiscal`) — is accepted by the upload and by the engine's own check on any day of the year;
 * a cycle belongs to the fiscal year chosen, whichever that is.
 */
let t: TestApp;
let admin: string;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const csv = (linhas: string[][]) => Buffer.from(linhas.map((l) => l.join(';')).join('\r\n') + '\r\n');

/** A file each tab takes (its columns and one valid row). */
async function arquivoDa(aba: AbaImportacao): Promise<[string, Buffer]> {
  if (aba === ABA_PLANO_ANUAL) {
    const wb = new ExcelJS.Workbook();
    for (const n of ['Capa', 'Resumo', 'Premissas', 'Total']) wb.addWorksheet(n);
    const ws = wb.addWorksheet('JLR001');
    ws.getCell('C4').value = 'JLR001';
    ws.getCell('C6').value = 'Land Rover';
    ws.getCell('C7').value = 'Defender';
    ws.getCell('H7').value = 12;
    return ['plano.xlsx', Buffer.from(await wb.xlsx.writeBuffer())];
  }
  const linha: Record<string, string> = {
    Dealer: 'JLR001',
    Modelo: 'Defender',
    Quantidade: '3',
    Limite: '1000',
    Utilizado: '10',
    Indicador: 'RTL',
    Valor: '4',
  };
  return [`${aba.nome}.csv`, csv([aba.colunas.map((c) => c.nome), aba.colunas.map((c) => linha[c.nome] ?? '')])];
}

const enviar = async (aba: AbaImportacao, params: Partial<Record<NomeParametro, number>>) => {
  const [nome, bytes] = await arquivoDa(aba);
  const [caminho, query] = aba.envio.split('?');
  const qs = new URLSearchParams(query ?? '');
  for (const [k, v] of Object.entries(params)) qs.set(k, String(v));
  const m = multipartArquivo(nome, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${caminho}?${qs.toString()}`,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${admin}` },
    payload: m.payload,
  });
};

/** Sets the server's clock and signs in again (a token of another instant would be expired or not yet valid). */
async function relogio(quando: string) {
  t.clock.now = new Date(quando);
  admin = await t.login('admin@demo.portal.com.br');
}

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe("the tabs' default Ano and Ciclo are accepted whatever the month", () => {
  // June (fiscal year 2027 = Abr/2026…Mar/2027, the calendar year 2026 is not it) and February (the fiscal year's last
  // but one month, calendar year 2027): noon in São Paulo
  const casos = [
    { quando: '2026-06-15T15:00:00Z', anoFiscal: 2027, ciclo: 202606 },
    { quando: '2027-02-15T15:00:00Z', anoFiscal: 2027, ciclo: 202702 },
    { quando: '2026-02-15T15:00:00Z', anoFiscal: 2026, ciclo: 202602 },
  ];
  for (const c of casos)
    it(`clock at ${c.quando}: Ano ${c.anoFiscal}, Ciclo ${c.ciclo}, for Varejo, Retail 2, Relatórios, Floor Plan and Plano Anual`, async () => {
      await relogio(c.quando);
      const anos = data<number[]>(await t.call('GET', 'ano-fiscal', { token: admin }));
      const atual = data<number>(await t.call('GET', 'ano-fiscal/atual', { token: admin }));
      expect(atual).toBe(c.anoFiscal);
      expect(anos).toContain(atual);
      const ciclos = data<CicloFiscal[]>(await t.call('GET', `ciclo?anoFiscal=${atual}`, { token: admin }));
      expect(ciclos.map((x) => x.anoFiscal)).toEqual(Array(12).fill(atual));
      // the screen's old default, the calendar year with the current month's cycle, holds only from January to March
      const calendario = Number(c.quando.slice(0, 4));
      const antigo = await enviar(ABA_VAREJO, { ano: calendario, cicloId: c.ciclo });
      expect([antigo.statusCode, calendario === atual ? [] : errors(antigo)]).toEqual([
        calendario === atual ? 200 : 400,
        calendario === atual ? [] : [imsg.cicloInvalido],
      ]);
      for (const aba of [ABA_VAREJO, ABA_VAREJO2, ABA_RELATORIOS, ABA_FLOOR_PLAN, ABA_PLANO_ANUAL]) {
        const params: Partial<Record<NomeParametro, number>> = {};
        for (const p of aba.parametros) params[p] = valorPadrao(p, atual, ciclos) ?? (p === 'importacaoRelatorioTipoId' ? 1 : undefined);
        expect([aba.nome, params.ano, params.cicloId]).toEqual([aba.nome, c.anoFiscal, aba.parametros.includes('cicloId') ? c.ciclo : undefined]);
        const r = await enviar(aba, params);
        expect([aba.nome, r.statusCode], r.body).toEqual([aba.nome, 200]);
        // and the engine's own check, which the workflow runs before the first row
        await expect(DEFINICOES_POR_ARQUIVO.get(aba.arquivo)!.carregarContexto(t.tdb.db, params)).resolves.toBeDefined();
      }
    });
});

describe('GET ciclo follows the fiscal year asked', () => {
  it("another fiscal year's cycles, its default the same calendar month; none of them is the current month's", async () => {
    await relogio('2026-06-15T15:00:00Z');
    const outros = data<CicloFiscal[]>(await t.call('GET', 'ciclo?anoFiscal=2025', { token: admin }));
    expect(outros.map((x) => x.id)).toEqual([202404, 202405, 202406, 202407, 202408, 202409, 202410, 202411, 202412, 202501, 202502, 202503]);
    expect(outros.filter((x) => x.padrao).map((x) => x.id)).toEqual([202406]);
    expect(outros.some((x) => x.atual)).toBe(false);
    // without anoFiscal: the current fiscal year's
    const atuais = data<CicloFiscal[]>(await t.call('GET', 'ciclo', { token: admin }));
    expect(atuais.filter((x) => x.atual && x.padrao).map((x) => x.id)).toEqual([202606]);
  });
});

describe('the upload checks the cycle against the fiscal year chosen', () => {
  it('a cycle of another fiscal year is accepted with that year and refused with any other (nothing recorded)', async () => {
    await relogio('2026-06-15T15:00:00Z');
    const importacoes = async () => contarLinhas(t.tdb.db, 'importacoes');
    for (const aba of [ABA_VAREJO, ABA_FLOOR_PLAN, ABA_RELATORIOS]) {
      const extra = aba === ABA_RELATORIOS ? { importacaoRelatorioTipoId: 1 } : {};
      // May 2024 is a cycle of fiscal year 2025 (Abr/2024…Mar/2025), not of the current 2027
      const aceita = await enviar(aba, { ...extra, ano: 2025, cicloId: 202405 });
      expect([aba.nome, aceita.statusCode], aceita.body).toEqual([aba.nome, 200]);
      const antes = await importacoes();
      for (const ano of [2027, 2024, 2026]) {
        const r = await enviar(aba, { ...extra, ano, cicloId: 202405 });
        expect([aba.nome, ano, r.statusCode, errors(r)]).toEqual([aba.nome, ano, 400, [imsg.cicloInvalido]]);
      }
      expect(await importacoes()).toBe(antes);
    }
  });
});
