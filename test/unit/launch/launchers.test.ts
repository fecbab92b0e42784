// Issue 43: the command line launchers each installer puts on the PATH. What can be checked
// without building installers: the start decision, the launcher scripts (shellcheck), the
// electron-builder settings that ship and register them, and the MSI hook's WiX edit.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CLI_MARKER, cliArgsOf } from '../../../main/launch/index.js';
import { toolsRequired } from '../../support/index.js';
// @ts-expect-error -- a plain .mjs hook for electron-builder, without types
import { PATH_COMPONENT_GUID, withCliPath } from '../../../scripts/msi-path.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML, schema-checked in test/unit/app
const config = load(readFileSync('electron-builder.yml', 'utf8')) as Record<string, any>;
const requireTools = toolsRequired();
const hasShellcheck = spawnSync('shellcheck', ['--version']).status === 0;

describe('the start decision', () => {
  it("is a CLI start only with the marker, and drops the launchers' --", () => {
    expect(CLI_MARKER).toBe('--commerce-bulk-cli');
    expect(cliArgsOf(['/opt/Commerce Bulk/commerce-bulk'])).toBeNull();
    // A file opened with the app, a login-item start: the window.
    expect(cliArgsOf(['C:\\Commerce Bulk.exe', 'C:\\stock.csv'])).toBeNull();
    expect(cliArgsOf(['/app', '--hidden'])).toBeNull();
    expect(cliArgsOf(['/app', '--ozone-platform=headless', CLI_MARKER, '--', 'import', 'a.csv'])).toEqual([
      'import',
      'a.csv',
    ]);
    // Development (`electron . --commerce-bulk-cli ...`) and a user's own `--` later on.
    expect(cliArgsOf(['electron', '.', CLI_MARKER, '--version'])).toEqual(['--version']);
    expect(cliArgsOf(['/app', CLI_MARKER, '--', 'jobs', '--', 'x'])).toEqual(['jobs', '--', 'x']);
  });
});

describe.skipIf(!hasShellcheck && !requireTools)('the launcher scripts (shellcheck missing: skipped)', () => {
  it('pass shellcheck', () => {
    const files = ['assets/cli/commerce-bulk', 'assets/linux/after-install.sh', 'assets/linux/after-remove.sh'];
    const r = spawnSync('shellcheck', files, { encoding: 'utf8' });
    expect(r.error, 'shellcheck is required where COMMERCE_BULK_REQUIRE_TOOLS=1').toBeUndefined();
    expect(r.status, r.stdout).toBe(0);
  });
});

describe('the installers ship and register the launchers', () => {
  const bin = (platform: string) => (config[platform].extraResources as { from: string; to: string }[]) ?? [];

  it('ships resources/bin/commerce-bulk on Linux and macOS, the .cmd and its PATH script on Windows', () => {
    expect(bin('linux')).toEqual([{ from: 'assets/cli/commerce-bulk', to: 'bin/commerce-bulk' }]);
    expect(bin('mac')).toEqual([{ from: 'assets/cli/commerce-bulk', to: 'bin/commerce-bulk' }]);
    expect(bin('win')).toEqual([
      { from: 'assets/cli/commerce-bulk.cmd', to: 'bin/commerce-bulk.cmd' },
      { from: 'assets/cli/path.ps1', to: 'bin/path.ps1' },
    ]);
    for (const p of ['linux', 'mac', 'win']) for (const e of bin(p)) expect(existsSync(e.from), e.from).toBe(true);
  });

  it('links /usr/bin/commerce-bulk to the launcher in the deb, at the paths of this product', () => {
    expect(config.deb).toMatchObject({
      afterInstall: 'assets/linux/after-install.sh',
      afterRemove: 'assets/linux/after-remove.sh',
    });
    const install = readFileSync(config.deb.afterInstall, 'utf8');
    const remove = readFileSync(config.deb.afterRemove, 'utf8');
    const app = `/opt/${config.productName}`;
    expect(config.linux.executableName).toBe('commerce-bulk');
    for (const script of [install, remove]) {
      expect(script).toContain(`app='${app}'`);
      // electron-builder expands ${name} macros and fails on unknown ones.
      expect(script).not.toMatch(/\$\{[a-zA-Z]+\}/);
    }
    expect(install).toContain('launcher="$app/resources/bin/commerce-bulk"');
    expect(install).toContain('update-alternatives --install "$link" commerce-bulk "$launcher" 100');
    expect(remove).toContain('update-alternatives --remove commerce-bulk "$app/resources/bin/commerce-bulk"');
  });

  it('runs the Windows app executable from the .cmd with the marker, keeping its exit code', () => {
    const cmd = readFileSync('assets/cli/commerce-bulk.cmd', 'utf8');
    // cmd.exe wants CRLF line ends.
    expect(cmd.split('\r\n').length).toBe(cmd.split('\n').length);
    expect(cmd).toContain(`"%~dp0..\\..\\${config.productName}.exe" ${CLI_MARKER} -- %*\r\n`);
    expect(cmd).toContain('exit /b %ERRORLEVEL%');
  });

  it('puts resources\\bin on the PATH from NSIS (user or machine) and the MSI (machine)', () => {
    expect(config.nsis.include).toBe('assets/installer.nsh');
    const nsh = readFileSync(config.nsis.include, 'utf8');
    expect(nsh).toMatch(/!macro customInstall\s+!insertmacro commerceBulkPath Add\s+!macroend/);
    expect(nsh).toMatch(/!macro customUnInstall\s+!insertmacro commerceBulkPath Remove\s+!macroend/);
    expect(nsh).toContain('${if} $installMode == "all"');
    expect(nsh).toContain('$SYSDIR\\WindowsPowerShell\\v1.0\\powershell.exe');
    expect(config.msiProjectCreated).toBe('./scripts/msi-path.mjs');
  });

  it('adds one fixed PATH component to the WiX project, once', () => {
    const template = readFileSync(
      createRequire(import.meta.url).resolve('app-builder-lib/templates/msi/template.xml'),
      'utf8',
    );
    const project = withCliPath(template) as string;
    expect(project).toContain(
      `<Component Id="CommerceBulkCliPath" Guid="${PATH_COMPONENT_GUID}">\n        <CreateFolder/>\n        <Environment Id="CommerceBulkCliPathEntry" Name="PATH" Value="[APPLICATIONFOLDER]resources\\bin" Action="set" Part="last" Permanent="no" System="yes"/>\n      </Component>\n    </ComponentGroup>`,
    );
    expect(project.indexOf('CommerceBulkCliPath')).toBeLessThan(project.indexOf('</ComponentGroup>'));
    expect(withCliPath(project)).toBe(project);
    expect(() => withCliPath('<Wix/>')).toThrow('expected one </ComponentGroup>');
  });
});
