// The messages inside a message (issue 40): a reader that asks
// what a row's message says (is it an unknown SKU? which key is missing?) looks at the ids and
// parameters of its nested messages instead of taking the English apart again.
import { isMessage, type Message, type MessageParam } from './message.js';

/** Message `m` and every message nested in its parameters, depth first, in parameter order. */
export function messageNodes(m: Message): Message[] {
  const out: Message[] = [];
  const visit = (p: MessageParam): void => {
    if (Array.isArray(p)) for (const x of p as readonly Message[]) visit(x);
    else if (isMessage(p)) {
      out.push(p);
      for (const v of Object.values(p.params ?? {})) visit(v);
    }
  };
  visit(m);
  return out;
}
