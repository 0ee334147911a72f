import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLang } from '@shared/language';
import type { TopicContentType, TopicTypeRequest, TopicTypeResponse } from '@shared/topic';
import { api } from '@web/lib/api';

/** POST /api/topic/:type (summary, flashcards, questions): one kind of content for a topic. */
export function getTopicContent(type: TopicContentType, body: TopicTypeRequest, options?: { signal?: AbortSignal }): Promise<TopicTypeResponse> {
  return api.post<TopicTypeResponse>(`/api/topic/${type}`, body, options);
}

/** Spec 01 §4: the topic detail load retries once, after 1 second. */
export function getTopicContentQueryOptions(type: TopicContentType, topic: string, subject: string, language: ContentLang) {
  return queryOptions({
    queryKey: ['topic', 'content', type, { topic, subject, language }] as const,
    queryFn: ({ signal }) => getTopicContent(type, { topic, subject, language }, { signal }),
    retry: 1,
    retryDelay: 1000,
  });
}

export function useTopicContent(type: TopicContentType, topic: string, subject: string, language: ContentLang) {
  return useQuery(getTopicContentQueryOptions(type, topic, subject, language));
}
