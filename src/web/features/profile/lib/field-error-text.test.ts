import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '@web/testing/i18n';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  beforeAll(() => i18nReady);
  afterAll(() => i18n.changeLanguage('en'));

  it("keeps the server's words in English, without the field lead-in", async () => {
    await i18n.changeLanguage('en');
    expect(fieldErrorText('email', "Invalid field 'email': must be a valid email address")).toBe('Must be a valid email address');
    expect(fieldErrorText('college', 'Too big: expected string to have <=120 characters')).toBe('Too big: expected string to have <=120 characters');
  });

  it('translates by kind of field in Marathi', async () => {
    await i18n.changeLanguage('mr');
    expect(fieldErrorText('email', "Invalid field 'email': must be a valid email address")).toBe('योग्य ईमेल पत्ता टाका, उदा. name@example.com');
  });
});
