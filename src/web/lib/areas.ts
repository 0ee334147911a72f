import type en from '../i18n/resources/en';

/** An area of the product; its display name is `nav:areas.<key>` in every language. */
export type AreaKey = keyof (typeof en)['nav']['areas'];
