import sanitizeHtml from 'sanitize-html';
import { popupMsg } from '@portal/contracts/popups/messages';
import { MARCACOES_MAXIMAS, marcacoesDemais } from '@portal/contracts/popups/rules';
import { InvalidInput } from '../kernel/index.ts';

/**
 * The pop-up text is rich text from the editor (Quill-style markup). It is stored only after passing this
 * allowlist: no scripts, styles sheets, frames, objects, SVG or MathML; no event-handler attributes; links only
 * http(s)/mailto, images only https/http; inline styles only from a short list with plain values.
 */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;
const SIZE = /^\d{1,3}(\.\d{1,2})?(px|em|rem|%)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/] },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [SIZE],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
  ],
  enforceHtmlBoundary: false,
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else delete out.rel;
      return { tagName, attribs: out };
    },
  },
};

/**
 * Sanitises the pop-up HTML against the allowlist. Idempotent: sanitising the result changes nothing. A text with more
 * markup than a pop-up has is refused before it is parsed (`marcacoesDemais`: the parser's cost grows with the square
 * of the open tags).
 */
export function sanitizePopupHtml(html: string): string {
  recusarMarcacaoDemais(html);
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when nothing readable is left (only empty tags or whitespace). */
export function isBlankHtml(html: string): boolean {
  recusarMarcacaoDemais(html);
  if (/<img\b/i.test(html)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}

function recusarMarcacaoDemais(html: string) {
  if (marcacoesDemais(html)) throw new InvalidInput(popupMsg.textoComMarcacaoDemais(MARCACOES_MAXIMAS));
}
