import { describe, expect, it } from 'vitest';
import { alternarColuna, chaveDoTitulo, chavesDasColunas, colunasDaUrl, colunasMostradas, comOrdem, moverColuna, ordemDoPainel } from './colunas-da-lista.ts';
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
const mostradas = (e: readonly string[] | null, chaves = CHAVES) => colunasMostradas(e, chaves);

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

  it('null or none of the table named: every column in the table order; otherwise those named, in the order named', () => {
    expect(mostradas(null)).toEqual(CHAVES);
    expect(mostradas(['outra.coluna'])).toEqual(CHAVES);
    expect(mostradas(['valor', 'pedido', 'outra.coluna', 'valor'])).toEqual(['valor', 'pedido']);
    // what the chooser wrote before columns could move (the table order) still means the same columns in the same order
    expect(mostradas(['pedido', 'situacao', 'prazo'])).toEqual(['pedido', 'situacao', 'prazo']);
  });

  it('moving: one place among those shown; every column in the table order is null again; an end or a hidden one changes nothing', () => {
    let e = moverColuna(null, CHAVES, 'valor', -1);
    expect(e).toEqual(['pedido', 'data-de-emissao', 'valor', 'situacao', 'prazo']);
    e = moverColuna(e, CHAVES, 'valor', -1);
    expect(e).toEqual(['pedido', 'valor', 'data-de-emissao', 'situacao', 'prazo']);
    expect(moverColuna(e, CHAVES, 'pedido', -1)).toEqual(e);
    expect(moverColuna(e, CHAVES, 'prazo', 1)).toEqual(e);
    expect(moverColuna(moverColuna(e, CHAVES, 'valor', 1), CHAVES, 'valor', 1)).toBeNull();
    // hidden columns are skipped: the move is among those shown
    const oculta = alternarColuna(null, CHAVES, 'data-de-emissao', false);
    expect(moverColuna(oculta, CHAVES, 'situacao', -1)).toEqual(['situacao', 'pedido', 'valor', 'prazo']);
    expect(moverColuna(oculta, CHAVES, 'data-de-emissao', -1)).toEqual(oculta);
    // 'Restaurar padrão'
    expect(comOrdem(e, CHAVES, CHAVES)).toBeNull();
  });

  it('a hidden column shown again goes after the nearest one before it in the table order; the chooser lists it there', () => {
    const e = ['valor', 'pedido', 'prazo'];
    expect(alternarColuna(e, CHAVES, 'situacao', true)).toEqual(['valor', 'pedido', 'situacao', 'prazo']);
    expect(alternarColuna(e, CHAVES, 'data-de-emissao', true)).toEqual(['valor', 'pedido', 'data-de-emissao', 'prazo']);
    expect(alternarColuna(['valor', 'prazo'], CHAVES, 'pedido', true)).toEqual(['pedido', 'valor', 'prazo']);
    expect(ordemDoPainel(e, CHAVES)).toEqual([
      { chave: 'valor', mostrada: true, posicao: 0 },
      { chave: 'pedido', mostrada: true, posicao: 1 },
      { chave: 'data-de-emissao', mostrada: false, posicao: -1 },
      { chave: 'situacao', mostrada: false, posicao: -1 },
      { chave: 'prazo', mostrada: true, posicao: 2 },
    ]);
    expect(ordemDoPainel(null, CHAVES).map((o) => o.chave)).toEqual(CHAVES);
    // showing one already shown, or hiding one already hidden, changes nothing
    expect(alternarColuna(e, CHAVES, 'valor', true)).toEqual(e);
    expect(alternarColuna(e, CHAVES, 'situacao', false)).toEqual(e);
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
    // 'Restaurar padrão' on the invoices' tab leaves the commissions' choice (and order) alone
    expect(comOrdem(ambas, notas, notas)).toEqual(comissoes.filter((k) => k !== 'comissoes.pedido'));
    expect(comOrdem(e, notas, notas)).toBeNull();
    const movida = moverColuna(ambas, comissoes, 'comissoes.prazo', -1);
    expect(mostradas(movida, comissoes)).toEqual(['comissoes.data-de-emissao', 'comissoes.situacao', 'comissoes.prazo', 'comissoes.valor']);
    expect(mostradas(movida, notas)).toEqual(mostradas(ambas, notas));
  });

  it('a saved view applied, then carried by the address and read back: the same columns in the same order', () => {
    const daVisao = ['valor', 'pedido'];
    expect(mostradas(daVisao)).toEqual(['valor', 'pedido']);
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
