import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { arquivoMsg } from '@portal/contracts/uploads/index';
import { DomainError } from '../kernel/index.ts';
import { ArmazenamentoEmDisco } from './em-disco.ts';
import { TamanhoExcedido } from './armazenamento.ts';
import { gravarConteudo } from './envio.ts';
import { html, pdf, png } from '../testing/arquivos.ts';
import { conferirChaves } from '../testing/armazenamento.ts';

/** The disk storage over a real temporary folder. */
const raiz = mkdtempSync(join(tmpdir(), 'portal-armazenamento-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

/** Every file under the folder (relative paths), temporary ones included. */
function arquivosEm(dir: string): string[] {
  const out: string[] = [];
  const andar = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) andar(p);
      else out.push(relative(dir, p));
    }
  };
  andar(dir);
  return out.sort();
}

/** A source of `n` chunks of `tamanho` bytes that records whether it was destroyed (the upload stopped being read). */
function fonte(n: number, tamanho: number, falhaEm?: number) {
  let i = 0;
  const s = new Readable({
    read() {
      if (falhaEm !== undefined && i === falhaEm) return this.destroy(new Error('conexão perdida'));
      if (i++ < n) this.push(Buffer.alloc(tamanho, i));
      else this.push(null);
    },
  });
  return s;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('ArmazenamentoEmDisco', () => {
  it('stores under a random key, hashing while it streams, and gives the same bytes back', async () => {
    const pasta = join(raiz, 'ida-e-volta');
    const a = await ArmazenamentoEmDisco.abrir(pasta);
    const conteudo = pdf();
    const g = await a.put(Readable.from([conteudo.subarray(0, 100), conteudo.subarray(100)]), { tamanhoMaximo: 10_000 });
    expect(g.chave).toMatch(/^[0-9a-f]{32}$/);
    expect(g.sha256).toBe(sha256(conteudo));
    expect(g.tamanho).toBe(conteudo.length);
    const volta = Buffer.concat(await (await a.get(g.chave)).toArray());
    expect(volta.equals(conteudo)).toBe(true);
    expect(await a.exists(g.chave)).toBe(true);
    // where it lives: <2 hex>/<key>, private to the API's user; the temporary folder is empty again
    expect(arquivosEm(pasta)).toEqual([join(g.chave.slice(0, 2), g.chave)]);
    expect(statSync(join(pasta, g.chave.slice(0, 2), g.chave)).mode & 0o777).toBe(0o600);
    expect(statSync(join(pasta, 'tmp')).mode & 0o777).toBe(0o700);
    const outro = await a.put(Readable.from([conteudo]), { tamanhoMaximo: 10_000 });
    expect(outro.chave).not.toBe(g.chave);
    expect(outro.sha256).toBe(g.sha256);
  });

  it('over the limit: stops reading the source, keeps nothing, and says so', async () => {
    const pasta = join(raiz, 'limite');
    const a = await ArmazenamentoEmDisco.abrir(pasta);
    const s = fonte(100, 1024);
    await expect(a.put(s, { tamanhoMaximo: 10 * 1024 })).rejects.toBeInstanceOf(TamanhoExcedido);
    expect(s.destroyed).toBe(true);
    expect(arquivosEm(pasta)).toEqual([]);
    // exactly the limit is accepted
    const g = await a.put(fonte(10, 1024), { tamanhoMaximo: 10 * 1024 });
    expect(g.tamanho).toBe(10 * 1024);
  });

  it('a source that fails midway leaves nothing', async () => {
    const pasta = join(raiz, 'falha');
    const a = await ArmazenamentoEmDisco.abrir(pasta);
    await expect(a.put(fonte(10, 1024, 5), { tamanhoMaximo: 1e6 })).rejects.toThrow('conexão perdida');
    expect(arquivosEm(pasta)).toEqual([]);
  });

  it('get, delete and exists take only keys it could have made', async () => {
    await conferirChaves(await ArmazenamentoEmDisco.abrir(join(raiz, 'chaves')));
  });

  it('on opening, removes temporary files an earlier process abandoned (older than an hour), not recent ones', async () => {
    const pasta = join(raiz, 'abandonados');
    await ArmazenamentoEmDisco.abrir(pasta);
    const velho = join(pasta, 'tmp', 'velho.part');
    const novo = join(pasta, 'tmp', 'novo.part');
    writeFileSync(velho, 'x');
    writeFileSync(novo, 'y');
    const agora = new Date('2026-11-23T15:00:00Z');
    utimesSync(velho, new Date('2026-11-23T13:30:00Z'), new Date('2026-11-23T13:30:00Z'));
    utimesSync(novo, new Date('2026-11-23T14:30:00Z'), new Date('2026-11-23T14:30:00Z'));
    await ArmazenamentoEmDisco.abrir(pasta, () => agora);
    expect(arquivosEm(pasta)).toEqual([join('tmp', 'novo.part')]);
  });
});

describe('gravarConteudo: the type is decided before anything is kept', () => {
  const tipos = ['pdf', 'jpeg', 'png'] as const;

  it('keeps an accepted type and tells it', async () => {
    const a = await ArmazenamentoEmDisco.abrir(join(raiz, 'aceito'));
    const g = await gravarConteudo(a, Readable.from([png()]), { tipos, tamanhoMaximo: 1e6 });
    expect(g.tipo).toBe('png');
    expect(g.tipoConteudo).toBe('image/png');
    expect(g.sha256).toBe(sha256(png()));
  });

  it('refuses a type not allowed, an empty content and an oversized one, keeping nothing', async () => {
    const pasta = join(raiz, 'recusado');
    const a = await ArmazenamentoEmDisco.abrir(pasta);
    const erro = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('devia recusar');
    };
    const tipo = await erro(gravarConteudo(a, Readable.from([html()]), { tipos, tamanhoMaximo: 1e6 }));
    expect([tipo.statusCode, tipo.errors]).toEqual([400, ['Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.']]);
    const xml = await erro(gravarConteudo(a, Readable.from([pdf()]), { tipos: ['xlsx', 'csv'], tamanhoMaximo: 1e6 }));
    expect(xml.errors).toEqual(['Tipo de arquivo não permitido. Envie XLSX ou CSV.']);
    const vazio = await erro(gravarConteudo(a, Readable.from([]), { tipos, tamanhoMaximo: 1e6 }));
    expect([vazio.statusCode, vazio.errors]).toEqual([400, [arquivoMsg.arquivoVazio]]);
    const grande = await erro(gravarConteudo(a, Readable.from([pdf(), Buffer.alloc(2 * 1024 * 1024)]), { tipos, tamanhoMaximo: 1024 * 1024 }));
    expect(grande).toBeInstanceOf(DomainError);
    expect([grande.statusCode, grande.errors]).toEqual([413, ['O arquivo excede o tamanho máximo de 1 MB.']]);
    expect(arquivosEm(pasta)).toEqual([]);
  });
});
