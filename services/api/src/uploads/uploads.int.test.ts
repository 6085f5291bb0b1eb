import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { msg } from '@portal/contracts/messages';
import { arquivoMsg } from '@portal/contracts/uploads/index';
import { arquivoDisponivel } from '@portal/core/storage/index';
import { principal } from '@portal/core/testing/swaps';
import { exe, html, jpeg, nfe, pdf, png, xlsx } from '@portal/core/testing/arquivos';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';

/**
 * Uploads over HTTP, a real PostgreSQL and a real folder (the test app's own DATA_DIR): what is accepted comes back
 * byte for byte with its hash; whatever is refused leaves nothing in the folder or in the table.
 */
interface Parte {
  campo: string;
  nome?: string;
  tipo?: string;
  conteudo: Buffer | string;
}
function multipart(partes: Parte[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const bufs: Buffer[] = [];
  for (const p of partes) {
    const arquivo = p.nome !== undefined;
    bufs.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.campo}"${arquivo ? `; filename="${p.nome}"` : ''}\r\n` +
          (arquivo ? `Content-Type: ${p.tipo ?? 'application/octet-stream'}\r\n` : '') +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(p.conteudo) ? p.conteudo : Buffer.from(p.conteudo, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  bufs.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(bufs), contentType: `multipart/form-data; boundary=${boundary}` };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST genericos/enviar/geral and GET genericos/arquivos/{id}', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, {
    admin: 'admin',
    morumbi: 'dealer.morumbi',
    jardins: 'dealer.jardins',
    autostar: 'grupo.autostar',
    barra: 'dealer.barra',
    financeiro: 'financeiro',
    montadora: 'montadora',
    // Regionais attach no files (Gerente de Vendas saves orders at step 10, so it may)
    gerente: 'regionais',
    recife: 'dealer.recife',
  });
  const pasta = () => join(t.dataDir, 'arquivos');
  /** Files kept in the storage (temporary ones included). */
  function guardados(): string[] {
    const out: string[] = [];
    const andar = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) andar(p);
        else out.push(relative(pasta(), p));
      }
    };
    andar(pasta());
    return out;
  }
  const linhas = () => contarLinhas(t.tdb.db, 'arquivos');

  const enviar = (token: string | null, partes: Parte[], opts: { query?: string; headers?: Record<string, string> } = {}) => {
    const m = multipart(partes);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/genericos/enviar/geral${opts.query ? `?${opts.query}` : ''}`,
      headers: { 'content-type': m.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
      payload: m.payload,
    });
  };
  const baixar = (token: string | null, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/genericos/arquivos/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** Refused: the status and the one message, and nothing new in the folder or the table. */
  async function recusado(envio: Promise<LightMyRequestResponse>, status: number, mensagem: string) {
    const [antesArquivos, antesLinhas] = [guardados().length, await linhas()];
    const r = await envio;
    expect(r.statusCode).toBe(status);
    expect(r.json().success).toBe(false);
    expect(r.json().errors).toEqual([mensagem]);
    expect(guardados().length).toBe(antesArquivos);
    expect(guardados().filter((f) => f.startsWith('tmp'))).toEqual([]);
    expect(await linhas()).toBe(antesLinhas);
    return r;
  }

  it('stores a PDF with its hash and gives the same bytes back to its dealer and to importer staff only', async () => {
    const conteudo = pdf('CNH do cliente');
    const r = await enviar(tk.morumbi, [{ campo: 'files', nome: 'CNH Diego.pdf', tipo: 'application/pdf', conteudo }]);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    const id = data.arquivos[0].id as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data).toEqual({
      filesUploaded: [`arquivos/${id}`],
      arquivos: [{ id, nome: 'CNH Diego.pdf', tamanho: conteudo.length, tipo: 'application/pdf', sha256: sha256(conteudo) }],
    });
    // the table keeps the metadata and the hash; the folder keeps the bytes under a random name
    const row = await t.tdb.db.selectFrom('arquivos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const morumbi = await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br');
    expect(row).toMatchObject({
      nome_original: 'CNH Diego.pdf',
      tipo_conteudo: 'application/pdf',
      tamanho: String(conteudo.length),
      sha256: sha256(conteudo),
      enviado_por_id: morumbi.userId,
      enviado_por_nome: 'Diego Morumbi',
      espelho_admin_id: null,
      concessionaria_id: morumbi.concessionariaId,
      finalidade: 'geral',
    });
    expect(row.enviado_em.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    const noDisco = join(pasta(), row.chave.slice(0, 2), row.chave);
    expect(readFileSync(noDisco).equals(conteudo)).toBe(true);
    expect(guardados()).not.toContain(expect.stringContaining('CNH'));

    for (const quem of [tk.morumbi, tk.admin, tk.financeiro, tk.autostar]) {
      const d = await baixar(quem, id);
      expect(d.statusCode).toBe(200);
      expect(d.rawPayload.equals(conteudo)).toBe(true);
      expect(sha256(d.rawPayload)).toBe(data.arquivos[0].sha256);
      expect(d.headers['content-type']).toBe('application/pdf');
      expect(d.headers['content-length']).toBe(String(conteudo.length));
      expect(d.headers['content-disposition']).toBe(`attachment; filename="CNH Diego.pdf"; filename*=UTF-8''CNH%20Diego.pdf`);
      expect(d.headers['x-content-type-options']).toBe('nosniff');
      expect(d.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(d.headers['cache-control']).toBe('private, no-store');
      expect(d.headers.etag).toBe(`"${sha256(conteudo)}"`);
    }
    // another dealer (also of the same group without group access), the manufacturer: as if it did not exist
    for (const quem of [tk.barra, tk.jardins, tk.montadora, tk.recife]) {
      const d = await baixar(quem, id);
      expect(d.statusCode).toBe(404);
      expect(d.json().errors).toEqual([arquivoMsg.arquivoIndisponivel]);
    }
    expect((await baixar(tk.admin, '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d')).statusCode).toBe(404);
    expect((await baixar(tk.admin, id.toUpperCase())).statusCode).toBe(200);
    const invalido = await baixar(tk.admin, '1');
    expect([invalido.statusCode, invalido.json().errors]).toEqual([400, [msg.campoInvalido('id')]]);
    expect((await baixar(null, id)).statusCode).toBe(401);
  });

  it('tells the type by content: an HTML page named .pdf is refused, a PNG named .pdf is a PNG', async () => {
    await recusado(
      enviar(tk.morumbi, [{ campo: 'files', nome: 'boleto.pdf', tipo: 'application/pdf', conteudo: html() }]),
      400,
      'Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.',
    );
    await recusado(
      enviar(tk.morumbi, [{ campo: 'files', nome: 'comprovante.pdf', tipo: 'application/pdf', conteudo: exe() }]),
      400,
      'Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.',
    );
    const r = await enviar(tk.morumbi, [{ campo: 'files', nome: 'foto.pdf', tipo: 'application/pdf', conteudo: png() }]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.arquivos[0]).toMatchObject({ nome: 'foto.pdf', tipo: 'image/png' });
    const d = await baixar(tk.morumbi, r.json().data.arquivos[0].id);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.headers['content-disposition']).toBe(`attachment; filename="foto.png"; filename*=UTF-8''foto.png`);
    const j = await enviar(tk.morumbi, [{ campo: 'files', nome: 'rg.jpg', conteudo: jpeg() }]);
    expect(j.json().data.arquivos[0].tipo).toBe('image/jpeg');
  });

  it('refuses a file over the limit while it streams, and at once when the declared length says so', async () => {
    // streamed with no declared length: 10 MiB of a PDF and one more KiB
    const corpo = multipart([
      { campo: 'files', nome: 'grande.pdf', conteudo: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1024 - pdf().length, 0x20)]) },
    ]);
    const pedacos = function* () {
      for (let i = 0; i < corpo.payload.length; i += 64 * 1024) yield corpo.payload.subarray(i, i + 64 * 1024);
    };
    const r = await recusado(
      t.app.inject({
        method: 'POST',
        url: '/api/v1/genericos/enviar/geral',
        headers: { 'content-type': corpo.contentType, authorization: `Bearer ${tk.morumbi}`, 'transfer-encoding': 'chunked' },
        payload: Readable.from(pedacos()),
      }),
      413,
      'O arquivo excede o tamanho máximo de 10 MB.',
    );
    expect(r.headers.connection).toBe('close');
    // exactly 10 MiB passes
    const limite = await enviar(tk.morumbi, [
      { campo: 'files', nome: 'limite.pdf', conteudo: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 - pdf().length, 0x20)]) },
    ]);
    expect(limite.statusCode, limite.body).toBe(200);
    expect(limite.json().data.arquivos[0].tamanho).toBe(10 * 1024 * 1024);
    // the declared length alone refuses it before a byte is read
    const declarado = await recusado(
      t.app.inject({
        method: 'POST',
        url: '/api/v1/genericos/enviar/geral',
        headers: { 'content-type': corpo.contentType, authorization: `Bearer ${tk.morumbi}`, 'content-length': String(200 * 1024 * 1024) },
        payload: Readable.from([corpo.payload.subarray(0, 1000)]),
      }),
      413,
      'O arquivo excede o tamanho máximo de 10 MB.',
    );
    expect(declarado.headers.connection).toBe('close');
  });

  it('over a real connection, answers 413 while the client is still sending and stops reading (the rest never arrives)', async () => {
    const endereco = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = `----portal${randomBytes(6).toString('hex')}`;
    const [antes, antesArquivos] = [await linhas(), guardados().length];
    const LIMITE_CLIENTE = 200 * 1024 * 1024;
    const r = await new Promise<{ status: number; corpo: string; enviados: number }>((resolve, reject) => {
      const req = http.request(`${endereco}/api/v1/genericos/enviar/geral`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tk.morumbi}` },
      });
      let enviados = 0;
      let respondido = false;
      const relogio = setTimeout(() => reject(new Error(`sem resposta depois de ${enviados} bytes`)), 60_000);
      req.on('response', (res) => {
        respondido = true;
        let corpo = '';
        res.on('data', (c: Buffer) => (corpo += c.toString('utf8')));
        res.on('end', () => {
          clearTimeout(relogio);
          resolve({ status: res.statusCode!, corpo, enviados });
        });
      });
      // the server closing the connection under a client still writing is the point
      req.on('error', () => {});
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="enorme.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      req.write(pdf());
      const bloco = Buffer.alloc(256 * 1024, 0x20);
      const escrever = () => {
        while (!respondido && enviados < LIMITE_CLIENTE) {
          enviados += bloco.length;
          if (!req.write(bloco)) return void req.once('drain', escrever);
        }
        if (!respondido) req.end(`\r\n--${boundary}--\r\n`);
      };
      escrever();
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.corpo).errors).toEqual(['O arquivo excede o tamanho máximo de 10 MB.']);
    expect(r.enviados).toBeLessThan(LIMITE_CLIENTE);
    expect(guardados().length).toBe(antesArquivos);
    expect(await linhas()).toBe(antes);
  });

  it('takes one file per request, in the field files', async () => {
    await recusado(
      enviar(tk.morumbi, [
        { campo: 'files', nome: 'a.pdf', conteudo: pdf() },
        { campo: 'files', nome: 'b.pdf', conteudo: pdf() },
      ]),
      400,
      arquivoMsg.umArquivoPorVez,
    );
    await recusado(
      enviar(tk.morumbi, [
        { campo: 'files', nome: 'a.pdf', conteudo: pdf() },
        { campo: 'files', nome: 'b.pdf', conteudo: pdf() },
        { campo: 'files', nome: 'c.pdf', conteudo: pdf() },
      ]),
      400,
      arquivoMsg.umArquivoPorVez,
    );
    await recusado(enviar(tk.morumbi, [{ campo: 'file', nome: 'a.pdf', conteudo: pdf() }]), 400, msg.campoNaoPermitido('file'));
    await recusado(
      enviar(tk.morumbi, [
        { campo: 'outro', conteudo: 'x' },
        { campo: 'files', nome: 'a.pdf', conteudo: pdf() },
      ]),
      400,
      msg.campoNaoPermitido('outro'),
    );
  });

  it('asks for a file when none came, and refuses an empty one', async () => {
    await recusado(enviar(tk.morumbi, [{ campo: 'finalidade', conteudo: 'pedido' }]), 400, arquivoMsg.selecioneArquivo);
    await recusado(enviar(tk.morumbi, []), 400, arquivoMsg.selecioneArquivo);
    await recusado(t.call('POST', 'genericos/enviar/geral', { token: tk.morumbi, body: {} }), 400, arquivoMsg.selecioneArquivo);
    await recusado(enviar(tk.morumbi, [{ campo: 'files', nome: '', conteudo: '' }]), 400, arquivoMsg.selecioneArquivo);
    await recusado(enviar(tk.morumbi, [{ campo: 'files', conteudo: 'C:\\fakepath\\cnh.pdf' }]), 400, arquivoMsg.selecioneArquivo);
    await recusado(enviar(tk.morumbi, [{ campo: 'files', nome: 'vazio.pdf', conteudo: '' }]), 400, arquivoMsg.arquivoVazio);
  });

  it('refuses a broken multipart body and keeps nothing', async () => {
    const m = multipart([{ campo: 'files', nome: 'a.pdf', conteudo: pdf() }]);
    await recusado(
      t.app.inject({
        method: 'POST',
        url: '/api/v1/genericos/enviar/geral',
        headers: { 'content-type': m.contentType, authorization: `Bearer ${tk.morumbi}` },
        payload: m.payload.subarray(0, m.payload.length - 60),
      }),
      400,
      arquivoMsg.envioInterrompido,
    );
  });

  it('answers 401 without a session, 403 to a profile that attaches no files', async () => {
    await recusado(enviar(null, [{ campo: 'files', nome: 'a.pdf', conteudo: pdf() }]), 401, msg.naoAutenticado);
    for (const quem of [tk.montadora, tk.gerente, tk.recife])
      await recusado(enviar(quem, [{ campo: 'files', nome: 'a.pdf', conteudo: pdf() }]), 403, msg.semPermissaoFuncionalidade);
  });

  it('keeps only a safe name: no path, no control characters', async () => {
    const r = await enviar(tk.morumbi, [{ campo: 'files', nome: '../../../etc/cron.d/passwd.pdf', conteudo: pdf() }]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.arquivos[0].nome).toBe('passwd.pdf');
    const w = await enviar(tk.morumbi, [{ campo: 'files', nome: '..\\..\\Comprovante de Endereço\u202e.pdf', conteudo: pdf() }]);
    expect(w.json().data.arquivos[0].nome).toBe('Comprovante de Endereço.pdf');
    const d = await baixar(tk.morumbi, w.json().data.arquivos[0].id);
    expect(d.headers['content-disposition']).toBe(`attachment; filename="Comprovante de Endereco.pdf"; filename*=UTF-8''Comprovante%20de%20Endere%C3%A7o.pdf`);
    expect(existsSync(join(t.dataDir, '..', 'etc'))).toBe(false);
    for (const f of guardados()) expect(f).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });

  it('finalidade chooses the types and the function: NF-e XML for commissions, spreadsheets for imports', async () => {
    const x = await enviar(tk.financeiro, [{ campo: 'files', nome: 'nfe.xml', conteudo: nfe(true, true) }], { query: 'finalidade=nfe' });
    expect(x.statusCode, x.body).toBe(200);
    expect(x.json().data.arquivos[0].tipo).toBe('application/xml');
    const baixado = await baixar(tk.financeiro, x.json().data.arquivos[0].id);
    expect(baixado.headers['content-type']).toBe('application/xml; charset=utf-8');
    // the same XML without finalidade (order documents: PDF, JPG or PNG) is refused
    await recusado(enviar(tk.financeiro, [{ campo: 'files', nome: 'nfe.xml', conteudo: nfe() }]), 400, 'Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.');
    await recusado(
      enviar(tk.financeiro, [{ campo: 'files', nome: 'nota.png', conteudo: png() }], { query: 'finalidade=nfe' }),
      400,
      'Tipo de arquivo não permitido. Envie PDF ou XML.',
    );
    // imports: only who edits importacoes (the administrator here), spreadsheets and CSV
    await recusado(
      enviar(tk.financeiro, [{ campo: 'files', nome: 'v.xlsx', conteudo: await xlsx() }], { query: 'finalidade=importacao' }),
      403,
      msg.semPermissaoFuncionalidade,
    );
    const planilha = await xlsx();
    const p = await enviar(tk.admin, [{ campo: 'files', nome: 'veiculos.xlsx', conteudo: planilha }], { query: 'finalidade=importacao' });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data.arquivos[0]).toMatchObject({ tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sha256: sha256(planilha) });
    const row = await t.tdb.db
      .selectFrom('arquivos')
      .select(['finalidade', 'concessionaria_id'])
      .where('id', '=', p.json().data.arquivos[0].id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ finalidade: 'importacao', concessionaria_id: null });
    // the finalidade may come as a form field before the file
    const c = await enviar(tk.admin, [
      { campo: 'finalidade', conteudo: 'importacao' },
      { campo: 'files', nome: 'precos.csv', conteudo: '\ufeffChassi;Preço\nSALGA2BE0RA100001;350.000,00\n' },
    ]);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.arquivos[0].tipo).toBe('text/csv');
    await recusado(
      enviar(tk.admin, [
        { campo: 'files', nome: 'nota.pdf', conteudo: pdf() },
        { campo: 'finalidade', conteudo: 'nfe' },
      ]),
      400,
      arquivoMsg.finalidadeDepoisDoArquivo,
    );
    await recusado(
      enviar(tk.admin, [{ campo: 'files', nome: 'a.pdf', conteudo: pdf() }], { query: 'finalidade=qualquer' }),
      400,
      msg.campoInvalido('finalidade'),
    );
    await recusado(
      enviar(
        tk.admin,
        [
          { campo: 'finalidade', conteudo: 'nfe' },
          { campo: 'files', nome: 'a.pdf', conteudo: pdf() },
        ],
        { query: 'finalidade=pedido' },
      ),
      400,
      msg.campoInvalido('finalidade'),
    );
    await recusado(
      enviar(tk.morumbi, [
        { campo: 'finalidade', conteudo: 'importacao' },
        { campo: 'files', nome: 'a.csv', conteudo: 'a;b\n' },
      ]),
      403,
      msg.semPermissaoFuncionalidade,
    );
  });

  it('a retried upload with the same Idempotency-Key answers the first file and stores nothing twice', async () => {
    const antes = [guardados().length, await linhas()];
    const partes = [{ campo: 'files', nome: 'boleto.pdf', conteudo: pdf('boleto') }];
    const a = await enviar(tk.morumbi, partes, { headers: { 'idempotency-key': 'envio-arquivo-0001' } });
    const b = await enviar(tk.morumbi, partes, { headers: { 'idempotency-key': 'envio-arquivo-0001' } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replay']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect([guardados().length, await linhas()]).toEqual([antes[0]! + 1, antes[1]! + 1]);
  });

  it('hostile multipart bodies (boundaries, headers, names, truncations, random bytes) never answer 5xx and keep nothing they refuse', async () => {
    const lixo = fc.uint8Array({ maxLength: 600 }).map((u) => Buffer.from(u));
    const nomeHostil = fc.oneof(
      fc.constantFrom('', '.', '..', '../', 'a"b.pdf', 'a\r\nX-Injetado: 1.pdf', '%00.pdf', 'CON.pdf', '𝒜😀ç.pdf', 'x'.repeat(5000), '__proto__'),
      fc.string({ maxLength: 60 }),
    );
    const caso = fc.record({
      campo: fc.constantFrom('files', 'files', 'file', '__proto__', 'constructor', '', 'finalidade'),
      nome: fc.option(nomeHostil, { nil: undefined }),
      conteudo: fc.oneof(lixo, fc.constant(pdf()), fc.constant(html()), fc.constant(png())),
      corte: fc.option(fc.nat(2000), { nil: undefined }),
      boundaryQuebrado: fc.boolean(),
      tipo: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed', 'text/plain', 'application/json'),
    });
    const antes = [guardados().length, await linhas()];
    let aceitos = 0;
    for (const c of fc.sample(caso, { numRuns: 80, seed: 20261123 })) {
      const m = multipart([{ campo: c.campo, ...(c.nome !== undefined ? { nome: c.nome } : {}), conteudo: c.conteudo }]);
      const payload = c.corte !== undefined ? m.payload.subarray(0, c.corte) : m.payload;
      const contentType = c.boundaryQuebrado ? c.tipo : m.contentType;
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/genericos/enviar/geral',
        headers: { 'content-type': contentType, authorization: `Bearer ${tk.morumbi}` },
        payload,
      });
      expect(r.statusCode, `${contentType} ${JSON.stringify(c.nome)?.slice(0, 40)} → ${r.body.slice(0, 200)}`).toBeLessThan(500);
      if (r.statusCode === 200) aceitos++;
      else expect(r.json().errors.length).toBe(1);
      expect(r.headers['x-injetado']).toBeUndefined();
    }
    // only what was answered 200 was kept, each once
    expect([guardados().length, await linhas()]).toEqual([antes[0]! + aceitos, antes[1]! + aceitos]);
    expect(guardados().filter((f) => f.startsWith('tmp'))).toEqual([]);
  });

  it("a file whose bytes vanished from the storage answers 404 (the operator's log says why)", async () => {
    const r = await enviar(tk.admin, [{ campo: 'files', nome: 'x.pdf', conteudo: pdf() }]);
    const id = r.json().data.arquivos[0].id as string;
    const { chave } = await t.tdb.db.selectFrom('arquivos').select('chave').where('id', '=', id).executeTakeFirstOrThrow();
    rmSync(join(pasta(), chave.slice(0, 2), chave));
    expect((await baixar(tk.admin, id)).statusCode).toBe(404);
  });

  it('records the administrator behind an acesso espelho', async () => {
    const alvo = await principal(t.tdb.db, 'dealer.barra@demo.portal.com.br');
    const link = (await t.call('POST', `participantes/espelho/${alvo.userId}`, { token: tk.admin })).json().data.token as string;
    const espelho = (await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: link } })).json().data.accessToken as string;
    const r = await enviar(espelho, [{ campo: 'files', nome: 'nf.pdf', conteudo: pdf() }]);
    expect(r.statusCode, r.body).toBe(200);
    const admin = await principal(t.tdb.db, 'admin@demo.portal.com.br');
    const row = await t.tdb.db.selectFrom('arquivos').selectAll().where('id', '=', r.json().data.arquivos[0].id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enviado_por_id: alvo.userId, espelho_admin_id: admin.userId, concessionaria_id: alvo.concessionariaId });
    expect((await baixar(tk.barra, row.id)).statusCode).toBe(200);
  });

  it('arquivoDisponivel: other contexts check a referenced file the way a download would', async () => {
    const r = await enviar(tk.morumbi, [{ campo: 'files', nome: 'cnh.pdf', conteudo: pdf() }], { query: 'finalidade=pedido' });
    const id = r.json().data.arquivos[0].id as string;
    const db = t.tdb.db;
    const [morumbi, autostar, barra, admin] = await Promise.all(
      ['dealer.morumbi', 'grupo.autostar', 'dealer.barra', 'admin'].map((e) => principal(db, `${e}@demo.portal.com.br`)),
    );
    expect((await arquivoDisponivel(db, id, morumbi!))?.sha256).toBe(r.json().data.arquivos[0].sha256);
    expect((await arquivoDisponivel(db, `arquivos/${id}`, morumbi!))?.id).toBe(id);
    expect((await arquivoDisponivel(db, id, autostar!))?.id).toBe(id);
    expect((await arquivoDisponivel(db, id, admin!))?.nome).toBe('cnh.pdf');
    expect(await arquivoDisponivel(db, id, barra!)).toBeNull();
    expect((await arquivoDisponivel(db, id, morumbi!, ['pedido', 'geral']))?.finalidade).toBe('pedido');
    expect(await arquivoDisponivel(db, id, morumbi!, ['nfe'])).toBeNull();
    expect(await arquivoDisponivel(db, '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', admin!)).toBeNull();
    expect(await arquivoDisponivel(db, "x' or 1=1 --", admin!)).toBeNull();
  });
});
