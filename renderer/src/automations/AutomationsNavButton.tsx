// The nav button that opens the Automations screen, beside Import, Export and History.
import { useTranslation } from 'react-i18next';

export function AutomationsNavButton({ pressed, onClick }: { pressed: boolean; onClick(): void }) {
  const { t } = useTranslation('automations');
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick}>
      {t('nav')}
    </button>
  );
}
