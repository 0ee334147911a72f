import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardResponse,
  DeckCardsResponse,
  DecksResponse,
  GeneratedFromContentResponse,
  GeneratedResponse,
  GenerateFromContentRequest,
  GenerateRequest,
  UpdateCardRequest,
} from '@shared/flashcards';
import { api } from '@web/lib/api';

export const DECKS = ['flashcards', 'decks'] as const;
const deckKey = (id: string) => ['flashcards', 'deck', id] as const;

/** GET /api/flashcards/decks: the candidate's decks with card, due and new counts. */
export const useDecks = () => useQuery({ queryKey: DECKS, queryFn: ({ signal }) => api.get<DecksResponse>('/api/flashcards/decks', { signal }) });

/** GET /api/flashcards/decks/:id: one deck's cards. */
export const useDeckCards = (id: string) =>
  useQuery({ queryKey: deckKey(id), queryFn: ({ signal }) => api.get<DeckCardsResponse>(`/api/flashcards/decks/${id}`, { signal }) });

/** Everything the flashcards page shows (decks, the due queue, stats) after cards change. */
function useInvalidateAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['flashcards'] });
}

/** POST /api/flashcards/generate */
export function useGenerate() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: GenerateRequest) => api.post<GeneratedResponse>('/api/flashcards/generate', body),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/flashcards/generate-from-content */
export function useGenerateFromNotes() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: GenerateFromContentRequest) => api.post<GeneratedFromContentResponse>('/api/flashcards/generate-from-content', body),
    onSuccess: () => invalidate(),
  });
}

/** PATCH /api/flashcards/cards/:id */
export function useEditCard() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCardRequest & { id: string }) => api.patch<CardResponse>(`/api/flashcards/cards/${id}`, body),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/flashcards/cards/:id */
export function useDeleteCard() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/flashcards/cards/${id}`), onSuccess: () => invalidate() });
}

/** DELETE /api/flashcards/decks/:id */
export function useDeleteDeck() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/flashcards/decks/${id}`), onSuccess: () => invalidate() });
}
