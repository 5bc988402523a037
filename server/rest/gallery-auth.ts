// Customer calls under /api/{urlEvento}/...: the gallery token must be one of this event's sessions. The GraphQL
// mutations act on the token's own session; the REST path names the event too, and the two must agree.
import type { Context } from '../context.ts';
import { NotFoundError } from '../domain/errors.ts';
import { gallerySessionRefusal } from '../services/gallery/sessions.ts';
import { message } from './answers.ts';
import type { RestAnswer } from './route.ts';

/** The answer refusing the call, or null when the viewer holds a session of the event at `eventSlug`. */
export async function galleryRefusal(context: Context, eventSlug: string): Promise<RestAnswer | null> {
  const refusal = await gallerySessionRefusal(context, eventSlug);
  if (!refusal) return null;
  return message(refusal instanceof NotFoundError ? 404 : 401, refusal.message);
}
