// What the /v1 pipeline and the $batch runner share.
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../http/limits.js';
import type { TokenGrant } from '../oauth/index.js';
import type { SandboxState } from './context.js';

/** Marks an inject()ed $batch part; its value is a per-instance secret so callers cannot fake it. */
export const PART_HEADER = 'x-sandbox-batch-part';

export interface V1Deps {
  state: SandboxState;
  limits: Limits;
  partSecret: string;
  app: FastifyInstance;
  /**
   * The grants of the $batch envelopes being answered, by their token: a part presenting its
   * envelope's token is not checked again (once per envelope, service-behaviour.md: the outer
   * call's token applies to every part). Held while at least one envelope with it runs.
   */
  envelopeGrants?: Map<string, { grant: TokenGrant; envelopes: number }>;
}
