import { describe, expect, it } from 'vitest';
import { frame, render } from '../../server/mail/render';
import { stop } from '../../server/mail/messages';
import { PORTAL_NAME } from '../../shared/portal';
import { shellEn } from '../../shared/messages/app/shell/en';
import { shellIt } from '../../shared/messages/app/shell/it';

// Issue 24: the e-mails name the manufacturer (name, logo, signature) and the portal as its pages do.
const logo = { cid: 'logo-1@manufacturer', filename: 'logo.png', contentType: 'image/png' as const, content: Buffer.from('png'), width: 120, height: 48 };
const brand = { name: 'Serramenti Nord S.p.A.', logo };
const certificate = {
  name: 'Anna Verdi',
  code: 'GAR-2026-000042',
  product: 'Finestra PVC 70',
  dealer: 'Rossi Infissi S.r.l.',
  manufacturer: brand.name,
  expiresOn: '26 novembre 2036',
  url: 'https://portale.example.test/verify/GAR-2026-000042',
};

describe('a sentence ending with a name', () => {
  it('gets one stop, whether or not the name ends with its own', () => {
    expect(stop('Rossi Infissi S.r.l.')).toBe('Rossi Infissi S.r.l.');
    expect(stop('Rossi Infissi Srl')).toBe('Rossi Infissi Srl.');
    expect(stop('Infissi!')).toBe('Infissi!');
    expect(stop('Rossi & C. ')).toBe('Rossi & C.');
  });

  it('the customer’s e-mail names a dealer ending with "S.r.l." with one period, in both languages', () => {
    for (const locale of ['it', 'en'] as const) {
      const body = render('guaranteeCertificate', locale, certificate);
      expect(body.text, locale).toContain('Rossi Infissi S.r.l.');
      expect(body.text, locale).not.toContain('S.r.l..');
    }
  });
});

describe('the portal has one name', () => {
  it('the pages and the e-mails say it the same way', () => {
    expect(shellIt.app.name).toBe(PORTAL_NAME.it);
    expect(shellEn.app.name).toBe(PORTAL_NAME.en);
    const it = frame({ ...render('accountApproved', 'it', { name: 'Mario', url: 'https://x.test/' }), template: 'accountApproved' }, 'it', brand);
    expect(it.text).toContain(`account dell'${PORTAL_NAME.it}`);
    expect(it.html).toContain(PORTAL_NAME.it);
    for (const locale of ['it', 'en'] as const) {
      for (const m of [it, frame({ ...render('passwordReset', locale, { name: 'M', url: 'https://x.test/', minutes: 60 }), template: 'passwordReset' }, locale, brand)]) {
        expect(m.text + m.html).not.toMatch(/Portale rivenditori|Dealer portal/);
      }
    }
  });
});

describe('the manufacturer signs every message', () => {
  it('its logo and name head the page; its name signs it and the footer names it', () => {
    const m = frame({ ...render('accountApproved', 'en', { name: 'John', url: 'https://x.test/' }), template: 'accountApproved' }, 'en', brand);
    // Carried inside the message and named by its Content-ID, at the size it is shown (Outlook reads the attributes).
    expect(m.html).toContain('<img src="cid:logo-1@manufacturer" alt="" width="120" height="48" style="display:block;width:120px;height:48px;');
    expect(m.inline).toEqual([logo]);
    expect(m.html.indexOf(brand.name)).toBeLessThan(m.html.indexOf('Hello John,'));
    expect(m.text).toMatch(/Kind regards,\nSerramenti Nord S\.p\.A\.\n/);
    expect(m.text).toContain(`This message was sent by ${brand.name} through the ${PORTAL_NAME.en}.`);
  });

  it('without a logo, no picture: the name alone', () => {
    const m = frame({ ...render('accountApproved', 'it', { name: 'Mario', url: 'https://x.test/' }), template: 'accountApproved' }, 'it', { ...brand, logo: null });
    expect(m.html).not.toContain('<img');
    expect(m.inline).toEqual([]);
    expect(m.html).toContain(brand.name);
  });

  it('the customer’s message is from the manufacturer, not from the dealers’ portal', () => {
    for (const locale of ['it', 'en'] as const) {
      const m = frame({ ...render('guaranteeCertificate', locale, certificate), template: 'guaranteeCertificate' }, locale, brand);
      expect(m.text + m.html, locale).not.toContain(PORTAL_NAME[locale]);
      expect(m.text, locale).toContain(`\n${brand.name}\n`);
      // "inviato da Serramenti Nord S.p.A. Non rispondere": one stop after the abbreviation.
      expect(m.text, locale).not.toContain('S.p.A..');
    }
  });

  it('a body queued as a whole page before the frame existed is sent as it was', () => {
    const old = { subject: 's', text: 't', html: '<!doctype html><html><body>old</body></html>', template: 'accountApproved' };
    expect(frame(old, 'it', brand)).toEqual({ text: 't', html: old.html, inline: [] });
  });
});

describe('English messages', () => {
  it('start the line after "Hello John," with a capital', () => {
    const templates = {
      passwordReset: { name: 'John', url: 'https://x.test/', minutes: 60 },
      accountApproved: { name: 'John', url: 'https://x.test/' },
      accountRefused: { name: 'John', reason: 'r', contact: 'c' },
      accountDisabled: { name: 'John', reason: 'r', contact: 'c' },
      documentReserved: { name: 'John', title: 'Price list', url: 'https://x.test/' },
      noticeDigest: { name: 'John', notices: [], url: 'https://x.test/', preferencesUrl: 'https://x.test/p' },
      registrationPending: { name: 'John', applicant: 'ann smith', email: 'a@x.test', details: [], url: 'https://x.test/' },
      guaranteeCertificate: { ...certificate, name: 'John' },
    } as const;
    for (const [template, params] of Object.entries(templates)) {
      const { text } = render(template as never, 'en', params as never);
      const [greeting, blank, first] = text.split('\n');
      expect(greeting, template).toMatch(/^(Hello|Dear) John,$/);
      expect(blank, template).toBe('');
      if (template !== 'registrationPending') expect(first, template).toMatch(/^[A-Z“]/);
    }
    expect(render('accountApproved', 'en', templates.accountApproved).text).toContain(`Your ${PORTAL_NAME.en} account has been approved`);
  });
});
