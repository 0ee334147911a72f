import { describe, expect, it } from 'vitest';
import { handLibrary } from '@server/ai/hand-library';
import { questionUnits } from '@server/ai/passages';
import { rankNotes } from '@server/ai/retrieval';
import { groundedAnswer } from './offline';

describe('the answer from a note', () => {
  it('a question of two parts gets the sentence that answers its second part, not only more of the first', () => {
    const ix = handLibrary([
      {
        id: 'income',
        title: 'National income',
        summary: [
          'GDP is the value of all final goods and services produced within a country in a year.',
          'GDP per head is GDP divided by the population.',
          'Real GDP is GDP at the prices of a base year, and nominal GDP is GDP at current prices.',
          'GDP growth is the change in real GDP from one year to the next.',
          'The production, income and expenditure methods are how national output is measured.',
        ],
      },
      // other notes, so that "GDP" is as rare in the library as in a real one
      ...['Rivers', 'Forts', 'Soils', 'Monsoon', 'Dams', 'Ports'].map((t, i) => ({
        id: `other-${i}`,
        title: t,
        summary: [`${t} are studied in geography.`, `${t} of India differ from region to region.`],
      })),
    ]);
    const q = 'What is GDP and how is it measured?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const answer = groundedAnswer(m!, q, 'english');
    expect(answer.response).toContain('GDP is the value of all final goods');
    expect(answer.response).toContain('expenditure methods');
  });
});
