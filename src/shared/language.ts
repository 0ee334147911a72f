import { z } from 'zod';

/** The languages the curated library and the AI answers are written in. */
export const CONTENT_LANGS = ['english', 'marathi'] as const;
export const contentLang = z.enum(CONTENT_LANGS);
export type ContentLang = z.infer<typeof contentLang>;

/** The interface languages (the web's dictionaries). */
export const LANGUAGES = ['english', 'marathi', 'hindi'] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;
