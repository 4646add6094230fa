// A local webhook receiver for tests: a node http server on 127.0.0.1, port 0, that records every request (headers,
// raw body, whether its signature verifies with the given secret) and answers the status a test sets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/modules/integrations/webhook-signature.ts';

export interface Received {
  event: string;
  deliveryId: string;
  signature: string;
  body: string;
  json: { id: number; event: string; occurredAt: string; replayOf?: number; data: Record<string, unknown> };
  verified: boolean;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status the next requests get (200 unless set). */
  answer: number;
  secret: string;
  close(): Promise<void>;
}

export async function startReceiver(now: () => Date = () => new Date()): Promise<Receiver> {
  const receiver = { received: [] as Received[], answer: 200, secret: '' } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['portal-signature'] ?? '');
      receiver.received.push({
        event: String(req.headers['portal-event']),
        deliveryId: String(req.headers['portal-delivery']),
        signature,
        body,
        json: JSON.parse(body) as Received['json'],
        verified: verifySignature(receiver.secret, signature, body, Math.floor(now().getTime() / 1000)),
      });
      res.writeHead(receiver.answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
