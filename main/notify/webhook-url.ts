// Which webhook addresses a notification may go to: https anywhere, plain http only to this
// machine (a local relay or a test receiver), since the body would otherwise cross the
// network readable. A webhook URL is itself a secret at Slack and Teams (its path is the
// key), so messages name only its origin.
import { isLoopbackHost } from '../net/index.js';

export { isLoopbackHost };

/** The URL, or an error message that says what is wrong with it (never the URL's path). */
export function checkWebhookUrl(text: string): { url: URL } | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'The webhook address is not a URL.' };
  }
  if (url.protocol === 'https:') return { url };
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { url };
  return {
    error: `The webhook address must be https (plain http only to this machine), not ${url.protocol}//${url.host}.`,
  };
}

/** The webhook as messages may name it: scheme, host and port, never the path that holds its key. */
export function webhookForDisplay(url: string | URL): string {
  try {
    return `${new URL(url).origin}/…`;
  } catch {
    return 'the webhook';
  }
}
