// A request body already serialised as JSON, e.g. by a worker: http() sends the Blob as it is, so the main thread
// neither serialises nor copies it. T is the value it encodes, so a call can still name the request type it takes.
export class JsonBody<T = unknown> {
  declare readonly encodes?: T;
  constructor(readonly blob: Blob) {}

  static of<T>(value: T): JsonBody<T> {
    return new JsonBody<T>(new Blob([JSON.stringify(value)], { type: 'application/json' }));
  }
}
