// The profiles the pre-flight's cache shows child keys under (issue 32): a distribution
// center or a custom field belongs to one profile, and every value under it is in that
// profile, so a key seen on a parent of profile P belongs to P. Read for the keys of pending
// rows only, one pass over the cache.
import { sqlOf, type Journal } from './journal.js';

/** Each pending row's child key that the cache holds a value of, with the profiles it was seen under. */
export function seenKeyProfiles(journal: Journal): Map<string, number[]> {
  const rows = sqlOf(journal)
    .stmt(
      `SELECT c.child_key AS key, group_concat(DISTINCT p.profile_id) AS profiles FROM current c
    JOIN parents p ON p.id = c.parent_id
    WHERE c.child_key IN (SELECT DISTINCT child_key FROM rows WHERE state = 'pending' AND child_key IS NOT NULL)
    GROUP BY c.child_key`,
    )
    .all() as { key: string; profiles: string }[];
  return new Map(rows.map((r) => [r.key, r.profiles.split(',').map(Number)]));
}

/** The profiles of the parents the pre-flight read. */
export function parentProfiles(journal: Journal): number[] {
  return sqlOf(journal).stmt('SELECT DISTINCT profile_id FROM parents').pluck().all() as number[];
}
