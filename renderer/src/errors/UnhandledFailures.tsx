// A call to main that fails where no screen handles the failure (a list that did not load, a
// resume that was refused) used to vanish: the promise was dropped with `void` and the screen
// simply stayed as it was. This notice catches every such rejection at the window and says
// what failed in main's own words, so the person at the keyboard knows to try again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../hooks.js';

export function UnhandledFailures() {
  const { t } = useTranslation('common');
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    const onRejection = (e: PromiseRejectionEvent) => {
      e.preventDefault();
      const message = errorMessage(e.reason);
      // The same failure repeated (a grid page retried while scrolling) is shown once.
      setMessages((ms) => (ms.includes(message) ? ms : [...ms, message].slice(-3)));
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  // Rendered only while there is something to say: an empty alert region would be one more
  // `alert` on every screen for tests and screen readers to trip over; role=alert is
  // announced when it appears.
  if (messages.length === 0) return null;
  return (
    <div role="alert" aria-label={t('failures.label')} className="failures error">
      <p>{t('failures.intro')}</p>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setMessages([])}>
        {t('failures.dismiss')}
      </button>
    </div>
  );
}
