// Every status an API test receives must be one the API document declares for that route: a route that answers
// what it does not describe fails the test file that exercised it (createTestApp checks at close).
import type { FastifyInstance } from 'fastify';

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;

export function recordAnsweredStatuses(app: FastifyInstance): Set<string> {
  const answered = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/')) answered.add(`${request.method === 'HEAD' ? 'GET' : request.method} ${url} ${reply.statusCode}`);
  });
  return answered;
}

/** The answers no document lists: a route left out of the document, or a status its operation does not declare. */
export function undocumentedStatuses(app: FastifyInstance, answered: Set<string>): string[] {
  const paths = (app.swagger() as unknown as { paths: Operations }).paths;
  const missing: string[] = [];
  for (const entry of answered) {
    const [method, url, status] = entry.split(' ') as [string, string, string];
    // Server errors are not part of the contract; the document, its UI and the dev helpers are not in it.
    // A 405 is the router's: the path is another route's resource (GET /api/orders/export), not this operation's.
    if (
      Number(status) >= 500 ||
      status === '405' ||
      url === '/api/openapi.json' ||
      url.startsWith('/api/docs') ||
      url.startsWith('/api/dev/')
    )
      continue;
    const operation = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (!operation || !(status in operation.responses)) missing.push(entry);
  }
  return missing;
}
