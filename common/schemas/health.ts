import { z } from 'zod';

export const databaseModes = ['embedded', 'postgres'] as const;
export type DatabaseMode = (typeof databaseModes)[number];

/** GET /api/health */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    mode: z.enum(databaseModes),
    ok: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
