const encoder = new TextEncoder();
/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;
const KEEPALIVE = encoder.encode(': keepalive\n\n');

/** One server-sent event. */
export function frame(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export type EventStreamOptions = {
  /** End the stream after this long (the client's EventSource reconnects); open until the client leaves without it. */
  endAfterMs?: number;
};

/**
 * A server-sent event stream that stays open until the client leaves (or `endAfterMs` passes):
 * `open` sends the first events and subscribes, and returns what to undo when the stream ends
 * (its unsubscribe). Keep-alive comments are sent meanwhile; nothing is sent after the end.
 */
export function eventStream(request: Request, open: (send: (chunk: Uint8Array) => void) => () => void, options: EventStreamOptions = {}): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };
      const keepalive = setInterval(() => send(KEEPALIVE), KEEPALIVE_MS);
      const end = options.endAfterMs === undefined ? undefined : setTimeout(() => stop(), options.endAfterMs);
      const close = open(send);
      stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        clearTimeout(end);
        close();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      request.signal.addEventListener('abort', stop);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } });
}
