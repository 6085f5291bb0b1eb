import { describe, expect, it } from 'vitest';
import { desserializarFiltros, estadoDaUrl, estadoParaUrl, serializarFiltros } from './filtros-na-url.ts';

interface F {
  pedido: string;
  statusId: number | null;
  status: number[];
  jaguar: boolean;
  dataDe: Date | null;
}
const INICIAIS: F = { pedido: '', statusId: null, status: [], jaguar: true, dataDe: null };
const CHAVES = Object.keys(INICIAIS);

describe('filters as JSON (what a saved view keeps)', () => {
  it('keeps only what differs from the defaults, dates as yyyy-MM-dd', () => {
    const f: F = { pedido: 'P-1\nP-2', statusId: 3, status: [1, 2], jaguar: false, dataDe: new Date(2026, 10, 5) };
    expect(serializarFiltros(INICIAIS, INICIAIS)).toEqual({});
    expect(serializarFiltros(f, INICIAIS)).toEqual({ pedido: 'P-1\nP-2', statusId: 3, status: [1, 2], jaguar: false, dataDe: '2026-11-05' });
  });

  it('reads back into the shape of the defaults; fields the list does not have are left out', () => {
    const f = desserializarFiltros({ pedido: 'P-1', statusId: 3, dataDe: '2026-11-05', outro: 1 }, INICIAIS);
    expect(f).toEqual({ pedido: 'P-1', statusId: 3, status: [], jaguar: true, dataDe: new Date(2026, 10, 5) });
    expect(f.dataDe).toBeInstanceOf(Date);
    // a date-looking text stays text where the default is text
    expect(desserializarFiltros({ pedido: '2026-11-05' }, INICIAIS).pedido).toBe('2026-11-05');
  });
});

describe('the address (a filtered list sent as a link opens the same)', () => {
  const estado = {
    filtros: serializarFiltros<F>({ pedido: '123', statusId: 2, status: [4], jaguar: false, dataDe: new Date(2026, 0, 31) }, INICIAIS),
    ordem: { sort: 'dataEmissao', order: 'desc' as const },
    porPagina: 20,
    pagina: 3,
    colunas: ['pedido', 'data-de-emissao', 'notas.numero'],
  };

  it('round trip: filters, order, page size, page and columns shown; text that reads as a number stays text', () => {
    const p = estadoParaUrl(new URLSearchParams('aba=pedidos'), 'boletos', CHAVES, estado);
    expect(p.toString()).toBe(
      'aba=pedidos&lista=boletos&pedido=%22123%22&statusId=2&status=%5B4%5D&jaguar=false&dataDe=2026-01-31&ordem=dataEmissao%3Adesc&porPagina=20&pagina=3&colunas=pedido%2Cdata-de-emissao%2Cnotas.numero',
    );
    const lido = estadoDaUrl(new URLSearchParams(p.toString()), 'boletos', CHAVES);
    expect(lido).toEqual(estado);
    expect(desserializarFiltros(lido!.filtros, INICIAIS)).toEqual({ pedido: '123', statusId: 2, status: [4], jaguar: false, dataDe: new Date(2026, 0, 31) });
  });

  it('plain text stays readable; a hand-typed value still reads', () => {
    const p = estadoParaUrl(new URLSearchParams(), 'boletos', CHAVES, {
      filtros: { pedido: 'ABC 1' },
      ordem: null,
      porPagina: null,
      pagina: null,
      colunas: null,
    });
    expect(p.get('pedido')).toBe('ABC 1');
    expect(estadoDaUrl(new URLSearchParams('lista=boletos&statusId=7&ordem=x:sideways'), 'boletos', CHAVES)).toEqual({
      filtros: { statusId: 7 },
      ordem: null,
      porPagina: null,
      pagina: null,
      colunas: null,
    });
  });

  it("another list's address is not read, and is replaced when this list writes; the screen's own parameters stay", () => {
    expect(estadoDaUrl(new URLSearchParams('lista=trade.disponiveis&statusId=2'), 'boletos', CHAVES)).toBeNull();
    const p = estadoParaUrl(new URLSearchParams('aba=x&lista=trade.disponiveis&chassi=ABC'), 'boletos', CHAVES, {
      filtros: { statusId: 1 },
      ordem: null,
      porPagina: null,
      pagina: null,
      colunas: null,
    });
    expect(p.toString()).toBe('aba=x&lista=boletos&statusId=1');
    const mesma = estadoParaUrl(new URLSearchParams('id=9&lista=boletos&statusId=2&pagina=2'), 'boletos', CHAVES, {
      filtros: {},
      ordem: null,
      porPagina: null,
      pagina: 1,
      colunas: null,
    });
    expect(mesma.toString()).toBe('id=9');
  });

  it('the columns alone put the list in the address; a bad or repeated key is not read', () => {
    const p = estadoParaUrl(new URLSearchParams(), 'boletos', CHAVES, { filtros: {}, ordem: null, porPagina: null, pagina: null, colunas: ['pedido'] });
    expect(p.toString()).toBe('lista=boletos&colunas=pedido');
    expect(estadoDaUrl(new URLSearchParams('lista=boletos&colunas=pedido,,Data de emissão,pedido,status'), 'boletos', CHAVES)?.colunas).toEqual([
      'pedido',
      'status',
    ]);
    expect(estadoDaUrl(new URLSearchParams('lista=boletos&colunas=,'), 'boletos', CHAVES)?.colunas).toBeNull();
  });
});
