import { describe, expect, it } from 'vitest';
import { composeQuestionText } from './compose';

const stem = (en: string, mr: string) => ({ en, mr });

describe('composeQuestionText', () => {
  it('gives a single question its stem unchanged', () => {
    expect(composeQuestionText({ format: 'single', question: stem('Who chairs the Rajya Sabha?', 'राज्यसभेचे सभापती कोण?') }, 'en')).toBe('Who chairs the Rajya Sabha?');
  });

  it('numbers the statements (Devanagari numerals in Marathi) and ends with the closing ask', () => {
    const q = {
      format: 'multi-statement' as const,
      question: stem('Consider the following statements:', 'पुढील विधाने विचारात घ्या:'),
      statements: { en: ['It is set up under Article 280.', 'It is binding.'], mr: ['कलम २८० अंतर्गत.', 'बंधनकारक.'] },
      closing: stem('Which of the statements given above is/are correct?', 'वरीलपैकी कोणते विधान बरोबर आहे?'),
    };
    expect(composeQuestionText(q, 'en')).toBe('Consider the following statements:\n1. It is set up under Article 280.\n2. It is binding.\nWhich of the statements given above is/are correct?');
    expect(composeQuestionText(q, 'mr')).toBe('पुढील विधाने विचारात घ्या:\n१. कलम २८० अंतर्गत.\n२. बंधनकारक.\nवरीलपैकी कोणते विधान बरोबर आहे?');
  });

  it('labels List I with letters and List II with roman numerals, as the option codes do', () => {
    const q = {
      format: 'match-pairs' as const,
      question: stem('Match the dams with the rivers:', 'धरणे व नद्या जुळवा:'),
      lists: { en: { left: ['Koyna', 'Ujani', 'Jayakwadi'], right: ['Bhima', 'Godavari', 'Koyna'] }, mr: { left: ['कोयना', 'उजनी', 'जायकवाडी'], right: ['भीमा', 'गोदावरी', 'कोयना'] } },
    };
    expect(composeQuestionText(q, 'en')).toBe('Match the dams with the rivers:\nList I:\na. Koyna\nb. Ujani\nc. Jayakwadi\nList II:\ni. Bhima\nii. Godavari\niii. Koyna');
    expect(composeQuestionText(q, 'mr').split('\n')).toContain('यादी II:');
  });

  it('shows Assertion and Reason as A and R, adding the label only where the text lacks it', () => {
    const q = {
      format: 'assertion-reason' as const,
      question: stem('Read the Assertion (A) and the Reason (R):', 'विधान (A) व कारण (R) वाचा:'),
      statements: { en: ['A: The sky looks blue.', 'Air scatters blue light more.'], mr: ['A: आकाश निळे दिसते.', 'R: हवा निळा प्रकाश अधिक विखुरते.'] },
      closing: stem('Choose the correct option:', 'योग्य पर्याय निवडा:'),
    };
    expect(composeQuestionText(q, 'en')).toBe('Read the Assertion (A) and the Reason (R):\nA: The sky looks blue.\nR: Air scatters blue light more.\nChoose the correct option:');
    expect(composeQuestionText(q, 'mr')).toBe('विधान (A) व कारण (R) वाचा:\nA: आकाश निळे दिसते.\nR: हवा निळा प्रकाश अधिक विखुरते.\nयोग्य पर्याय निवडा:');
  });
});
