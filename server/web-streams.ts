// Request bodies as the Node server adapter hands them over (ponyfill web streams, which Node's own stream
// helpers refuse), read through their reader into what Node code expects.

/** The body's chunks as Buffers, as they arrive. */
export async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Buffer> {
  if (!body) return;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
}

/** A native ReadableStream with the same content, read as it is consumed. */
export function nativeStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
