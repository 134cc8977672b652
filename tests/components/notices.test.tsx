import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from './render';
import { NoticeBody } from '../../src/resources/notices/NoticeBody';

/** Everything an attacker could hope to see run: elements, handlers, script URLs. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll('script, img, iframe, svg, object, embed, style, form')).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
      expect(/^\s*(javascript|vbscript|data):/i.test(attr.value), `${el.tagName} ${attr.name}=${attr.value}`).toBe(false);
    }
  }
}

describe('a notice body on screen', () => {
  it('is formatted: headings at the level asked, bold, italic, lists, quotes and links', () => {
    renderWithApp(<NoticeBody source={'# Novità\n\nTesto **importante** e *corsivo*.\n\n- uno\n- due\n\n> nota\n\n[Documenti](/dashboard/documenti) · [sito](https://example.com)'} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Novità' })).toBeTruthy();
    expect(screen.getByText('importante').tagName).toBe('STRONG');
    expect(screen.getByText('corsivo').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['uno', 'due']);
    expect(screen.getByText('nota').closest('blockquote')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Documenti' }).getAttribute('href')).toBe('/dashboard/documenti');
    const external = screen.getByRole('link', { name: /sito/ });
    expect(external.getAttribute('href')).toBe('https://example.com');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.textContent).toContain('si apre in una nuova scheda');
  });

  it('nests lists, keeps tight items free of paragraphs, and shows fenced text and code as written', () => {
    renderWithApp(<NoticeBody source={'- uno\n  - uno bis\n- due\n\n```\n**non grassetto**\n```\n\nUsa `*` per il corsivo.'} />);
    const body = screen.getByTestId('notice-body');
    expect(body.querySelectorAll('ul ul > li')).toHaveLength(1);
    expect(body.querySelectorAll('li > p')).toHaveLength(0);
    expect(body.querySelector('pre')?.textContent).toBe('**non grassetto**');
    expect(body.querySelectorAll('strong')).toHaveLength(0);
    expect(screen.getByText('*').tagName).toBe('CODE');
  });

  it('shows HTML as text and turns unsafe links into plain text, if such a body were ever stored', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[clicca](javascript:alert(1))',
      '[dati](data:text/html;base64,PHNjcmlwdD4=)',
      '**<svg onload=alert(1)>**',
      '<a href="javascript:alert(1)">link</a>',
    ].join('\n\n');
    renderWithApp(<NoticeBody source={hostile} />);
    const body = screen.getByTestId('notice-body');
    expectInert(body);
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(body.textContent).toContain('clicca');
  });
});
