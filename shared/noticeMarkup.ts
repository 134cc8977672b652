/**
 * The formatting of a notice's body: Markdown (CommonMark, read by markdown-it), turned into a
 * small tree that the browser app renders as React elements (never as HTML), and that the
 * server checks before storing.
 *
 *   # Heading … ###### Heading, **bold**, *italic* or _italic_, `code`, [text](https://…),
 *   bare https://… links and e-mail addresses, - bullet items, 1. numbered items (nested by
 *   indenting), > quotes, --- a rule, ``` fenced text ```
 *   a blank line starts a new paragraph; a single line break is kept; \* writes a literal *
 *
 * Left out on purpose: HTML (refused by the server, and shown as text if it were stored anyway),
 * images (no picture is fetched from elsewhere: `![x](url)` is a `!` and a link), `<url>`
 * (HTML-like, refused), underlined headings (a `---` under a line stays a rule, as the form's
 * help says) and indented code (text pasted with leading spaces stays text). Links other than
 * http(s), mailto, tel or a path of this site are refused by the server and shown as their text.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  /** `tight`: no blank line between the items, whose paragraphs then have no spacing of their own. */
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

export type MarkupProblem = { code: 'notice_body_html'; found: string } | { code: 'notice_link_not_allowed'; href: string };

/** Anything that starts like an HTML tag, comment, declaration or processing instruction. */
const HTML = /<[a-z!/?]/i;
/** Script URLs are refused even as plain text, where they could not run: nobody needs them in a notice. */
const SCRIPT_SCHEME = /\b(?:java|vb)\s*script\s*:/i;
/** Every `](target` of the source, also those the link syntax does not accept. */
const LINK_TARGETS = /\]\(\s*([^)\s]*)/g;

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

/**
 * One parser for both sides. The commonmark preset's nesting limit (markdown-it's `maxNesting`,
 * 20) keeps hostile nesting such as `> > > …` or `1. 1. 1. …` from building a deeper tree: what
 * lies deeper is dropped.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: true })
  .disable(['html_block', 'html_inline', 'image', 'autolink', 'lheading', 'code'])
  .enable('linkify');
// Bare links only with their scheme (no `example.com`, `ftp:` or `//host`), and e-mail addresses.
markdown.linkify.set({ fuzzyLink: false, fuzzyIP: false }).add('ftp:', null).add('//', null);
// Every link is read as written, so that one place decides (`safeHref` in `inlines` below) and
// the server can name the target it refuses instead of silently showing the text.
markdown.validateLink = () => true;

type LinkCallback = (href: string, safe: boolean) => void;

/** An inline token's children as the tree's inlines; links to refused targets become their text. */
function inlines(tokens: Token[], onLink?: LinkCallback): Inline[] {
  const root: Inline[] = [];
  // The open strong/em/link elements, innermost last; a refused link collects into its parent.
  const stack: Inline[][] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        top().push({ type: 'text', text: token.content });
        break;
      case 'softbreak':
      case 'hardbreak':
        top().push({ type: 'break' });
        break;
      case 'code_inline':
        top().push({ type: 'code', text: token.content });
        break;
      case 'strong_open':
      case 'em_open': {
        const node = { type: token.type === 'strong_open' ? ('strong' as const) : ('em' as const), children: [] };
        top().push(node);
        stack.push(node.children);
        break;
      }
      case 'link_open': {
        const raw = token.attrGet('href') ?? '';
        const href = safeHref(raw);
        onLink?.(raw, href !== null);
        if (href) {
          const node = { type: 'link' as const, href, children: [] };
          top().push(node);
          stack.push(node.children);
        } else stack.push(top());
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close':
        if (stack.length > 1) stack.pop();
        break;
      default:
        // No other inline rule is enabled; should one appear, its text is still shown as text.
        if (token.content) top().push({ type: 'text', text: token.content });
    }
  }
  return root;
}

/** The body's blocks: headings, paragraphs, lists, quotes, fenced text and rules. */
export function parseMarkup(source: string, onLink?: LinkCallback): Block[] {
  const root: Block[] = [];
  // The open quotes and list items, innermost last, each with the blocks it collects.
  const containers: Block[][] = [root];
  const lists: Extract<Block, { type: 'list' }>[] = [];
  const top = () => containers[containers.length - 1]!;
  const tokens = markdown.parse(source, {});
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case 'heading_open': {
        const level = Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
        top().push({ type: 'heading', level, children: inlines(tokens[++i]?.children ?? [], onLink) });
        break;
      }
      case 'paragraph_open':
        // markdown-it hides the paragraphs of a tight list's items: the list is drawn tight.
        if (token.hidden && lists.length) lists[lists.length - 1]!.tight = true;
        top().push({ type: 'paragraph', children: inlines(tokens[++i]?.children ?? [], onLink) });
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const list = { type: 'list' as const, ordered, start: ordered ? Number(token.attrGet('start') ?? 1) : 1, tight: false, items: [] };
        top().push(list);
        lists.push(list);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const item: Block[] = [];
        lists[lists.length - 1]?.items.push(item);
        containers.push(item);
        break;
      }
      case 'blockquote_open': {
        const quote = { type: 'quote' as const, children: [] };
        top().push(quote);
        containers.push(quote.children);
        break;
      }
      case 'list_item_close':
      case 'blockquote_close':
        if (containers.length > 1) containers.pop();
        break;
      case 'fence':
        top().push({ type: 'code', text: token.content.replace(/\n$/, '') });
        break;
      case 'hr':
        top().push({ type: 'rule' });
        break;
      // The closing tokens of headings and paragraphs, and the inline tokens read above.
    }
  }
  return root;
}

/**
 * What the server refuses in a body: HTML of any kind, script URLs, and link targets outside
 * the allowed ones (also those written so that the link syntax does not take them).
 */
export function markupProblems(source: string): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  const refuse = (href: string) => {
    if (!problems.some((p) => p.code === 'notice_link_not_allowed' && p.href === href)) problems.push({ code: 'notice_link_not_allowed', href });
  };
  const html = HTML.exec(source);
  if (html) problems.push({ code: 'notice_body_html', found: source.slice(html.index, html.index + 20) });
  const script = SCRIPT_SCHEME.exec(source);
  if (script) refuse(script[0]);
  for (const m of source.matchAll(LINK_TARGETS)) if (m[1] && !safeHref(m[1])) refuse(m[1]);
  parseMarkup(source, (href, safe) => {
    if (!safe) refuse(href);
  });
  return problems;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : n.type === 'break' ? ' ' : inlineText(n.children))).join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'rule':
      return '';
    case 'code':
      return block.text;
    case 'list':
      return block.items.map((item) => item.map(blockText).join(' ')).join(' · ');
    case 'quote':
      return block.children.map(blockText).join(' ');
    default:
      return inlineText(block.children);
  }
}

/** The body as plain text, formatting removed, cut at a word boundary to about `max` characters. */
export function plainText(source: string, max = Infinity): string {
  const text = parseMarkup(source).map(blockText).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // A cut that falls between two words keeps the last one; otherwise the word it splits goes.
  const space = text[max] === ' ' ? max : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?·-]+$/, '')}…`;
}
