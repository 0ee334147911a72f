import { extractedCards, type ExtractedCard, type GenerateFromContentRequest } from '@shared/flashcards';
import { systemPrompt, userInput } from '@server/ai/sdk/prompts';
import type { AiTask } from '@server/ai/task';
import { detectLang } from '@server/library';
import { answerInNotes, extractCards } from './extract';

const prompt = (n: number, topic: string) =>
  `Make at most ${n} flashcards on "${topic}" from the candidate's notes in the user message. Each card is a question ` +
  'and its answer; the answer must be copied word for word from the notes (a name, a number, a term or a whole sentence). ' +
  'Return JSON: { "cards": [{ "question": string, "answer": string, "kind": "cloze" | "key-sentence" }] }. The notes are the only passage.';

/**
 * Flashcards from pasted notes (spec 02 §2 "Generate from Notes"). Offline: key-sentence and cloze extraction
 * (extract.ts). With a model: its cards, kept only where the answer is found in the notes word for word; when none
 * passes, the offline cards stand.
 */
export const flashcardsFromNotesTask: AiTask<GenerateFromContentRequest, { cards: ExtractedCard[] }> = {
  name: 'flashcards-from-notes',
  output: extractedCards,
  // the notes' case carries meaning (names, acronyms)
  cache: { keepCase: true },
  async offline(input) {
    return { cards: extractCards(input.topic, input.content, input.count) };
  },
  async withModel(input, draft, model) {
    if (!draft.cards.length) return null;
    const out = await model.object(extractedCards, systemPrompt(prompt(input.count, input.topic), detectLang(input.content), '(the user message)'), [
      { role: 'user', content: userInput(input.content) },
    ]);
    const kept = out.cards.filter((c) => answerInNotes(c, input.content)).slice(0, input.count);
    return kept.length ? { cards: kept } : null;
  },
};
