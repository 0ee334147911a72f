import { describe, expect, it } from 'vitest';
import { pathFromKey } from './query-client';

describe('pathFromKey', () => {
  it('joins the key into the path', () => {
    expect(pathFromKey(['/api/subscription/status'])).toBe('/api/subscription/status');
    expect(pathFromKey(['/api/topics', 'polity'])).toBe('/api/topics/polity');
  });

  it('turns a trailing object into the query string, skipping empty values', () => {
    expect(pathFromKey(['/api/books', { page: 2, subject: undefined }])).toBe('/api/books?page=2');
  });

  it('refuses keys that are not API paths', () => {
    expect(() => pathFromKey(['mock-tests', { page: 1 }])).toThrow(/own queryFn/);
  });
});
