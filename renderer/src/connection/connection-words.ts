// The built-in sandbox is named by main in English (its journals and the CLI say "Built-in
// sandbox"); on screen it reads in the UI language. Saved connections keep the user's names.
import type { TFunction } from 'i18next';

interface Named {
  kind: string;
  name: string;
  note?: string | undefined;
}

export function connectionName(c: Named, t: TFunction<'connection'>): string {
  return c.kind === 'sandbox' ? t('sandbox.name') : c.name;
}

export function connectionNote(c: Named, t: TFunction<'connection'>): string | undefined {
  return c.kind === 'sandbox' ? t('sandbox.note') : c.note;
}
