// What a JsonBody says, for tests (jsdom's Blob has no text(); its FileReader reads one).
import type { JsonBody } from '../lib/json-body.ts';

export function readJsonBody(body: JsonBody): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(body.blob);
  });
}
