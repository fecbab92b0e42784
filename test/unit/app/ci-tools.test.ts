// Issue 43: CI that passes on the runners. The tools a test demands under
// COMMERCE_BULK_REQUIRE_TOOLS=1 are installed by .ci/run and by ci.yml's Linux job (the only
// places that set it), ci.yml's Linux job installs everything .ci/run installs, and both run
// the one check script.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { DEMANDED_TOOLS } from '../../support/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML
type Yaml = Record<string, any>;
const ciRun = readFileSync('.ci/run', 'utf8');
const ci = load(readFileSync('.github/workflows/ci.yml', 'utf8')) as Yaml;
const steps = ci.jobs.test.steps as Yaml[];
const linuxApt = (): string[] => {
  const step = steps.find((s) => s.if === "runner.os == 'Linux'" && /apt-get install/.test(s.run ?? ''));
  const line = (step?.run as string).split('\n').find((l) => l.includes('apt-get install')) ?? '';
  return line
    .split(/\s+/)
    .filter((w) => /^[a-z0-9][a-z0-9.+-]*$/.test(w) && !['sudo', 'apt-get', 'install'].includes(w));
};
const ciRunPackages = [...ciRun.matchAll(/need\+=\(([^)]+)\)/g)].flatMap((m) => m[1]!.trim().split(/\s+/));
// The runner's preinstalled Google Chrome stands in for Debian's chromium (CHROMIUM_PATH).
const RUNNER_HAS = new Set(['chromium']);

describe('the tools tests demand, and the two CI files', () => {
  it("ci.yml's Linux job installs every package .ci/run installs", () => {
    expect(ciRunPackages.length).toBeGreaterThan(10);
    const missing = ciRunPackages.filter((p) => !RUNNER_HAS.has(p) && !linuxApt().includes(p));
    expect(missing, 'add these to the Linux packages step of .github/workflows/ci.yml').toEqual([]);
  });

  it('both install every tool a test demands under COMMERCE_BULK_REQUIRE_TOOLS=1', () => {
    for (const [tool, pkg] of Object.entries(DEMANDED_TOOLS)) {
      expect(linuxApt(), `${tool}: ci.yml's Linux job must install ${pkg}`).toContain(pkg);
      expect(ciRunPackages, `${tool}: .ci/run must install ${pkg}`).toContain(pkg);
    }
  });

  it("set the variable only in .ci/run and for ci.yml's Linux tests, and call npm run check", () => {
    expect(ciRun).toMatch(/^export COMMERCE_BULK_REQUIRE_TOOLS=1$/m);
    const withVar = steps.filter((s) => s.env?.COMMERCE_BULK_REQUIRE_TOOLS !== undefined);
    expect(withVar.map((s) => [s.if, s.env.COMMERCE_BULK_REQUIRE_TOOLS])).toEqual([["runner.os == 'Linux'", '1']]);
    expect(JSON.stringify(ci.env ?? {})).not.toContain('COMMERCE_BULK_REQUIRE_TOOLS');
    expect(ciRun).toMatch(/^npm run check$/m);
    expect(steps.filter((s) => s.run === 'npm run check')).toHaveLength(1);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const part of ['format:check', 'lint', 'check-electron-support', 'check:circles', 'check:size', 'typecheck'])
      expect(pkg.scripts.check).toContain(part);
  });
});
