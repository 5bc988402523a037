// An answer with a list too long to hold (route.ts StreamedList): the answer's JSON around the list, then the list's
// pages as they are read, so the bytes are those JSON.stringify gives the whole answer and memory holds one page.
import { type ListPage, streamedList } from './route.ts';

const marker = JSON.stringify(streamedList);

/** The answer's JSON before and after the place of its streamed list. */
export function aroundList(body: unknown): { head: string; tail: string } {
  const text = JSON.stringify(body);
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + marker.length) >= 0)
    throw new Error('A streamed answer must hold streamedList exactly once');
  return { head: text.slice(0, at), tail: text.slice(at + marker.length) };
}

const itemsText = (page: ListPage) => page.items.map((item) => JSON.stringify(item)).join(',');

/** The whole answer when the list fits its first page (null when there are more pages to read). */
export function wholeAnswer(body: unknown, first: ListPage): string | null {
  if (first.after !== null) return null;
  const { head, tail } = aroundList(body);
  return `${head}[${itemsText(first)}]${tail}`;
}

/**
 * The answer's text in parts: what comes before the list with its first page, each later page (`next` reads the page
 * after a cursor), then the rest. A page is asked for only once the one before has been taken (the stream's pull).
 */
export async function* answerParts(
  body: unknown,
  first: ListPage,
  next: (after: string) => Promise<ListPage>,
): AsyncGenerator<string> {
  const { head, tail } = aroundList(body);
  let written = first.items.length > 0;
  yield `${head}[${itemsText(first)}`;
  let after = first.after;
  while (after !== null) {
    const page = await next(after);
    if (page.items.length) {
      yield `${written ? ',' : ''}${itemsText(page)}`;
      written = true;
    }
    after = page.after;
  }
  yield `]${tail}`;
}

/** A byte stream of the parts, read on demand (the client's pace bounds what is held). */
export function streamOfParts(parts: AsyncGenerator<string>, onError: (error: unknown) => void) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await parts.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        // The status line is sent: a failure mid-answer can only cut it (the client's JSON does not parse).
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
