// What auto-mapping suggests for one column of the file: its own file so the steps of
// auto-mapping (auto-map.ts, check-samples.ts) share it without importing each other.
export type MatchKind = 'exact' | 'synonym' | 'unpivot' | 'fuzzy' | 'none';

export interface ColumnSuggestion {
  column: string;
  index: number;
  field?: string;
  unpivot?: { key: string; value: string };
  confidence: number; // 0..1
  via: MatchKind;
  warning?: string;
}
