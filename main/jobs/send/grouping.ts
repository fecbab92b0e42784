// The job's grouping decisions (issue 11), kept in the journal so a resume neither probes
// again nor regroups what was refused: which group actions are confirmed, which are off, and
// the notes that say why.
import { engineMessage, rowEnglish } from '../../../shared/i18n/index.js';
import type { ApiResult } from '../engine-port.js';
import type { GroupAction, GroupingState, Journal } from '../../journal/index.js';

export class Grouping {
  constructor(private readonly journal: Journal) {}
  private get state(): GroupingState {
    return this.journal.data.grouping ?? { off: [], confirmed: [], notes: [] };
  }
  private key(action: GroupAction, profile: number | null): string {
    return `${action}@${profile ?? '-'}`;
  }
  isConfirmed(action: GroupAction, profile: number | null): boolean {
    return this.state.confirmed.includes(this.key(action, profile));
  }
  confirm(action: GroupAction, profile: number | null): void {
    const s = this.state;
    if (!s.confirmed.includes(this.key(action, profile)))
      this.journal.update({ grouping: { ...s, confirmed: [...s.confirmed, this.key(action, profile)] } });
  }
  /** Returns whether this refusal is news (it turns grouping off and adds one note). */
  refuse(action: GroupAction, profile: number | null, scope: 'action' | 'profile', r: ApiResult): boolean {
    const s = this.state;
    const off = scope === 'action' || profile === null ? action : `${action}@${profile}`;
    if (s.off.includes(off) || s.off.includes(action)) return false;
    // Kept as a message (issue 40), said in English by the CLI's "Note:" lines; the service's
    // own words are a value, cut to 200 characters.
    const note = engineMessage('send.groupRefused', {
      action,
      where: off === action ? '' : engineMessage('send.forProfile', { profile: profile! }),
      status: r.status,
      said: rowEnglish(r.message).slice(0, 200),
    });
    this.journal.update({ grouping: { ...s, off: [...s.off, off], notes: [...s.notes, note] } });
    return true;
  }
}
