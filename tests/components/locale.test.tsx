import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale, useTranslate } from '../../src/i18n/locale';

function AppName() {
  return <p>{useTranslate()('app.name')}</p>;
}

describe('the sign-in texts (src/i18n/locale.ts)', () => {
  it('render at once when their language is loaded: use() of a settled promise does not suspend', () => {
    // setup.ts has loaded both languages. Rendered synchronously, without act's flushing: a
    // suspension would leave the fallback on screen here.
    render(
      <Suspense fallback={<p>fallback</p>}>
        <AppName />
      </Suspense>,
    );
    expect(screen.getByText('Area Rivenditori')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('follow a change of language without showing the fallback', async () => {
    render(
      <Suspense fallback={<p>fallback</p>}>
        <AppName />
      </Suspense>,
    );
    await act(() => setLocale('en'));
    expect(screen.getByText('Dealer Area')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(() => setLocale('it'));
  });
});
