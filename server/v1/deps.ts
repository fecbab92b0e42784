// What the /v1 pipeline and the $batch runner share.
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../http/limits.js';
import type { SandboxState } from './context.js';

/** Marks an inject()ed $batch part; its value is a per-instance secret so callers cannot fake it. */
export const PART_HEADER = 'x-sandbox-batch-part';

export interface V1Deps {
  state: SandboxState;
  limits: Limits;
  partSecret: string;
  app: FastifyInstance;
}
