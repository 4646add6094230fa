// Demo product pictures drawn as SVG on request (no files, no internet): GET /api/product-images/:name.svg, public.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../../platform/errors.ts';

const PALETTE = ['#5B8DEF', '#F2994A', '#27AE60', '#9B51E0', '#EB5757', '#2D9CDB', '#F2C94C', '#6FCF97'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function productSvg(name: string): string {
  const h = hash(name);
  const colour = PALETTE[h % PALETTE.length]!;
  const words = name.replace(/-/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="${label}">
<rect width="192" height="192" rx="16" fill="#F4F6F8"/>
<circle cx="96" cy="80" r="${40 + (h % 12)}" fill="${colour}" opacity="0.85"/>
<rect x="${48 + (h % 20)}" y="104" width="${96 - (h % 20)}" height="36" rx="8" fill="${colour}"/>
<text x="96" y="172" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#37474F">${label}</text>
</svg>`;
}

export const productImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-images/:name',
    {
      config: { public: true },
      schema: {
        operationId: 'getProductImage',
        summary: 'Demo product picture',
        tags: ['orders'],
        params: z.object({ name: z.string().max(60) }),
        success: {
          description: 'The picture as SVG; it never changes under its name, so browsers keep it for a year.',
          mediaType: 'image/svg+xml',
        },
        errors: [404],
      },
    },
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.name);
      if (!match) throw new NotFound('No such product image.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(productSvg(match[1]!));
    },
  );
};
