// The job's grouping decisions (issue 11), kept in the journal so a resume neither probes
// again nor regroups what was refused: which group actions are confirmed, which are off, and
// the notes that say why.
import { rowEnglish } from '../../../shared/i18n/index.js';
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
    const where = off === action ? '' : ` for profile ${profile}`;
    const note =
      `The service refused ${action}${where} (HTTP ${r.status}: ${rowEnglish(r.message).slice(0, 200)}); ` +
      'the rest of this run sends one request per value.';
    this.journal.update({ grouping: { ...s, off: [...s.off, off], notes: [...s.notes, note] } });
    return true;
  }
}
