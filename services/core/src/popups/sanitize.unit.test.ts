import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizePopupHtml } from './sanitize.ts';

/** OWASP XSS filter-evasion cheat-sheet style payloads, plus mXSS and editor-specific tricks. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x73;cript:alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  `<div style="width: expression(alert('XSS'));">x</div>`,
  `<p style="color: red; background-image: url('javascript:alert(1)')">x</p>`,
  '<body onload=alert(1)>',
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  `<style>@import 'javascript:alert(1)';</style>`,
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">x</p>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<a href="//evil.example/x">x</a>',
  '<span class="ql-size-large x-evil" style="color: expression(alert(1))">x</span>',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<video><source onerror="alert(1)"></video>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<div><img src=x:alert(1) onerror=eval(src)></div>',
  '<a href="jav&#x61;script&#x3a;alert(1)" target="_self">x</a>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
];

const NEVER_TAGS = /<\s*\/?\s*(script|iframe|object|embed|svg|math|style|form|input|button|base|meta|link|body|noscript|template|textarea|video|source|details|marquee|xss|mi|mtext|mglyph)\b/i;
const EVENT_ATTRIBUTE = /<[^>]*[\s"'/]on[a-z]+\s*=/i;
const URL_ATTRIBUTE = /\s(href|src|action|formaction|background|xlink:href|srcdoc|data)\s*=\s*"([^"]*)"/gi;

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/g, '&')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase();

function assertSafe(out: string) {
  expect(out).not.toMatch(NEVER_TAGS);
  expect(out).not.toMatch(EVENT_ATTRIBUTE);
  for (const m of out.matchAll(URL_ATTRIBUTE)) {
    expect(m[1]!.toLowerCase(), out).toMatch(/^(href|src)$/);
    const url = decode(m[2]!);
    expect(url, out).toMatch(/^(https?:|mailto:|[^:]*$)/);
    expect(url.startsWith('//'), out).toBe(false);
  }
  expect(out).not.toMatch(/style\s*=\s*"[^"]*(expression|url\s*\(|javascript|@import)/i);
}

describe('sanitizePopupHtml against an XSS corpus', () => {
  it(`has at least 30 payloads (${CORPUS.length})`, () => expect(CORPUS.length).toBeGreaterThanOrEqual(30));

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
