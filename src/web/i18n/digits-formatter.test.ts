import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '@web/testing/i18n';

describe('numbers in Marathi sentences', () => {
  it('come out in Devanagari digits in Marathi and stay Latin in English and Hindi', async () => {
    await i18nReady;
    await i18n.loadLanguages(['mr', 'hi']);
    const mr = i18n.getFixedT('mr', 'study-plan');
    expect(mr('ninetyDay.view.dayOf', { day: 12, total: 200 })).toBe('दिवस १२ / २००');
    expect(mr('planner.plan.hours', { count: 2 })).toBe('२ तास');
    expect(i18n.getFixedT('en', 'study-plan')('ninetyDay.view.dayOf', { day: 12, total: 200 })).toMatch(/12.*200/);
    expect(i18n.getFixedT('hi', 'study-plan')('ninetyDay.view.dayOf', { day: 12, total: 200 })).toMatch(/12.*200/);
  });

  it('leave strings alone: a phone number or an already formatted price keeps its digits', async () => {
    await i18nReady;
    await i18n.loadLanguages(['mr']);
    const mr = i18n.getFixedT('mr', 'study-plan');
    expect(mr('ninetyDay.view.dayOf', { day: '12', total: '₹199' })).toBe('दिवस 12 / ₹199');
  });
});
