import { describe, expect, it } from 'vitest';
import { markupProblems, parseMarkup, plainText, safeHref, type Block } from '../../shared/noticeMarkup';
import { noticeFormData, noticeListUrl, toIsoDateTime } from '../../src/providers/noticesQuery';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const path = (url: string) => new URL(url, 'http://x').pathname;
/** Every link target in a parsed body. */
const hrefs = (source: string) => JSON.stringify(parseMarkup(source)).match(/"href":"[^"]*"/g) ?? [];
/** How many quotes, lists and items deep a tree goes. */
const depth = (blocks: Block[]): number =>
  Math.max(0, ...blocks.map((b) => (b.type === 'quote' ? 1 + depth(b.children) : b.type === 'list' ? 1 + Math.max(0, ...b.items.map(depth)) : 0)));

describe('notice formatting (the Markdown subset)', () => {
  it('reads headings, paragraphs with line breaks, lists, quotes, rules, bold, italic and links', () => {
    const blocks = parseMarkup('# Titolo\nRiga **uno** e *due*\nriga _tre_\n\n- a\n- b\n\n3. c\n4. d\n> detto\n---\n[sito](https://example.com) e https://x.it/a.');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule', 'paragraph']);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Riga ' },
        { type: 'strong', children: [{ type: 'text', text: 'uno' }] },
        { type: 'text', text: ' e ' },
        { type: 'em', children: [{ type: 'text', text: 'due' }] },
        { type: 'break' },
        { type: 'text', text: 'riga ' },
        { type: 'em', children: [{ type: 'text', text: 'tre' }] },
      ],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(hrefs(blocks.length ? '[sito](https://example.com) e https://x.it/a.' : '')).toEqual(['"href":"https://example.com"', '"href":"https://x.it/a"']);
  });

  it('keeps underscores inside words, escaped marks and unclosed marks as text', () => {
    const text = JSON.stringify(parseMarkup('file_name_v2 \\*non corsivo\\* e 2 * 3 e **aperto'));
    expect(text).not.toContain('"em"');
    expect(text).not.toContain('"strong"');
    expect(plainText('file_name_v2 \\*non corsivo\\* e 2 * 3 e **aperto')).toBe('file_name_v2 *non corsivo* e 2 * 3 e **aperto');
  });

  it.each([
    ['<script>alert(1)</script>', 'notice_body_html'],
    ['<img src=x onerror=alert(1)>', 'notice_body_html'],
    ['<a href="javascript:alert(1)">x</a>', 'notice_body_html'],
    ['<!-- commento -->', 'notice_body_html'],
    ['<svg/onload=alert(1)>', 'notice_body_html'],
    ['[x](javascript:alert(1))', 'notice_link_not_allowed'],
    ['[x](  JAVASCRIPT:alert(1))', 'notice_link_not_allowed'],
    ['java\tscript:alert(1)', 'notice_link_not_allowed'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', 'notice_link_not_allowed'],
    ['[x](vbscript:msgbox)', 'notice_link_not_allowed'],
    ['[x](//evil.example)', 'notice_link_not_allowed'],
    ['[x](/\\evil.example)', 'notice_link_not_allowed'],
    ['[x](file:///etc/passwd)', 'notice_link_not_allowed'],
  ])('finds the problem in %s', (source, code) => {
    expect(markupProblems(source)[0]?.code).toBe(code);
  });

  it('never produces a link outside the allowed targets, whatever the source', () => {
    for (const source of ['[x](javascript:alert(1))', '[x](data:,x)', '[x](//evil.example)', '[x](vbscript:y)', '[x](JavaScript:y)']) {
      expect(hrefs(source)).toEqual([]);
    }
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(safeHref('tel:+390422123456')).toBe('tel:+390422123456');
    expect(safeHref('/dashboard/documenti')).toBe('/dashboard/documenti');
    for (const bad of ['javascript:x', ' //x.y', 'https:/x', 'http://', 'data:x', 'a b', 'relative/path', '\\\\host\\x']) expect(safeHref(bad)).toBeNull();
  });

  it('accepts ordinary text with < and > that is not a tag', () => {
    expect(markupProblems('Sconto < 5% per ordini > 1000 €, a < b, 3 <= 4, <3, onerror=alert(1) come testo')).toEqual([]);
    // `<` straight before a letter starts a tag: refused, even where it was meant as text.
    expect(markupProblems('a<b')[0]?.code).toBe('notice_body_html');
  });

  it('stays fast on hostile input of the largest size', () => {
    const start = performance.now();
    for (const s of ['*a'.repeat(10_000), '**'.repeat(10_000), '['.repeat(20_000), '[a](b'.repeat(4_000), '_x'.repeat(10_000), '> '.repeat(10_000)]) {
      parseMarkup(s);
      markupProblems(s);
    }
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('keeps hostile nesting shallow instead of overflowing the stack', () => {
    // A list nested by indenting, as deep as the largest body allows (about 140 levels).
    const staircase = Array.from({ length: 140 }, (_, i) => `${' '.repeat(2 * i)}- a`).join('\n');
    for (const s of ['> '.repeat(10_000), '>'.repeat(20_000), '1. '.repeat(6_000), staircase]) {
      expect(depth(parseMarkup(s))).toBeLessThanOrEqual(20);
    }
  });

  it('reads nested lists, loose lists, fenced text and inline code', () => {
    const [nested] = parseMarkup('- a\n  - b\n- c');
    expect(nested).toMatchObject({ type: 'list', tight: true, items: [[{ type: 'paragraph' }, { type: 'list', items: [[{ type: 'paragraph' }]] }], [{ type: 'paragraph' }]] });
    expect(parseMarkup('- a\n\n- b')[0]).toMatchObject({ type: 'list', tight: false });
    expect(parseMarkup('```\ncodice *non corsivo*\n```')).toEqual([{ type: 'code', text: 'codice *non corsivo*' }]);
    expect(parseMarkup('usa `**` per il grassetto')[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'usa ' }, { type: 'code', text: '**' }, { type: 'text', text: ' per il grassetto' }],
    });
  });

  it('keeps the help text true: --- under a line is a rule, indented text stays text, no images, HTML stays text', () => {
    expect(parseMarkup('Titolo\n---').map((b) => b.type)).toEqual(['paragraph', 'rule']);
    expect(parseMarkup('    rientrato')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'rientrato' }] }]);
    expect(parseMarkup('![logo](https://example.com/x.png)')[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: '!' }, { type: 'link', href: 'https://example.com/x.png', children: [{ type: 'text', text: 'logo' }] }],
    });
    expect(plainText('<b>x</b> e <script>alert(1)</script>')).toBe('<b>x</b> e <script>alert(1)</script>');
  });

  it('links bare web and e-mail addresses only, never a bare host or another scheme', () => {
    expect(hrefs('scrivi a info@example.com o https://example.com/a')).toEqual(['"href":"mailto:info@example.com"', '"href":"https://example.com/a"']);
    expect(hrefs('vedi example.com, //evil.example e ftp://example.com')).toEqual([]);
    expect(markupProblems('vedi example.com, //evil.example e ftp://example.com')).toEqual([]);
  });

  it.each([
    ['[x](java&#115;cript:alert(1))'],
    ['[x](&#x6A;avascript:alert(1))'],
    ['[x][r]\n\n[r]: data:text/html,x'],
    ['[x][r]\n\n[r]: //evil.example'],
  ])('refuses and never links a target hidden by entities or references: %s', (source) => {
    expect(markupProblems(source)[0]?.code).toBe('notice_link_not_allowed');
    expect(hrefs(source)).toEqual([]);
  });

  it('gives a plain excerpt cut at a word', () => {
    expect(plainText('# Listino\n\nDal **1° febbraio** nuovi prezzi per tutte le linee di prodotto.', 40)).toBe('Listino Dal 1° febbraio nuovi prezzi per…');
  });
});

