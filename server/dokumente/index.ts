import type { FastifyPluginAsync } from 'fastify';
import { lesenRoutes } from './lesen.routes';
import { Dokumente } from './service';
import { uploadRoutes } from './upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    dokumente: Dokumente;
  }
}

/** Documents of tenders: upload (Administrator, Kunde), list and download (whoever may see the tender). */
export const dokumente: FastifyPluginAsync = async (app) => {
  app.decorate('dokumente', new Dokumente(app.db, app.clock));
  await app.register(uploadRoutes, { prefix: '/api/upload/ausschreibung' });
  await app.register(lesenRoutes, { prefix: '/api' });
};
