import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizePopupHtml } from './sanitize.ts';
import { XSS_CORPUS as CORPUS, unsafeReasons } from '../testing/xss-corpus.ts';

function assertSafe(out: string) {
  expect(unsafeReasons(out), out).toEqual([]);
}

describe('sanitizePopupHtml against an XSS corpus', () => {
  it(`has at least 30 payloads (${CORPUS.length}), and the checker flags them raw`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    const flagged = CORPUS.filter((p) => unsafeReasons(p).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(CORPUS.length - 3);
  });

  for (const payload of CORPUS) {
    it(`neutralises ${JSON.stringify(payload).slice(0, 70)}`, () => {
      const out = sanitizePopupHtml(payload);
      assertSafe(out);
      // idempotent: what is stored sanitises to itself (no mutation-based XSS on a second parse)
      expect(sanitizePopupHtml(out)).toBe(out);
      // inside the editor's paragraph too
      assertSafe(sanitizePopupHtml(`<p>Comunicado</p>${payload}<p>fim</p>`));
    });
  }
});

describe('sanitizePopupHtml keeps the editor formatting', () => {
  it('keeps paragraphs, emphasis, lists, safe links, images, allowed classes and styles', () => {
    const html =
      '<h2 class="ql-align-center">Novidades</h2><p><strong>Atenção</strong>, <em>dealers</em> e <u>equipes</u>: ' +
      '<a href="https://portal.example/x" target="_blank">veja</a> ou <a href="mailto:suporte@portal.example">escreva</a>.</p>' +
      '<ol><li>um</li><li><span style="color: #e60000; background-color: rgb(255, 255, 0)">dois</span></li></ol>' +
      '<p><img src="https://cdn.example/banner.png" alt="Banner"></p>';
    expect(sanitizePopupHtml(html)).toBe(
      '<h2 class="ql-align-center">Novidades</h2><p><strong>Atenção</strong>, <em>dealers</em> e <u>equipes</u>: ' +
        '<a href="https://portal.example/x" target="_blank" rel="noopener noreferrer">veja</a> ou <a href="mailto:suporte@portal.example">escreva</a>.</p>' +
        '<ol><li>um</li><li><span style="color:#e60000;background-color:rgb(255, 255, 0)">dois</span></li></ol>' +
        '<p><img src="https://cdn.example/banner.png" alt="Banner" /></p>',
    );
  });
  it('drops classes outside the editor’s and any target but _blank', () => {
    expect(sanitizePopupHtml('<p class="ql-indent-1 evil">x</p><a href="https://a.example" target="_top">a</a>')).toBe(
      '<p class="ql-indent-1">x</p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
  it('tells a blank text (only empty tags) from a real one', () => {
    expect(isBlankHtml('<p><br></p><p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>oi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://a.example/b.png"></p>')).toBe(false);
  });
});
