// What the update state reads as in About: one calm sentence per phase (offline is a
// state, not an error), and who turned updates off when an administrator did.
import type { UpdateStatus } from '../../../shared/ipc/index.js';

const POLICY_SOURCE: Record<NonNullable<UpdateStatus['policy']>['source'], string> = {
  env: 'the COMMERCE_BULK_UPDATES environment variable',
  file: 'a policy file',
  registry: 'a Windows policy (registry)',
};

export function policyText(policy: UpdateStatus['policy']): string | null {
  if (!policy) return null;
  return `Updates are turned off by your administrator (${POLICY_SOURCE[policy.source]}: ${policy.detail}).`;
}

export function phaseText(status: UpdateStatus): string {
  const next = status.newVersion ?? 'A new version';
  switch (status.phase) {
    case 'checking':
      return 'Checking for updates…';
    case 'downloading':
      return `Downloading version ${next} in the background…`;
    case 'up-to-date':
      return 'This is the newest version.';
    case 'ready':
      return `Version ${next} is ready. It installs when you quit Commerce Bulk.`;
    case 'waiting-for-run':
      return `Version ${next} is ready. It is offered once the running import has finished.`;
    case 'offline':
      return 'The update server cannot be reached right now; Commerce Bulk checks again later.';
    case 'failed':
      return `The last update check did not work: ${status.message ?? 'unknown error'}`;
    case 'off-by-policy':
      return 'Updates are managed by your administrator.';
    case 'unsupported':
      return 'This copy was not installed with an installer, so it cannot update itself.';
    default:
      return status.automatic ? 'Updates are checked at start and every six hours.' : 'Automatic checks are off.';
  }
}
