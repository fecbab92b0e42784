// What the update state reads as in About: one calm sentence per phase (offline is a
// state, not an error), and who turned updates off when an administrator did. `t` is the
// about namespace's, passed in by the component.
import type { TFunction } from 'i18next';
import type { UpdateStatus } from '../../../shared/ipc/index.js';

export function policyText(t: TFunction, policy: UpdateStatus['policy']): string | null {
  if (!policy) return null;
  const sources: Record<NonNullable<UpdateStatus['policy']>['source'], string> = {
    env: t('policy.env'),
    file: t('policy.file'),
    registry: t('policy.registry'),
  };
  return t('policy.text', { source: sources[policy.source], detail: policy.detail });
}

/** A new version found: its number when main knows it. */
function newVersionText(t: TFunction, status: UpdateStatus): string | null {
  const version = status.newVersion;
  switch (status.phase) {
    case 'downloading':
      return version ? t('phase.downloading', { version }) : t('phase.downloadingAny');
    case 'ready':
      return version ? t('phase.ready', { version }) : t('phase.readyAny');
    case 'waiting-for-run':
      return version ? t('phase.waitingForRun', { version }) : t('phase.waitingForRunAny');
    default:
      return null;
  }
}

export function phaseText(t: TFunction, status: UpdateStatus): string {
  const found = newVersionText(t, status);
  if (found) return found;
  switch (status.phase) {
    case 'checking':
      return t('phase.checking');
    case 'up-to-date':
      return t('phase.upToDate');
    case 'offline':
      return t('phase.offline');
    case 'failed':
      return t('phase.failed', { message: status.message ?? t('phase.unknownError') });
    case 'off-by-policy':
      return t('phase.offByPolicy');
    case 'unsupported':
      return t('phase.unsupported');
    default:
      return status.automatic ? t('phase.automatic') : t('phase.manual');
  }
}
