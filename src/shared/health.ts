import { z } from 'zod';

/** GET /api/health */
export const healthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponse>;
