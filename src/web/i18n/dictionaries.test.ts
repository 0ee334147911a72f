import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/errors';
import { NAMESPACES } from './namespaces';

const root = import.meta.dirname;
const TRANSLATIONS = ['mr', 'hi'] as const;

type Dictionary = { [key: string]: string | Dictionary };

function load(language: string, namespace: string): Dictionary {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Dictionary;
}

/** Flattens nested keys to `a.b.c` → value. */
function flatten(dictionary: Dictionary, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) flatten(value, path).forEach((v, k) => entries.set(k, v));
    else entries.set(path, value);
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!).sort() : [];
}

describe('dictionaries', () => {
  it('has exactly one file per namespace in every language', () => {
    for (const language of ['en', ...TRANSLATIONS]) {
      const files = readdirSync(join(root, language))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = flatten(load('en', namespace));

    it('has no empty English strings', () => {
      const empty = [...english].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it.each(TRANSLATIONS)('%s has every English key, non-empty', (language) => {
      const translated = flatten(load(language, namespace));
      const missing = [...english.keys()].filter((key) => {
        const value = translated.get(key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing, `${language}/${namespace}.json lacks or leaves empty`).toEqual([]);
    });

    it.each(TRANSLATIONS)('%s has no keys that English lacks', (language) => {
      const extra = [...flatten(load(language, namespace)).keys()].filter((key) => !english.has(key));
      expect(extra, `${language}/${namespace}.json has stale keys`).toEqual([]);
    });

    it.each(TRANSLATIONS)('%s keeps the same {{placeholders}}', (language) => {
      const translated = flatten(load(language, namespace));
      const mismatched = [...english].filter(([key, value]) => placeholders(value).join() !== placeholders(translated.get(key)).join());
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  it('translates every API error code, and nothing else', () => {
    expect(Object.keys(load('en', 'errors')).sort()).toEqual([...ERROR_CODES].sort());
  });
});
