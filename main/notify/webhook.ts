// The webhook: one POST of the notification's JSON through main/net's dispatcher, so the
// same proxy and trusted certificates as the CLI's calls to the service (a receiver on this
// machine is reached directly), bounded by a timeout, no redirect followed. A failure is thrown with a message that names only the origin.
import { createDispatcher, DIRECT, type NetworkSettings } from '../net/index.js';
import type { NotificationPayload } from './payload-types.js';
import { checkWebhookUrl, isLoopbackHost, webhookForDisplay } from './webhook-url.js';

export const WEBHOOK_TIMEOUT_MS = 15_000;

/** The receiver answered, but not with success: its message is whole already, passed on as is. */
class WebhookAnswered extends Error {}

export interface WebhookOptions {
  network?: NetworkSettings;
  timeoutMs?: number;
}

export async function postWebhook(
  address: string,
  payload: NotificationPayload,
  o: WebhookOptions = {},
): Promise<void> {
  const checked = checkWebhookUrl(address);
  if ('error' in checked) throw new Error(checked.error);
  const { url } = checked;
  const timeoutMs = o.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const network = isLoopbackHost(url.hostname) ? DIRECT : (o.network ?? {});
  const dispatcher = createDispatcher(url.origin, network, { timeoutMs });
  const where = webhookForDisplay(url);
  try {
    const res = await dispatcher.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'commerce-bulk' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body.dump();
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new WebhookAnswered(`The webhook ${where} answered ${res.statusCode}.`);
  } catch (err) {
    if (err instanceof WebhookAnswered) throw err;
    const e = err as Error & { code?: string };
    const why =
      e.name === 'TimeoutError' || e.name === 'AbortError' ? `no answer in ${timeoutMs / 1000} s` : (e.code ?? e.name);
    throw new Error(`The webhook ${where} could not be reached (${why}).`);
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}
