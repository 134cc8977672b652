/**
 * The formatting of a notice's body: a small Markdown subset, parsed into a tree that the browser
 * app renders as React elements (never as HTML), and that the server checks before storing.
 *
 *   # Heading, ## Subheading, ### Minor heading
 *   **bold**, *italic* or _italic_, [text](https://…), bare https://… links
 *   - bullet items, 1. numbered items, > quotes, --- a rule
 *   a blank line starts a new paragraph; a single line break is kept; \* writes a literal *
 *
 * What cannot get through: HTML (refused by the server, and shown as text if it were stored
 * anyway), and links other than http(s), mailto, tel or a path of this site (refused by the
 * server; rendered as plain text).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

export type MarkupProblem = { code: 'notice_body_html'; found: string } | { code: 'notice_link_not_allowed'; href: string };

/** Anything that starts like an HTML tag, comment, declaration or processing instruction. */
const HTML = /<[a-z!/?]/i;
/** Script URLs are refused even as plain text, where they could not run: nobody needs them in a notice. */
const SCRIPT_SCHEME = /\b(?:java|vb)\s*script\s*:/i;
/** Every `](target` of the source, also those the link syntax below does not accept. */
const LINK_TARGETS = /\]\(\s*([^)\s]*)/g;
const LINK = /\[([^[\]\n]{1,500})\]\(([^()\s]{1,2000})\)/y;
const AUTOLINK = /https?:\/\/[^\s<>()[\]"'`]{1,2000}/iy;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>|~]/;
const WORD = /[\p{L}\p{N}]/u;
const MAX_DEPTH = 6;

/**
 * The link targets allowed: web pages, e-mail addresses, phone numbers, and paths of this site.
 * Anything else (javascript:, data:, vbscript:, //other-host, relative tricks) is null.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!href || /[\s\u0000-\u001f\u007f\\]/.test(href)) return null;
  if (/^https?:\/\/[^/?#]/i.test(href) || /^mailto:[^/]/i.test(href) || /^tel:\+?[0-9 ()./-]+$/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href)) return href;
  return null;
}

type LinkCallback = (href: string, safe: boolean) => void;

/** An emphasis delimiter may open when followed by a visible character (and, for `_`, not inside a word). */
function canOpen(src: string, i: number, ch: string): boolean {
  const next = src[i + 1];
  if (next === undefined || /\s/.test(next) || next === ch) return false;
  return ch !== '_' || i === 0 || !WORD.test(src[i - 1]!);
}

/** The nearest closing delimiter after `from`: preceded by a visible character, not part of a pair. */
function findCloser(src: string, ch: string, from: number): number {
  let j = src.indexOf(ch, from + 1);
  while (j !== -1) {
    const before = src[j - 1]!;
    const after = src[j + 1];
    const single = before !== ch && after !== ch;
    if (single && !/\s/.test(before) && (ch !== '_' || after === undefined || !WORD.test(after))) return j;
    j = src.indexOf(ch, j + 1);
  }
  return -1;
}

function parseInline(src: string, onLink?: LinkCallback, depth = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };
  // Once a delimiter has no closer after some point, it has none after any later point either:
  // remembering it keeps the parse linear on hostile input.
  const noCloser = new Set<string>();
  const nested = depth < MAX_DEPTH;
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '\\' && i + 1 < src.length && ESCAPABLE.test(src[i + 1]!)) {
      text += src[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      push({ type: 'break' });
      i++;
      continue;
    }
    if (nested && ch === '*' && src[i + 1] === '*' && !noCloser.has('**')) {
      const end = src.indexOf('**', i + 2);
      if (end === -1) noCloser.add('**');
      else if (end > i + 2 && !/\s/.test(src[i + 2]!)) {
        push({ type: 'strong', children: parseInline(src.slice(i + 2, end), onLink, depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (nested && (ch === '*' || ch === '_') && !noCloser.has(ch) && canOpen(src, i, ch)) {
      const end = findCloser(src, ch, i);
      if (end === -1) noCloser.add(ch);
      else {
        push({ type: 'em', children: parseInline(src.slice(i + 1, end), onLink, depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      LINK.lastIndex = i;
      const m = LINK.exec(src);
      if (m) {
        const href = safeHref(m[2]!);
        onLink?.(m[2]!, href !== null);
        const children = nested ? parseInline(m[1]!, onLink, depth + 1) : [{ type: 'text' as const, text: m[1]! }];
        if (href) push({ type: 'link', href, children });
        else {
          // A refused target: its text stays, as text.
          flush();
          out.push(...children);
        }
        i += m[0].length;
        continue;
      }
    }
    if ((ch === 'h' || ch === 'H') && (i === 0 || !WORD.test(src[i - 1]!))) {
      AUTOLINK.lastIndex = i;
      const m = AUTOLINK.exec(src);
      if (m) {
        const url = m[0].replace(/[.,;:!?*_]+$/, '');
        push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
        i += url.length;
        continue;
      }
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

/** The body's blocks: headings, paragraphs, lists, quotes and rules. */
export function parseMarkup(source: string, onLink?: LinkCallback): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;
  const inline = (text: string) => parseInline(text, onLink);

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: inline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushQuote = () => {
    if (quote.length) blocks.push({ type: 'quote', children: inline(quote.join('\n')) });
    quote = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, start: list.start, items: list.items.map(inline) });
    list = null;
  };
  const flushAll = () => {
    flushParagraph();
    flushQuote();
    flushList();
  };

  for (const line of lines) {
    if (!line.trim()) {
      flushAll();
      continue;
    }
    const heading = /^(#{1,3})[ \t]+(.+)$/.exec(line);
    if (heading) {
      flushAll();
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: inline(heading[2]!.replace(/[ \t]+#*[ \t]*$/, '').trim()) });
      continue;
    }
    if (/^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/.test(line)) {
      flushAll();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = /^ {0,3}[-*+][ \t]+(.*)$/.exec(line);
    const numbered = bullet ? null : /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const current = list as { ordered: boolean; start: number; items: string[] } | null;
      if (!current || current.ordered !== ordered) {
        flushAll();
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list!.items.push(bullet ? bullet[1]! : numbered![2]!);
      continue;
    }
    const quoted = /^ {0,3}>[ \t]?(.*)$/.exec(line);
    if (quoted) {
      flushParagraph();
      flushList();
      quote.push(quoted[1]!);
      continue;
    }
    if (list && /^[ \t]+\S/.test(line)) {
      // An indented line continues the last item.
      const items = (list as { items: string[] }).items;
      items[items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    flushList();
    flushQuote();
    paragraph.push(line);
  }
  flushAll();
  return blocks;
}

/**
 * What the server refuses in a body: HTML of any kind, script URLs, and link targets outside
 * the allowed ones (also those written so that the link syntax does not take them).
 */
export function markupProblems(source: string): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  const html = HTML.exec(source);
  if (html) problems.push({ code: 'notice_body_html', found: source.slice(html.index, html.index + 20) });
  const script = SCRIPT_SCHEME.exec(source);
  if (script) problems.push({ code: 'notice_link_not_allowed', href: script[0] });
  for (const m of source.matchAll(LINK_TARGETS)) {
    if (m[1] && !safeHref(m[1]) && !problems.some((p) => p.code === 'notice_link_not_allowed' && p.href === m[1])) {
      problems.push({ code: 'notice_link_not_allowed', href: m[1] });
    }
  }
  parseMarkup(source, (href, safe) => {
    if (!safe && !problems.some((p) => p.code === 'notice_link_not_allowed' && p.href === href)) problems.push({ code: 'notice_link_not_allowed', href });
  });
  return problems;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : n.type === 'break' ? ' ' : inlineText(n.children))).join('');
}

/** The body as plain text, formatting removed, cut at a word boundary to about `max` characters. */
export function plainText(source: string, max = Infinity): string {
  const text = parseMarkup(source)
    .map((b) => (b.type === 'rule' ? '' : b.type === 'list' ? b.items.map(inlineText).join(' · ') : inlineText(b.children)))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // A cut that falls between two words keeps the last one; otherwise the word it splits goes.
  const space = text[max] === ' ' ? max : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?·-]+$/, '')}…`;
}
