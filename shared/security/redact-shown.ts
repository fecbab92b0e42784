// A message as data scrubbed as its English would be (issue 40): every string parameter, at
// any depth, goes through the one redaction, so a refusal's data that crosses IPC or lands in
// a notification never carries a live secret its text would not.
import type { Message, MessageParam, ShownText } from '../i18n/index.js';
import { redact } from './redact.js';

function redactParam(param: MessageParam): MessageParam {
  if (typeof param === 'string') return redact(param);
  if (typeof param === 'number') return param;
  if (Array.isArray(param)) return param.map((m: Message) => redactMessage(m));
  return redactMessage(param as Message);
}

function redactMessage(m: Message): Message {
  if (!m.params) return { id: m.id };
  const params = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, redactParam(v)]));
  return { id: m.id, params };
}

export function redactShown(shown: ShownText): ShownText {
  return 'text' in shown ? { text: redact(shown.text) } : redactMessage(shown);
}
