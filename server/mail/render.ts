import { catalogues, footers, type Locale, type Message, type TemplateName, type Templates } from './messages';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value put into the HTML part is text: names, titles and reasons come from people. */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Subjects are one line: a title with a newline must not start a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function text(m: Message, locale: Locale): string {
  const lines = [m.greeting, '', ...m.paragraphs.flatMap((p) => [p, ''])];
  for (const item of m.items ?? []) lines.push(`- ${item.label}: ${item.url}`);
  if (m.items?.length) lines.push('');
  if (m.action) lines.push(`${m.action.label}: ${m.action.url}`, '');
  lines.push('--', footers[locale]);
  return lines.join('\n');
}

function html(m: Message, locale: Locale): string {
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const items = m.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${m.items.map((i) => `<li style="margin-bottom:6px"><a href="${escape(i.url)}" style="color:#1b4f8a">${escape(i.label)}</a></li>`).join('')}</ul>`
    : '';
  const action = m.action
    ? `<p style="margin:24px 0"><a href="${escape(m.action.url)}" style="background:#1b4f8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escape(m.action.label)}</a></p>` +
      p(`<span style="color:#5f6b7a;font-size:13px">${escape(m.action.url)}</span>`)
    : '';
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(oneLine(m.subject))}</title></head>`,
    '<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px"><div style="background:#ffffff;border-radius:8px;padding:28px 24px">',
    p(escape(m.greeting)),
    ...m.paragraphs.map((x) => p(escape(x))),
    items,
    action,
    '</div>',
    `<p style="color:#5f6b7a;font-size:12px;margin:16px 8px">${escape(footers[locale])}</p>`,
    '</div></body></html>',
  ].join('');
}

/** A message of `template` in `locale`: subject, plain text and HTML. */
export function render<T extends TemplateName>(template: T, locale: Locale, params: Templates[T]): Rendered {
  const message = (catalogues[locale][template] as (p: Templates[T]) => Message)(params);
  return { subject: oneLine(message.subject), text: text(message, locale), html: html(message, locale) };
}
