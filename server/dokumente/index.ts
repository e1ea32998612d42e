import type { FastifyPluginAsync } from 'fastify';
import { lesenRoutes } from './lesen.routes';
import { DokumenteService } from './service';
import { uploadRoutes } from './upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    dokumente: DokumenteService;
  }
}

/** Documents of tenders: upload (Administrator, Kunde), list and download (whoever may see the tender). */
export const dokumente: FastifyPluginAsync = async (app) => {
  app.decorate('dokumente', new DokumenteService(app.db, app.clock));
  await app.register(uploadRoutes, { prefix: '/api/upload/ausschreibung' });
  await app.register(lesenRoutes, { prefix: '/api' });
};
