import { describe, expect, it } from 'vitest';
import { popupMsg } from './messages.ts';
import { MARCACOES_MAXIMAS, parsePopupDate, todayInBrazil, trimEditorTail, validatePopup } from './rules.ts';

describe('pop-up rules', () => {
  it('reads the dates as sent (YYYY/MM/DD), ISO and dd/MM/yyyy; refuses impossible dates', () => {
    expect(parsePopupDate('2026/11/30')).toBe('2026-11-30');
    expect(parsePopupDate('2026-11-30T03:00:00.000Z')).toBe('2026-11-30');
    expect(parsePopupDate('30/11/2026')).toBe('2026-11-30');
    expect(parsePopupDate('2026/02/30')).toBeNull();
    expect(parsePopupDate('amanhã')).toBeNull();
  });
  it('validates in the order of the form', () => {
    const ok = { grupos: [{ grupoId: 1 }], titulo: 'Aviso', periodoDe: '2026/11/01', periodoAte: '2026/11/30', ordem: 1, texto: '<p>x</p>' };
    expect(validatePopup({})).toBe(popupMsg.selecioneGrupos);
    expect(validatePopup({ ...ok, titulo: ' ' })).toBe(popupMsg.preenchaTitulo);
    expect(validatePopup({ ...ok, periodoAte: null })).toBe(popupMsg.informePeriodo);
    expect(validatePopup({ ...ok, periodoDe: '2026/13/01' })).toBe(popupMsg.dataInvalida);
    expect(validatePopup({ ...ok, periodoAte: '2026/10/31' })).toBe(popupMsg.periodoInvertido);
    expect(validatePopup({ ...ok, ordem: -1 })).toBe(popupMsg.ordemInvalida);
    expect(validatePopup({ ...ok, texto: '' })).toBe(popupMsg.preenchaTexto);
    expect(validatePopup(ok)).toBeNull();
    // more markup than a pop-up has: refused before any HTML parser sees it (its cost grows with the square of the open tags)
    expect(validatePopup({ ...ok, texto: '<div>'.repeat(MARCACOES_MAXIMAS) })).toBeNull();
    expect(validatePopup({ ...ok, texto: '<div>'.repeat(MARCACOES_MAXIMAS + 1) })).toBe(popupMsg.textoComMarcacaoDemais(MARCACOES_MAXIMAS));
  });
  it('removes the editor’s trailing newline-quote; today is Brazil’s date', () => {
    expect(trimEditorTail('<p>oi</p>\n"')).toBe('<p>oi</p>');
    expect(trimEditorTail('<p>"oi"</p>')).toBe('<p>"oi"</p>');
    expect(todayInBrazil(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
  });
});
