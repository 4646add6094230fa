// 405 Method Not Allowed for a known API path asked with a method it does not take (RFC 9110 15.5.6: with `Allow`),
// instead of the router's 404: the app's routes are kept in a second router that only answers "which methods match".
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/** Longest path parameter the router accepts: above every documented bound (uuid, enum, 200-character token, int32). */
export const MAX_PATH_PARAM_LENGTH = 1000;

/** Registers an onRoute hook (call before the routes); the function answers the methods a path takes, sorted. */
export function collectAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay({ maxParamLength: MAX_PATH_PARAM_LENGTH });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    // only the API's own routes: the web app's static files and SPA fallback are not methods of a resource
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      if (router.hasRoute(method as HTTPMethod, route.url)) continue;
      router.on(method as HTTPMethod, route.url, () => undefined);
      methods.add(method);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method as HTTPMethod, path) !== null).sort();
}
