// Parses text/event-stream chunks into messages (the WHATWG event-stream rules the app needs: data, event, id, retry, comments).
export interface SseMessage {
  /** Defaults to "message" like EventSource. */
  event: string;
  data: string;
  /** The last id the stream set, carried by this message (resume point). */
  id?: string;
}

export interface SseParseResult {
  messages: SseMessage[];
  /** The latest valid `retry:` value in the chunk, in ms. */
  retry?: number;
}

export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private lastId: string | undefined;

  /** The resume point: the last id seen, even on a frame without data. */
  get lastEventId(): string | undefined {
    return this.lastId;
  }

  push(chunk: string): SseParseResult {
    this.buffer += chunk;
    const result: SseParseResult = { messages: [] };
    // a trailing "\r" may be the first half of "\r\n": keep it until the next chunk
    const lines = this.buffer.split(/\r\n|\r(?!$)|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.readLine(line, result);
    return result;
  }

  private readLine(line: string, result: SseParseResult): void {
    if (line === '') {
      this.dispatch(result);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) result.retry = Number(value);
  }

  private dispatch(result: SseParseResult): void {
    const event = this.event || 'message';
    this.event = '';
    if (this.data.length === 0) return;
    const data = this.data.join('\n');
    this.data = [];
    result.messages.push({ event, data, ...(this.lastId === undefined ? {} : { id: this.lastId }) });
  }
}
