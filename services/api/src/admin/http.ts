import type { FastifyRequest } from 'fastify';
import type { AdminCtx } from '@portal/core/admin/common';
import { principalOf } from '../platform/auth.ts';

/** The administration commands' context: who acts, and the request's correlation id. */
export const adminCtx = (req: FastifyRequest): AdminCtx => ({ actor: principalOf(req), correlationId: req.id });
