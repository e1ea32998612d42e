import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

export const dashboard: FastifyPluginAsync = async (app) => {
  app.decorate('dashboard', new DashboardService(app.db, app.clock));
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
};
