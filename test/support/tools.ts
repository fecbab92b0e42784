// Programs some tests need beside Node (a real proxy, an independent XLSX reader, validators).
// Where CI says so (COMMERCE_BULK_REQUIRE_TOOLS=1, set by .ci/run and ci.yml's Linux job) a
// missing one fails the test; elsewhere (a laptop, the Windows and macOS runners, which
// cannot have them) the test skips and says why. CI=true alone demands nothing: GitHub sets
// it on every runner.

/** The Debian package that brings each program a test demands (ci.yml's Linux job installs them). */
export const DEMANDED_TOOLS: Record<string, string> = {
  tinyproxy: 'tinyproxy',
  openpyxl: 'python3-openpyxl',
  soffice: 'libreoffice-calc',
  shellcheck: 'shellcheck',
  'systemd-analyze': 'systemd',
  sshd: 'openssh-server',
};

export const toolsRequired = (): boolean => process.env.COMMERCE_BULK_REQUIRE_TOOLS === '1';

/** `found`, or an error when CI demands the tool; the caller skips with `skipReason` otherwise. */
export function demandTool(tool: keyof typeof DEMANDED_TOOLS, found: boolean): boolean {
  if (!found && toolsRequired())
    throw new Error(
      `${tool} is missing (Debian package ${DEMANDED_TOOLS[tool]}): COMMERCE_BULK_REQUIRE_TOOLS=1 demands it`,
    );
  return found;
}

export const skipReason = (tool: string): string =>
  `${tool} is not installed here: skipped (COMMERCE_BULK_REQUIRE_TOOLS=1 makes it an error)`;
