/**
 * The live-update protocol: the zod schema of what a client may send, plus (re-exported) the
 * constants and types of realtime-protocol.ts, which the browser imports without zod.
 */
import { z } from 'zod';

export * from './realtime-protocol.js';

const channel = z.string().min(1).max(120);

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel, ref: z.number().int() }),
  z.object({ type: z.literal('unsubscribe'), channel }),
  z.object({ type: z.literal('ping'), ref: z.number().int() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
