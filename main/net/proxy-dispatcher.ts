// The proxied route: undici's ProxyAgent (CONNECT tunnels, Basic proxy credentials, an https
// proxy), loaded on the first request through a proxy, so a run that goes straight to the
// service never loads undici at all.
import type { ProxyAgent } from 'undici';
import type { HttpDispatcher, HttpRequestOptions, HttpResponse } from './http-dispatcher.js';

export class ProxyDispatcher implements HttpDispatcher {
  private agent: Promise<ProxyAgent> | undefined;

  constructor(private readonly options: ProxyAgent.Options) {}

  private load(): Promise<ProxyAgent> {
    this.agent ??= import('undici').then((undici) => {
      // A CommonJS package's exports: Node names them on a dynamic import and as `default`;
      // the CLI's bundle, which has undici inside it (scripts/build-cli.mjs), as `default` alone.
      const { ProxyAgent: Agent } = undici.default ?? undici;
      return new Agent(this.options);
    });
    return this.agent;
  }

  async request(o: HttpRequestOptions): Promise<HttpResponse> {
    const agent = await this.load();
    return agent.request(o);
  }

  async close(): Promise<void> {
    if (this.agent) await (await this.agent).close();
  }

  async destroy(): Promise<void> {
    if (this.agent) await (await this.agent).destroy();
  }
}
