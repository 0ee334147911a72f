// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/i18n';
import { renderWithShell } from '@web/testing/render';
import TermsPage from './terms-page';

describe('TermsPage', () => {
  afterEach(async () => {
    cleanup();
    if (i18n.resolvedLanguage !== 'en') await i18n.changeLanguage('en');
  });

  it('says the plans are non-refundable, what is kept and shared, the real trial length and prices, and the published contact', async () => {
    await renderWithShell(<TermsPage trialDays={5} supportContact="help@abhyas.example" />);
    const text = screen.getByTestId('terms').textContent ?? '';
    expect(text).toContain('All plans are non-refundable.');
    expect(text).toContain('A new account gets a free trial of 5 days with full access.');
    expect(text).toContain('₹199 for 31 days of full access.');
    expect(text).toContain('₹999 for 366 days of full access.');
    expect(text).toContain('We do not sell your data');
    expect(screen.getByTestId('terms-contact').textContent).toContain('help@abhyas.example');
  });

  it('says so when no contact is published, instead of inventing one', async () => {
    await renderWithShell(<TermsPage trialDays={null} supportContact={null} />);
    expect(screen.getByTestId('terms-contact').textContent).toBe(
      'The operator of this site has not published a contact address yet. Until they do, questions about payments or your data cannot be answered here.',
    );
    expect(screen.getByTestId('terms').textContent).toContain('A new account gets a free trial with full access.');
  });

  it('reads in Marathi with Devanagari digits', async () => {
    await i18n.changeLanguage('mr');
    await renderWithShell(<TermsPage trialDays={7} supportContact={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सेवा अटी');
    expect(screen.getByTestId('terms').textContent).toContain('नव्या खात्याला ७ दिवसांची');
  });
});
