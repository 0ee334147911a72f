import 'i18next';
import type en from './resources/en';

// Typed keys: a misspelt or missing English key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
