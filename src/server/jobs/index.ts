/** The background job queue every feature uses (mains OCR, the question scanner): see queue.ts. */
export { JobQueue, type JobContext, type JobHandler, type QueueHandle, type QueueOptions } from './queue';
export type { Job } from './repo';
