// Counts the round trips an API process makes to PostgreSQL: a TCP proxy between the API and the server that reads
// the frontend's messages (after the startup message, each is a type byte and an int32 length) and counts the two
// that make the server answer and wait: Sync ('S', the end of an extended-protocol pipeline) and Query ('Q', a
// simple query). Used only by the cost part's breakdown (cost.ts): the proxy's own hop would add to the latency
// figures, which are measured without it.
import net from 'node:net';

export interface RoundTripProxy {
  port: number;
  /** Round trips since the proxy started (every connection through it). */
  count(): number;
  close(): Promise<void>;
}

/** Reads frontend messages from a stream of chunks and calls `onMessage` with each one's type. */
export class FrontendMessages {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  constructor(private readonly onMessage: (type: string) => void) {}

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        // the startup message (and an SSLRequest before it) has no type byte: int32 length, then the body
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        // 80877103: SSLRequest, 80877104: GSSENCRequest; the startup message follows them
        if (code !== 80877103 && code !== 80877104) this.started = true;
        this.buffer = this.buffer.subarray(length);
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.onMessage(String.fromCharCode(this.buffer[0]!));
      this.buffer = this.buffer.subarray(1 + length);
    }
  }
}

export async function startRoundTripProxy(target: { host: string; port: number }): Promise<RoundTripProxy> {
  let trips = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    // no Nagle delay on either side: the hop must not hold small writes back (the wall time beside the counts)
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    const messages = new FrontendMessages((type) => {
      if (type === 'S' || type === 'Q') trips++;
    });
    client.on('data', (chunk: Buffer) => {
      messages.push(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    count: () => trips,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
