declare module 'ra-language-english' {
  import type { TranslationMessages } from 'ra-core';
  const englishMessages: TranslationMessages;
  export default englishMessages;
}
