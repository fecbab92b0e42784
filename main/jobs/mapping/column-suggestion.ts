// What auto-mapping suggests for one column of the file: its own file so the steps of
// auto-mapping (auto-map.ts, check-samples.ts) share it without importing each other.
import type { EngineMessage } from '../../../shared/i18n/index.js';

export type MatchKind = 'exact' | 'synonym' | 'unpivot' | 'fuzzy' | 'none';

export interface ColumnSuggestion {
  column: string;
  index: number;
  field?: string;
  unpivot?: { key: string; value: string };
  confidence: number; // 0..1
  via: MatchKind;
  /** Why the column is left out or doubted, as data: the CLI says it in English, the app in the user's language. */
  warning?: EngineMessage;
}
