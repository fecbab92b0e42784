// The event emitter's type on its own, so the wiring files context.ts builds from (such as
// update-wiring.ts) can take an emitter without importing context.ts back.
import type { EventName, EventOf } from '../../shared/ipc/index.js';

export type Emit = <E extends EventName>(event: E, payload: EventOf<E>) => void;
