import { describe, expect, it } from 'vitest';
import { clip, topicHref } from './topic-link';

describe('topicHref', () => {
  it('links a library topic with its id, and a syllabus line without', () => {
    expect(topicHref('Fundamental Rights', 'Indian Polity', 'polity-fundamental-rights')).toBe(
      '/topic/indian-polity/fundamental-rights?topic=Fundamental+Rights&subject=Indian+Polity&topicId=polity-fundamental-rights',
    );
    const href = topicHref('भारतीय राष्ट्रीय चळवळ', 'इतिहास');
    const qs = new URLSearchParams(href.split('?')[1]);
    expect(qs.get('topic')).toBe('भारतीय राष्ट्रीय चळवळ');
    expect(qs.get('subject')).toBe('इतिहास');
    expect(qs.has('topicId')).toBe(false);
  });
  it('cuts a long line at a word to what the topic API takes', () => {
    const long = 'Current events of state, national and international importance '.repeat(4);
    const topic = new URLSearchParams(topicHref(long, long).split('?')[1]).get('topic')!;
    expect(topic.length).toBeLessThanOrEqual(120);
    expect(long.startsWith(topic)).toBe(true);
    expect(clip(long, 60).length).toBeLessThanOrEqual(60);
    expect(clip('short', 60)).toBe('short');
  });
});
