// 405 Method Not Allowed for a known API path asked with a method it does not take (RFC 9110 15.5.6: with `Allow`),
// instead of the router's 404: the app's routes are kept in a second router that only answers "which methods match".
// A path is the resource of its most specific route (a static segment before a parameter, as the router prefers):
// /api/orders/export is the export (POST), not the order "export" that GET /api/orders/{orderId} would read, so its
// Allow lists POST only and a GET there answers 405 instead of reaching getOrder with "export" as the id.
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Longest path parameter the router accepts: above every documented bound (uuid, enum, 200-character token, int32). */
export const MAX_PATH_PARAM_LENGTH = 1000;

/** Segment by segment, a static segment before a parameter: the smaller, the more specific. */
function compareTemplates(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]!.startsWith(':') || sa[i]!.includes('*') ? 1 : 0;
    const pb = sb[i]!.startsWith(':') || sb[i]!.includes('*') ? 1 : 0;
    if (pa !== pb) return pa - pb;
  }
  return 0;
}

export interface AllowedMethods {
  /** The methods a path takes, sorted (none: no route has the path). */
  (path: string): string[];
}

/** Registers an onRoute hook (call before the routes); the function answers the methods a path takes, sorted. */
export function collectAllowedMethods(app: FastifyInstance): AllowedMethods {
  const router = FindMyWay({ maxParamLength: MAX_PATH_PARAM_LENGTH });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    // only the API's own routes: the web app's static files and SPA fallback are not methods of a resource
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      if (router.hasRoute(method as HTTPMethod, route.url)) continue;
      router.on(method as HTTPMethod, route.url, () => undefined, { template: route.url });
      methods.add(method);
    }
  });
  const matches = (path: string) =>
    [...methods]
      .map((method) => ({
        method,
        template: (router.find(method as HTTPMethod, path)?.store as { template?: string } | undefined)?.template,
      }))
      .filter((m): m is { method: string; template: string } => m.template !== undefined);
  /** The template of the path's most specific route. */
  const resourceOf = (found: { template: string }[]) => found.map((m) => m.template).sort(compareTemplates)[0];
  const allowed: AllowedMethods = (path) => {
    const found = matches(path);
    const resource = resourceOf(found);
    return found
      .filter((m) => compareTemplates(m.template, resource!) === 0)
      .map((m) => m.method)
      .sort();
  };
  // A request the router gave to a route with a parameter where another method has a more specific route for the same
  // path (GET /api/orders/export beside POST /api/orders/export) is that other resource's: 405 with its Allow.
  // A method no route of a known path takes is answered here too, before Fastify reads a body it would refuse first
  // (QUERY without a Content-Type was a 400 where every other such method is a 405).
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!;
    if (request.is404) {
      if (path !== '/api' && !path.startsWith('/api/')) return;
      const allow = allowed(path);
      if (allow.length === 0) return;
      throw new HttpError(405, 'Method Not Allowed', `${path} does not take ${request.method}; it takes ${allow.join(', ')}.`, undefined, {
        allow: allow.join(', '),
      });
    }
    const template = request.routeOptions.url;
    if (!template?.startsWith('/api') || !template.includes(':')) return;
    const found = matches(path);
    const resource = resourceOf(found);
    if (resource === undefined || compareTemplates(template, resource) <= 0) return;
    const allow = allowed(path);
    throw new HttpError(405, 'Method Not Allowed', `${path} does not take ${request.method}; it takes ${allow.join(', ')}.`, undefined, {
      allow: allow.join(', '),
    });
  });
  return allowed;
}
