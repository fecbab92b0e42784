import type { Channel } from '../../../shared/ipc/index.js';
import type { Handler } from '../dispatch.js';

/** A slice of the handler table: the channels whose names start with one prefix. */
export type HandlersOf<P extends string> = { [C in Extract<Channel, `${P}${string}`>]: Handler<C> };
