// Public files the portal loads straight into <img> and <iframe> (bulletin thumbnails and
// documents), which cannot send a token: served without one, like a CDN. Not part of the
// supplier contract, so these routes are not checked against it.
import { Query } from '@msw/data';
import fp from 'fastify-plugin';
import { SupplierError } from '../infrastructure/errors.ts';

export const assetsPlugin = fp(
  async (app) => {
    app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
      const key = `/assets/${request.params['*']}`;
      const asset = request.world.db.assets.findFirst(new Query((record) => record.Key === key));
      if (!asset) throw new SupplierError(404, `No asset ${key}`);
      reply.type(asset.ContentType).header('cache-control', 'public, max-age=3600');
      return Buffer.from(asset.Bytes);
    });
  },
  { name: 'assets', dependencies: ['sandboxes', 'errors'] },
);
