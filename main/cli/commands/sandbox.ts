// `sandbox`: run the built-in sandbox service until Ctrl-C, with its data under the app
// data folder by default (the same data the CLI's first-run connection uses).
import { Command } from 'commander';
import { join } from 'node:path';
import { builtInSandboxDir } from '../../live-connections/index.js';
import { appHome } from '../../files/index.js';
import { startSandbox } from '../../../server/index.js';
import { share, wholeNumber } from '../numeric-options.js';

export function sandboxCommand(run: (code: number) => void): Command {
  return new Command('sandbox')
    .description('Run the built-in sandbox Brand Commerce service until Ctrl-C.')
    .option('--port <port>', 'port on 127.0.0.1 (0 picks a free one)', wholeNumber(0, 65_535), 0)
    .option('--data-dir <dir>', 'where its data and credentials.json live (default: <app data>/sandbox)')
    .option('--seed-products <n>', 'products per profile on first start', wholeNumber(1, 999_999))
    .option('--fault-rate <0..1>', 'share of requests answered with a transient failure', share)
    .option('--rate-limit <n>', 'requests per profile per window (0: off)', wholeNumber(0))
    .option('--latency-ms <n>', 'added latency per request', wholeNumber(0, 600_000))
    .option('--tls', 'serve HTTPS with a certificate from a CA made in the data folder (tls/ca.pem)')
    .action(
      async (o: {
        port: number;
        dataDir?: string;
        seedProducts?: number;
        faultRate?: number;
        rateLimit?: number;
        latencyMs?: number;
        tls?: boolean;
      }) => {
        const dataDir = o.dataDir ?? builtInSandboxDir(appHome());
        const handle = await startSandbox({
          port: o.port,
          dataDir,
          quiet: true,
          ...(o.seedProducts !== undefined ? { seedProducts: o.seedProducts } : {}),
          ...(o.faultRate !== undefined ? { faultRate: o.faultRate } : {}),
          ...(o.rateLimit !== undefined ? { rateLimit: o.rateLimit } : {}),
          ...(o.latencyMs !== undefined ? { latencyMs: o.latencyMs } : {}),
          ...(o.tls ? { tls: true } : {}),
        });
        process.stdout.write(`Sandbox listening on ${handle.url}\n`);
        if (handle.caPath) process.stdout.write(`CA: ${handle.caPath}\n`);
        process.stdout.write(`Credentials: ${join(dataDir, 'credentials.json')}\n`);
        await new Promise<void>((done) => {
          const stop = (): void => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            done();
          };
          process.on('SIGINT', stop);
          process.on('SIGTERM', stop);
        });
        await handle.close();
        run(0);
      },
    );
}
