import { describe, expect, it } from 'vitest';
import { alternarColuna, chaveDoTitulo, chavesDasColunas, colunasDaUrl, colunasMostradas, comMostradas } from './colunas-da-lista.ts';
import { estadoDaUrl, estadoParaUrl } from './filtros-na-url.ts';
import { selecionarTodas, todasSelecionadas, type ColunaTabela } from './list-table-model.ts';

interface Linha {
  id: number;
  pedido: string;
}
const coluna = (titulo: string, campo?: string, chave?: string): ColunaTabela<Linha> => ({ titulo, campo, chave, valor: (r) => r.pedido });
const COLUNAS = [
  coluna('Pedido', 'pedido'),
  coluna('Data de emissão'),
  coluna('Situação', 'status:x'),
  coluna('Valor', 'valor'),
  coluna('Prazo', 'x', 'prazo'),
];
const CHAVES = chavesDasColunas(COLUNAS);
const mostradas = (e: readonly string[] | null, chaves = CHAVES) => [...colunasMostradas(e, chaves)];

describe("a list's columns by key", () => {
  it('each column its key: its own, its sort field, else its title without accents; never two alike', () => {
    expect(CHAVES).toEqual(['pedido', 'data-de-emissao', 'situacao', 'valor', 'prazo']);
    expect(chaveDoTitulo('  Nº da Nota / Série ')).toBe('n-da-nota-serie');
    expect(chaveDoTitulo('—')).toBe('coluna');
    expect(chavesDasColunas([coluna('Pedido', 'pedido'), coluna('Pedido original', 'pedido'), coluna('Pedido'), coluna('')])).toEqual([
      'pedido',
      'pedido-original',
      'pedido-2',
      'coluna',
    ]);
    expect(chavesDasColunas(COLUNAS.slice(0, 2), 'notas')).toEqual(['notas.pedido', 'notas.data-de-emissao']);
  });

  it('null or none of the table named: every column; otherwise those named, in the table order', () => {
    expect(mostradas(null)).toEqual(CHAVES);
    expect(mostradas(['outra.coluna'])).toEqual(CHAVES);
    expect(mostradas(['valor', 'pedido', 'outra.coluna'])).toEqual(['pedido', 'valor']);
  });

  it('hiding and showing: the choice names the columns shown, back to null when all are; the last one stays', () => {
    let e = alternarColuna(null, CHAVES, 'data-de-emissao', false);
    expect(e).toEqual(['pedido', 'situacao', 'valor', 'prazo']);
    e = alternarColuna(e, CHAVES, 'valor', false);
    expect(e).toEqual(['pedido', 'situacao', 'prazo']);
    expect(alternarColuna(e, CHAVES, 'data-de-emissao', true)).toEqual(['pedido', 'data-de-emissao', 'situacao', 'prazo']);
    expect(alternarColuna(['pedido', 'data-de-emissao', 'situacao', 'prazo'], CHAVES, 'valor', true)).toBeNull();
    expect(alternarColuna(['pedido'], CHAVES, 'pedido', false)).toEqual(['pedido']);
  });

  it("tables of one list keep each other's choice (the commissions' tabs)", () => {
    const notas = chavesDasColunas(COLUNAS, 'notas');
    const comissoes = chavesDasColunas(COLUNAS, 'comissoes');
    const e = alternarColuna(null, notas, 'notas.valor', false);
    expect(mostradas(e, comissoes)).toEqual(comissoes);
    const ambas = alternarColuna(e, comissoes, 'comissoes.pedido', false);
    expect(mostradas(ambas, notas)).toEqual(['notas.pedido', 'notas.data-de-emissao', 'notas.situacao', 'notas.prazo']);
    expect(mostradas(ambas, comissoes)).toEqual(comissoes.filter((k) => k !== 'comissoes.pedido'));
    // 'Mostrar todas' on the invoices' tab leaves the commissions' choice alone
    expect(comMostradas(ambas, notas, new Set(notas))).toEqual(comissoes.filter((k) => k !== 'comissoes.pedido'));
    expect(comMostradas(e, notas, new Set(notas))).toBeNull();
  });

  it('a saved view applied, then carried by the address and read back: the same columns', () => {
    const daVisao = ['valor', 'pedido'];
    expect(mostradas(daVisao)).toEqual(['pedido', 'valor']);
    const url = estadoParaUrl(new URLSearchParams(), 'boletos', [], { filtros: {}, ordem: null, porPagina: null, pagina: null, colunas: daVisao });
    expect(url.get('colunas')).toBe('valor,pedido');
    expect(estadoDaUrl(url, 'boletos', [])?.colunas).toEqual(daVisao);
    // a view naming only columns the list no longer has shows every column
    expect(mostradas(['coluna-removida'])).toEqual(CHAVES);
    expect(colunasDaUrl(Array.from({ length: 70 }, (_, i) => `c${i}`).join(','))).toHaveLength(60);
    expect(colunasDaUrl(null)).toBeNull();
  });
});

describe("the cards' 'Selecionar todos' (the table header's checkbox)", () => {
  const rows: Linha[] = [1, 2, 3].map((id) => ({ id, pedido: `P${id}` }));
  const par = (r: Linha) => r.id !== 2;
  it('ticked: the selectable rows shown; cleared: none; ticked only when every selectable row is selected', () => {
    expect(selecionarTodas(rows, true, par).map((r) => r.id)).toEqual([1, 3]);
    expect(selecionarTodas(rows, true).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(selecionarTodas(rows, false, par)).toEqual([]);
    expect(todasSelecionadas(rows, [{ id: 3, pedido: 'P3' }, rows[0]!], 'id', par)).toBe(true);
    expect(todasSelecionadas(rows, [rows[0]!], 'id', par)).toBe(false);
    expect(todasSelecionadas(rows, [], 'id', () => false)).toBe(false);
  });
});
