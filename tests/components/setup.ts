import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadMessages, loadShellMessages } from '../../src/i18n/locale';

// The app loads each language's messages when first needed; the tests have them all at hand.
await Promise.all((['it', 'en'] as const).flatMap((l) => [loadShellMessages(l), loadMessages(l)]));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
