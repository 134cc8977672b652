declare module 'ra-language-italian' {
  import type { TranslationMessages } from 'ra-core';
  const messages: TranslationMessages;
  export default messages;
}
