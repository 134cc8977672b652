import { composeMessage, CUSTOMER_TEMPLATES, frameWords, type Brand, type InlinePicture, type Locale, type Message, type TemplateName, type Templates } from './messages';

/**
 * A message is written in two steps. Its body (greeting, paragraphs, list, button) is rendered
 * when it is queued, in the transaction of the change it tells of; its frame — the manufacturer's
 * logo and name at the top, its signature and the footer at the foot — when it is sent, from the
 * identity of that moment (as the certificate it may carry is printed then too): a message queued
 * before an admin renamed the company goes out under the new name.
 */
export interface Rendered {
  subject: string;
  /** The body's plain text, without the signature and footer (`frame` adds them). */
  text: string;
  /** The body's HTML fragment, without the page around it (`frame` adds it). */
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value put into the HTML part is text: names, titles and reasons come from people. */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Subjects are one line: a title with a newline must not start a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const para = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

function text(m: Message): string {
  const lines = [m.greeting, '', ...m.paragraphs.flatMap((p) => [p, ''])];
  for (const item of m.items ?? []) lines.push(`- ${item.label}: ${item.url}`);
  if (m.items?.length) lines.push('');
  if (m.action) lines.push(`${m.action.label}: ${m.action.url}`, '');
  return lines.join('\n');
}

function html(m: Message): string {
  const items = m.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${m.items.map((i) => `<li style="margin-bottom:6px"><a href="${escape(i.url)}" style="color:#1b4f8a">${escape(i.label)}</a></li>`).join('')}</ul>`
    : '';
  const action = m.action
    ? `<p style="margin:24px 0"><a href="${escape(m.action.url)}" style="background:#1b4f8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escape(m.action.label)}</a></p>` +
      para(`<span style="color:#5f6b7a;font-size:13px">${escape(m.action.url)}</span>`)
    : '';
  return [para(escape(m.greeting)), ...m.paragraphs.map((x) => para(escape(x))), items, action].join('');
}

/** A message's body of `template` in `locale`: subject, plain text and HTML. */
export function render<T extends TemplateName>(template: T, locale: Locale, params: Templates[T]): Rendered {
  const message = composeMessage(template, locale, params);
  return { subject: oneLine(message.subject), text: text(message), html: html(message) };
}

/** A message as it is sent: its two parts, and the pictures its HTML shows by `cid:`. */
export interface Framed {
  text: string;
  html: string;
  inline: InlinePicture[];
}

/**
 * The whole message as it is sent: the body in the manufacturer's frame. A body queued before
 * bodies and frames were apart (a whole HTML page) is sent as it was written.
 */
export function frame(body: { subject: string; text: string; html: string; template: string }, locale: Locale, brand: Brand): Framed {
  if (/^<!doctype/i.test(body.html)) return { text: body.text, html: body.html, inline: [] };
  const words = frameWords(locale);
  const customer = CUSTOMER_TEMPLATES.includes(body.template as TemplateName);
  const footer = words.footer(brand.name, customer);
  const plain = [body.text.trimEnd(), '', words.closing, brand.name, '', '--', footer].join('\n');
  // Its size in attributes too: Outlook ignores CSS sizes and would show the picture at its own.
  const { logo: picture } = brand;
  const logo = picture
    ? `<img src="cid:${escape(picture.cid)}" alt="" width="${picture.width}" height="${picture.height}" style="display:block;width:${picture.width}px;height:${picture.height}px;margin:0 0 8px;border:0">`
    : '';
  const header =
    `<div style="padding:0 8px 16px">${logo}` +
    `<div style="font-size:18px;font-weight:700;color:#1f2933">${escape(brand.name)}</div>` +
    (customer ? '' : `<div style="font-size:13px;color:#5f6b7a">${escape(words.portal)}</div>`) +
    '</div>';
  const signature = para(`${escape(words.closing)}<br><strong>${escape(brand.name)}</strong>`);
  const page = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(oneLine(body.subject))}</title></head>`,
    '<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    header,
    '<div style="background:#ffffff;border-radius:8px;padding:28px 24px">',
    body.html,
    signature,
    '</div>',
    `<p style="color:#5f6b7a;font-size:12px;margin:16px 8px">${escape(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text: plain, html: page, inline: picture ? [picture] : [] };
}
