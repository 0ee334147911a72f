import { Readable } from 'node:stream';
import { chatRequest, chatResponse } from '@shared/chat';
import type { AiService } from '@server/ai/service';
import type { Guards } from '@server/auth/guards';
import type { ZodPlugin } from '@server/http/zod';
import { chatTask } from './ai-tasks';
import { streamEvents } from './service';

/** The tutor chat: one answer, or the same answer streamed as NDJSON. */
export const chatRoutes: ZodPlugin<{ ai: AiService; guards: Guards }> = async (app, { ai, guards }) => {
  app.post('/api/chat/ask', { preHandler: guards.requireAccess, schema: { body: chatRequest, response: { 200: chatResponse } } }, async (req) =>
    ai.run(chatTask, req.user!.id, req.body),
  );

  // Not compressed: a compressor holds pieces back until it has a block, and the first words should show at once.
  app.post('/api/chat/stream', { preHandler: guards.requireAccess, schema: { body: chatRequest }, compress: false }, async (req, reply) => {
    // quota, cache and engine errors surface here, before any byte is sent
    const stream = await ai.stream(chatTask, req.user!.id, req.body);
    const lines = (async function* () {
      for await (const e of streamEvents(stream, (err) => req.log.warn({ err }, 'chat stream interrupted'))) yield `${JSON.stringify(e)}\n`;
    })();
    return reply
      .type('application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(lines));
  });
};
