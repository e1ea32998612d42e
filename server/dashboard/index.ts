import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './routes';
import { Dashboard } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: Dashboard;
  }
}

export const dashboard: FastifyPluginAsync = async (app) => {
  app.decorate('dashboard', new Dashboard(app.db, app.clock));
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
};
