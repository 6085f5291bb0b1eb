import { describe, expect, it } from 'vitest';
import { linhasCsv, type LinhaBruta } from './leitura.ts';

/** The reader's rules one character at a time (its first version): the oracle the run-copying reader must agree with. */
function referencia(texto: string): LinhaBruta[] {
  const out: LinhaBruta[] = [];
  texto = texto.replace(/^\uFEFF/, '');
  const fim0 = texto.indexOf('\n');
  const cab = fim0 < 0 ? texto : texto.slice(0, fim0);
  const sep = cab.split(';').length >= cab.split(',').length ? ';' : ',';
  let campo = '';
  let campos: string[] = [];
  let aspas = false;
  let anteriorAspas = false;
  let linha = 1;
  let inicio = 1;
  const fechar = () => {
    campos.push(campo);
    campo = '';
    const vals = campos.map((c) => c.trim());
    campos = [];
    while (vals.length > 0 && vals[vals.length - 1] === '') vals.pop();
    if (vals.length > 0) out.push({ numero: inicio, valores: vals });
  };
  for (const c of texto) {
    if (aspas) {
      if (c === '"') {
        aspas = false;
        anteriorAspas = true;
      } else {
        if (c === '\n') linha++;
        campo += c;
      }
      continue;
    }
    if (c === '"') {
      if (anteriorAspas) campo += '"';
      aspas = true;
      anteriorAspas = false;
      continue;
    }
    anteriorAspas = false;
    if (c === sep) {
      campos.push(campo);
      campo = '';
    } else if (c === '\n') {
      fechar();
      linha++;
      inicio = linha;
    } else if (c !== '\r') campo += c;
  }
  if (campo !== '' || campos.length > 0) fechar();
  return out;
}

function gerador(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function ler(bytes: Buffer, cortes: number[]): Promise<LinhaBruta[]> {
  async function* pedacos() {
    let a = 0;
    for (const c of [...cortes, bytes.length]) {
      yield bytes.subarray(a, c);
      a = c;
    }
  }
  const out: LinhaBruta[] = [];
  for await (const l of linhasCsv(pedacos())) out.push(l);
  return out;
}

describe('linhasCsv', () => {
  it('reads every generated text as the one-character-at-a-time rules do, however the bytes are cut into chunks', async () => {
    const r = gerador(11);
    const alfabeto = ['a', 'b', 'ç', 'ã', ' ', ';', ',', '"', '""', '\n', '\r\n', '\r', '=1+1', '@', '12,5', '\uFEFF'];
    for (let caso = 0; caso < 1500; caso++) {
      const partes = Array.from({ length: Math.floor(r() * 60) }, () => alfabeto[Math.floor(r() * alfabeto.length)]!);
      const texto = (r() < 0.2 ? '\uFEFF' : '') + partes.join('');
      const bytes = Buffer.from(texto, 'utf8');
      const cortes = Array.from({ length: Math.floor(r() * 4) }, () => Math.floor(r() * bytes.length)).sort((x, y) => x - y);
      expect(await ler(bytes, cortes), JSON.stringify({ texto, cortes })).toEqual(referencia(texto));
    }
  });

  it('keeps line numbers across quoted line breaks and chunk boundaries', async () => {
    const texto = 'a;b\n"um\ndois";x\n\nc;"d""e"\n';
    const bytes = Buffer.from(texto);
    for (let c = 0; c <= bytes.length; c++)
      expect(await ler(bytes, [c])).toEqual([
        { numero: 1, valores: ['a', 'b'] },
        { numero: 2, valores: ['um\ndois', 'x'] },
        { numero: 5, valores: ['c', 'd"e'] },
      ]);
  });
});
