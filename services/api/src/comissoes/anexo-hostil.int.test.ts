import { beforeAll, describe, expect, it } from 'vitest';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { TAMANHO_MAXIMO_PADRAO } from '@portal/core/storage/index';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { appDaSuite } from '../testing/suite.ts';
import { esperasEnquanto, multipartDeUmArquivo, ouvirNumaPorta } from '../testing/concorrencia.ts';

/**
 * A dealer's hostile NF-e at the upload limit, sent over a real socket (app.listen), so the parser competes with the
 * other requests for the one event loop as it does in production: the attach answers 400 quickly and a cheap request
 * sent meanwhile is not held behind it.
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
let base: string;
let token: string;
let pedidoId: number;

beforeAll(async () => {
  token = await t.login('dealer.morumbi@demo.portal.com.br');
  const admin = await principal(t.tdb.db, 'admin@demo.portal.com.br');
  const dealer = await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br');
  pedidoId = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin, dealer }, { ate: 'faturamentoRegular' });
  base = await ouvirNumaPorta(t);
});

async function enviar(nome: string, conteudo: Buffer): Promise<string> {
  const m = multipartDeUmArquivo(nome, conteudo, 'application/xml');
  const r = await fetch(`${base}/genericos/enviar/geral?finalidade=nfe`, {
    method: 'POST',
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    body: m.corpo,
  });
  const j = (await r.json()) as { data: { filesUploaded: string[] }; errors: string[] };
  expect(r.status, j.errors?.join()).toBe(200);
  return j.data.filesUploaded[0]!;
}

/** A document of `tamanho` bytes: `<nfeProc>`, `unidade` repeated, `</nfeProc>` (the upload's type check accepts it). */
function hostil(unidade: string, tamanho = TAMANHO_MAXIMO_PADRAO): Buffer {
  const abre = '<nfeProc>';
  const fecha = '</nfeProc>';
  const n = Math.floor((tamanho - abre.length - fecha.length) / unidade.length);
  return Buffer.from(abre + unidade.repeat(n) + fecha);
}

describe('a hostile NF-e attach (issue "No single request can hurt the portal")', () => {
  it.each([
    ['comments opened and never closed (the issue’s file, at the upload limit)', '<!--'],
    ['a flood of empty elements', '<NFe></NFe>'],
    ['one text run the size of the file', 'x'],
  ])('%s: 400 in pt-BR within 1 s, other requests answered within 100 ms meanwhile', async (_, unidade) => {
    const arquivo = hostil(unidade);
    expect(arquivo.length).toBeLessThanOrEqual(TAMANHO_MAXIMO_PADRAO);
    const url = await enviar('nota.xml', arquivo);
    const t0 = performance.now();
    const { resultado, esperas } = await esperasEnquanto(
      base,
      fetch(`${base}/notas/fiscais`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ pedidosId: [pedidoId], urlNotaFiscal: url }),
      }).then(async (r) => ({ status: r.status, corpo: (await r.json()) as { errors: string[] } })),
    );
    const ms = performance.now() - t0;
    expect(resultado.status).toBe(400);
    expect(resultado.corpo.errors).toEqual([nfMsg.xmlNaoNfe]);
    expect(ms).toBeLessThan(1000);
    expect(esperas.length).toBeGreaterThan(0);
    expect(Math.max(...esperas)).toBeLessThan(100);
    console.info(`${unidade}: attach ${ms.toFixed(0)} ms; other route ${esperas.map((e) => e.toFixed(0)).join('/')} ms`);
  });
});
