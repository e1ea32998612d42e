import type { FastifyPluginAsync } from 'fastify';
import { zulassungAdminRoutes } from './admin.routes';
import { ZulassungAdminService } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    zulassungAdmin: ZulassungAdminService;
  }
}

/** The administrator's side of the supplier register; the EVU's side is a plugin of its own in this folder. */
export const zulassungAdmin: FastifyPluginAsync = async (app) => {
  app.decorate('zulassungAdmin', new ZulassungAdminService(app.db, app.clock, app.outbox, app.config.publicUrl, app.config.nachweisPflicht));
  await app.register(zulassungAdminRoutes, { prefix: '/api/evuasadmin' });
};
