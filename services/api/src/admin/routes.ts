import type { FastifyInstance } from 'fastify';
import type { AccessDeps } from '@portal/core/access/index';
import type { EmailDispatcher } from '../platform/emails.ts';
import { userRoutes } from './users-routes.ts';
import { dealerRoutes } from './dealers-routes.ts';
import { regionRoutes } from './regions-routes.ts';
import { profileRoutes } from './profiles-routes.ts';

/** The administration area: users, dealers, groups, regions and profile types (the audit of their changes: auditoria/routes.ts). */
export async function adminRoutes(app: FastifyInstance, opts: { deps: AccessDeps; emails: EmailDispatcher }) {
  await app.register(userRoutes, opts);
  await app.register(dealerRoutes, { db: opts.deps.db });
  await app.register(regionRoutes, { db: opts.deps.db });
  await app.register(profileRoutes, { db: opts.deps.db });
}