describe('notices list calls', () => {
  it('maps react-admin paging, sort and filters; unknown sorts and statuses are left out', () => {
    const url = noticeListUrl({ pagination: { page: 2, perPage: 25 }, sort: { field: 'title', order: 'ASC' }, filter: { q: ' listino ', unread: true, status: 'scheduled' } });
    expect(path(url)).toBe('/protected/notices/list');
    expect(query(url)).toEqual({ page: '2', perPage: '25', sort: 'title', order: 'ASC', q: 'listino', unread: 'true', status: 'scheduled' });
    expect(query(noticeListUrl({ sort: { field: 'body', order: 'ASC' }, filter: { unread: false, status: 'secret' } }))).toEqual({});
  });

  it('asks the latest N (1–50) for the home page', () => {
    expect(noticeListUrl({ pagination: { page: 1, perPage: 5 }, filter: { latest: true } })).toBe('/protected/notices/list/5');
    expect(noticeListUrl({ pagination: { page: 1, perPage: 500 }, filter: { latest: true } })).toBe('/protected/notices/list/50');
  });
});

describe('notice form data', () => {
  it('sends the fields first, dates as ISO, an empty expiry as none, the attachment last', () => {
    const file = new File(['%PDF-1.4'], 'invito.pdf', { type: 'application/pdf' });
    const form = noticeFormData({ id: 7, title: ' Titolo ', body: 'Testo', pinned: true, publishAt: '2026-03-01T10:30', expiresAt: '', upload: { rawFile: file } }, 'edit');
    expect([...form.keys()]).toEqual(['id', 'title', 'body', 'pinned', 'publishAt', 'expiresAt', 'file']);
    expect(form.get('title')).toBe('Titolo');
    expect(form.get('pinned')).toBe('true');
    expect(form.get('publishAt')).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(form.get('expiresAt')).toBe('');
  });

  it('asks to remove the attachment only when no new file replaces it', () => {
    const removed = noticeFormData({ id: 1, title: 't', body: 'b', removeAttachment: true }, 'edit');
    expect(removed.get('removeAttachment')).toBe('true');
    const created = noticeFormData({ title: 't', body: 'b', removeAttachment: true }, 'create');
    expect(created.has('removeAttachment')).toBe(false);
  });

  it('turns dates into ISO, and leaves an unreadable one for the server to refuse', () => {
    expect(toIsoDateTime(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toIsoDateTime('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(toIsoDateTime(null)).toBe('');
    expect(toIsoDateTime('domani')).toBe('domani');
  });
});
