import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('reads id, event and data of a frame and skips comments', () => {
    const parser = new SseParser();
    const { messages } = parser.push(': heartbeat\n\nid: 7\nevent: order-changed\ndata: {"orderId":3}\n\n');
    expect(messages).toEqual([{ id: '7', event: 'order-changed', data: '{"orderId":3}' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('joins a frame split across chunks, including a CRLF split in the middle', () => {
    const parser = new SseParser();
    expect(parser.push('id: 1\r').messages).toEqual([]);
    expect(parser.push('\nevent: order-changed\r\ndata: {"orderId"').messages).toEqual([]);
    expect(parser.push(':1}\r\n\r\n').messages).toEqual([{ id: '1', event: 'order-changed', data: '{"orderId":1}' }]);
  });

  it('joins several data lines with newlines and defaults the event to message', () => {
    const { messages } = new SseParser().push('data: a\ndata:b\n\n');
    expect(messages).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('reports a numeric retry and ignores a malformed one', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 3000\n\n').retry).toBe(3000);
    expect(parser.push('retry: soon\n\n').retry).toBeUndefined();
  });

  it('keeps the last id for frames without one and dispatches nothing for a frame without data', () => {
    const parser = new SseParser();
    expect(parser.push('id: 9\nevent: orders-resync\n\n').messages).toEqual([]);
    expect(parser.lastEventId).toBe('9');
    expect(parser.push('event: order-changed\ndata: {}\n\n').messages).toEqual([{ id: '9', event: 'order-changed', data: '{}' }]);
  });
});
