import {
  cardIdParams,
  cardResponse,
  deckCardsResponse,
  decksResponse,
  dueResponse,
  generatedFromContentResponse,
  generatedResponse,
  generateFromContentRequest,
  generateRequest,
  idParams,
  okResponse,
  reviewRequest,
  reviewResponse,
  reviewSettingsDto,
  reviewSettingsRequest,
  statsResponse,
  updateCardRequest,
} from '@shared/flashcards';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/database';
import type { ZodPlugin } from '@server/http/zod';
import { detectLang } from '@server/library';
import { flashcardsFromNotesTask } from './ai-tasks';
import * as review from './review';
import * as service from './service';

/**
 * Flashcards (spec 02 §2, issue 14): decks and cards under `/api/flashcards`, the FSRS review under `/api/reviews`.
 * Every route needs a trial or paid plan (the page is behind the access guard); the server computes every schedule.
 */
export const flashcardsRoutes: ZodPlugin<{ db: Db; ai: AiService; guards: Guards; clock: Clock }> = async (app, { db, ai, guards, clock }) => {
  const k = db.kysely;
  const access = { preHandler: guards.requireAccess };

  app.post('/api/flashcards/generate', { ...access, schema: { body: generateRequest, response: { 200: generatedResponse } } }, async (req) =>
    service.generate(k, req.user!.id, req.body, clock()),
  );
  app.post(
    '/api/flashcards/generate-from-content',
    { ...access, schema: { body: generateFromContentRequest, response: { 200: generatedFromContentResponse } } },
    async (req) => {
      const { cards, ...engine } = await ai.run(flashcardsFromNotesTask, req.user!.id, req.body);
      const lang = detectLang(req.body.content) === 'marathi' ? 'mr' : 'en';
      return { ...(await service.saveFromNotes(k, req.user!.id, req.body.topic, lang, cards, clock())), ...engine };
    },
  );
  app.get('/api/flashcards/decks', { ...access, schema: { response: { 200: decksResponse } } }, async (req) =>
    service.listDecks(k, req.user!.id, clock()),
  );
  app.get('/api/flashcards/decks/:id', { ...access, schema: { params: idParams, response: { 200: deckCardsResponse } } }, async (req) =>
    service.deckCards(k, req.user!.id, req.params.id, clock()),
  );
  app.delete('/api/flashcards/decks/:id', { ...access, schema: { params: idParams, response: { 200: okResponse } } }, async (req) =>
    service.removeDeck(k, req.user!.id, req.params.id),
  );
  app.patch(
    '/api/flashcards/cards/:id',
    { ...access, schema: { params: idParams, body: updateCardRequest, response: { 200: cardResponse } } },
    async (req) => service.editCard(k, req.user!.id, req.params.id, req.body),
  );
  app.delete('/api/flashcards/cards/:id', { ...access, schema: { params: idParams, response: { 200: okResponse } } }, async (req) =>
    service.removeCard(k, req.user!.id, req.params.id),
  );

  app.get('/api/reviews/due', { ...access, schema: { response: { 200: dueResponse } } }, async (req) => review.dueQueue(db, req.user!.id, clock()));
  app.post('/api/reviews/undo', { ...access, schema: { response: { 200: cardResponse } } }, async (req) => review.undo(db, req.user!.id));
  app.get('/api/reviews/stats', { ...access, schema: { response: { 200: statsResponse } } }, async (req) => review.stats(k, req.user!.id, clock()));
  app.put('/api/reviews/settings', { ...access, schema: { body: reviewSettingsRequest, response: { 200: reviewSettingsDto } } }, async (req) =>
    review.saveSettings(k, req.user!.id, req.body),
  );
  app.post(
    '/api/reviews/:cardId',
    { ...access, schema: { params: cardIdParams, body: reviewRequest, response: { 200: reviewResponse } } },
    async (req) => review.review(db, req.user!.id, req.params.cardId, req.body, clock()),
  );
};
