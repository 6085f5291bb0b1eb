/* Test data shared by the sanitiser's unit test and the pop-up HTTP test. */
/** OWASP XSS filter-evasion cheat-sheet style payloads, plus mXSS and editor-specific tricks. */
export const XSS_CORPUS = [
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

const NEVER_TAGS =
  /<\s*\/?\s*(script|iframe|object|embed|svg|math|style|form|input|button|base|meta|link|body|noscript|template|textarea|video|source|details|marquee|xss|mi|mtext|mglyph)\b/i;
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

/** Why stored HTML would be unsafe: forbidden tags, event attributes, script-capable URLs, style tricks. Empty when safe. */
export function unsafeReasons(html: string): string[] {
  const out: string[] = [];
  if (NEVER_TAGS.test(html)) out.push('tag proibida');
  if (EVENT_ATTRIBUTE.test(html)) out.push('atributo de evento');
  for (const m of html.matchAll(URL_ATTRIBUTE)) {
    if (!/^(href|src)$/i.test(m[1]!)) out.push(`atributo ${m[1]}`);
    const url = decode(m[2]!);
    if (!/^(https?:|mailto:|[^:]*$)/.test(url) || url.startsWith('//')) out.push(`url ${url}`);
  }
  if (/style\s*=\s*"[^"]*(expression|url\s*\(|javascript|@import)/i.test(html)) out.push('estilo');
  return out;
}
