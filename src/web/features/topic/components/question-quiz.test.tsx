// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '@web/testing/render';
import { makeQuestions } from '../lib/fixtures';
import { FlashcardDeck } from './flashcard-deck';
import { QuestionQuiz } from './question-quiz';

/** Answers the first `right` questions correctly and the rest wrongly. */
function answer(right: number) {
  screen.getAllByTestId('quiz-question').forEach((question, index) => {
    const option = index < right ? `A${index + 1}` : `B${index + 1}`;
    fireEvent.click(within(question).getByLabelText(option));
  });
}

describe('QuestionQuiz', () => {
  afterEach(cleanup);

  it('shows at most 10 questions and keeps answers hidden until Show Results', async () => {
    await renderWithShell(<QuestionQuiz questions={makeQuestions(12)} />);
    expect(screen.getAllByTestId('quiz-question')).toHaveLength(10);
    expect(screen.queryByTestId('score-badge')).toBeNull();
    expect(screen.queryByTestId('question-result')).toBeNull();
  });

  it('at 70 % shows the default badge, and reveals the answers', async () => {
    await renderWithShell(<QuestionQuiz questions={makeQuestions(10)} />);
    answer(7);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    const badge = screen.getByTestId('score-badge');
    expect(badge.textContent).toBe('Score: 7/10 (70%)');
    expect(badge.dataset.variant).toBe('default');
    expect(screen.getAllByTestId('question-result')).toHaveLength(10);
    expect(screen.getAllByTestId('question-result')[9]!.textContent).toContain('Answer: A10');
    // The toggle hides them again.
    fireEvent.click(screen.getByRole('button', { name: 'Hide Results' }));
    expect(screen.queryByTestId('score-badge')).toBeNull();
  });

  it('below 70 % shows the destructive badge', async () => {
    await renderWithShell(<QuestionQuiz questions={makeQuestions(10)} />);
    answer(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    const badge = screen.getByTestId('score-badge');
    expect(badge.textContent).toBe('Score: 6/10 (60%)');
    expect(badge.dataset.variant).toBe('destructive');
  });
});

describe('FlashcardDeck', () => {
  afterEach(cleanup);
  const cards = [
    { front: 'Article 14', back: 'Equality before law' },
    { front: 'Article 21', back: 'Life and personal liberty' },
  ];
  const card = () => screen.getByTestId('flashcard');

  it('shows the front until flipped, and a move to another card resets to the front', async () => {
    await renderWithShell(<FlashcardDeck cards={cards} />);
    expect(card().dataset.side).toBe('front');
    expect(card().textContent).toContain('Article 14');
    fireEvent.click(card());
    expect(card().dataset.side).toBe('back');
    expect(card().textContent).toContain('Equality before law');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card().dataset.side).toBe('front');
    expect(card().textContent).toContain('Article 21');
    fireEvent.click(card());
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(card().dataset.side).toBe('front');
    expect(card().textContent).toContain('Article 14');
    expect(screen.getByTestId('flashcard-position').textContent).toBe('Card 1 of 2');
  });

  it('labels the sides question and answer on the topic detail page', async () => {
    await renderWithShell(<FlashcardDeck cards={cards} labels="questionAnswer" />);
    expect(card().textContent).toContain('Question');
    fireEvent.click(card());
    expect(card().textContent).toContain('Answer');
  });

  it('is named by the side and the text it shows, and described by the flip hint', async () => {
    await renderWithShell(<FlashcardDeck cards={cards} labels="questionAnswer" />);
    expect(screen.getByRole('button', { name: 'Question: Article 14', description: 'Tap the card to flip it' })).toBe(card());
    fireEvent.click(card());
    expect(screen.getByRole('button', { name: 'Answer: Equality before law' })).toBe(card());
  });
});
