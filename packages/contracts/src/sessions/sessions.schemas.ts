// The Sessions page (docs/decisions/auth.md, "Sessions"): the signed-in person's devices, each ended on its own.
import { z } from '../zod.ts';

/** A session is a refresh-token family: a sign-in on one device, kept by its rotations. */
export const sessionIdParam = z.object({ sessionId: z.uuid() });

export const sessionView = z.object({
  id: z.string(),
  /** The browser and system in words ("Chrome on Windows"). */
  device: z.string(),
  signedInOn: z.string().describe('ISO 8601 instant'),
  lastUsedOn: z.string().describe('ISO 8601 instant'),
  /** The session of this very request (the device in hand). */
  current: z.boolean(),
  /** Signed in through the company's identity provider: how the provider says the person signed in (acr/amr), or null. */
  assurance: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionList = z.array(sessionView);

/** POST /sessions/end-others: how many sessions it ended. */
export const endedSessions = z.object({ ended: z.number().int().min(0) });
