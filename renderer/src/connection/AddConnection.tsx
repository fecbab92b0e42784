// Adding a Brand Commerce account in one of the three ways of issue 4: the code flow (the
// grant screen in the login window), the implicit flow (one hour, said so), or a refresh
// token pasted from the developer console. Fallback: sign in in the system browser and
// paste the address it landed on. A real modal (a11y/Modal): focus in, Tab kept inside,
// Escape closes, focus back on "Add connection".
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { api, useAction } from '../hooks.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { Modal } from '../a11y/Modal.js';

type Way = 'code' | 'implicit' | 'refresh-token';

function Field({
  label,
  value,
  set,
  type = 'text',
}: {
  label: string;
  value: string;
  set(v: string): void;
  type?: string;
}) {
  return (
    <label className="field">
      {label}
      <input type={type} value={value} onChange={(e) => set(e.target.value)} required autoComplete="off" />
    </label>
  );
}

function WayChoice({ way, onWay }: { way: Way; onWay(w: Way): void }) {
  const { t } = useTranslation('connection');
  return (
    <fieldset>
      <legend>{t('add.wayLegend')}</legend>
      {(
        [
          ['code', t('add.way.code')],
          ['implicit', t('add.way.implicit')],
          ['refresh-token', t('add.way.refreshToken')],
        ] as const
      ).map(([w, text]) => (
        <label key={w} className="radio">
          <input type="radio" name="way" checked={way === w} onChange={() => onWay(w)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

interface Credentials {
  name: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  refreshToken: string;
}

/** The fields a way needs: the implicit flow has no secret, a pasted token no redirect. */
function CredentialFields({
  way,
  f,
  set,
}: {
  way: Way;
  f: Credentials;
  set(k: keyof Credentials): (v: string) => void;
}) {
  const { t } = useTranslation('connection');
  return (
    <>
      <Field label={t('field.name')} value={f.name} set={set('name')} />
      <Field label={t('field.baseUrl')} value={f.baseUrl} set={set('baseUrl')} type="url" />
      <Field label={t('field.clientId')} value={f.clientId} set={set('clientId')} />
      {way !== 'implicit' && (
        <Field label={t('field.clientSecret')} value={f.clientSecret} set={set('clientSecret')} type="password" />
      )}
      {way !== 'refresh-token' && (
        <Field label={t('field.redirectUri')} value={f.redirectUri} set={set('redirectUri')} type="url" />
      )}
      {way === 'refresh-token' && (
        <Field label={t('field.refreshToken')} value={f.refreshToken} set={set('refreshToken')} type="password" />
      )}
    </>
  );
}

interface BrowserProps {
  authorizeUrl: string;
  landed: string;
  onLanded(url: string): void;
  inactive: boolean;
  onFinish(): void;
}

/** The fallback: sign in in the system browser and paste the address it landed on. */
function BrowserLogin({ authorizeUrl, landed, onLanded, inactive, onFinish }: BrowserProps) {
  const { t } = useTranslation('connection');
  return (
    <div className="browser-login">
      <p>
        <Trans t={t} i18nKey="browser.intro" values={{ url: authorizeUrl }} components={[<code key="url" />]} />
      </p>
      <label className="field">
        {t('browser.landed')}
        <input value={landed} onChange={(e) => onLanded(e.target.value)} />
      </label>
      <Button onClick={onFinish} inactive={inactive}>
        {t('browser.finish')}
      </Button>
    </div>
  );
}

/** The calls that sign in each way, with their progress, message and error. */
function useSignIn(way: Way, f: Credentials, production: boolean, onClose: () => void) {
  const { t } = useTranslation('connection');
  const [browser, setBrowser] = useState<{ loginId: string; authorizeUrl: string } | null>(null);
  const [landed, setLanded] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, run } = useAction();
  const base = { name: f.name, baseUrl: f.baseUrl, clientId: f.clientId, redirectUri: f.redirectUri, production };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void run(async () => {
      if (way === 'refresh-token') {
        await api()['connections.addRefreshToken']({
          name: f.name,
          baseUrl: f.baseUrl,
          clientId: f.clientId,
          clientSecret: f.clientSecret,
          refreshToken: f.refreshToken,
          production,
        });
        onClose();
        return;
      }
      const r = await api()['connections.login']({
        ...base,
        flow: way,
        ...(way === 'code' ? { clientSecret: f.clientSecret } : {}),
      });
      if (r.cancelled) setMessage(t('add.cancelled'));
      else onClose();
    });
  };
  const useBrowser = () =>
    void run(async () => {
      setBrowser(
        await api()['connections.beginBrowserLogin']({
          ...base,
          flow: way === 'implicit' ? 'implicit' : 'code',
          ...(way === 'code' ? { clientSecret: f.clientSecret } : {}),
        }),
      );
    });
  const finishBrowser = () =>
    void run(async () => {
      await api()['connections.finishBrowserLogin']({ loginId: browser!.loginId, landedUrl: landed });
      onClose();
    });
  return { browser, landed, setLanded, message, busy, error, submit, useBrowser, finishBrowser };
}

export function AddConnection({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('connection');
  const [way, setWay] = useState<Way>('code');
  const [f, setF] = useState<Credentials>({
    name: '',
    baseUrl: '',
    clientId: '',
    clientSecret: '',
    redirectUri: '',
    refreshToken: '',
  });
  const set = (k: keyof Credentials) => (v: string) => setF({ ...f, [k]: v });
  // Any account added here is a real service's, live data unless the person says otherwise (issue 42).
  const [production, setProduction] = useState(true);
  const { browser, landed, setLanded, message, busy, error, submit, useBrowser, finishBrowser } = useSignIn(
    way,
    f,
    production,
    onClose,
  );

  return (
    <Modal titleId="add-connection-title" onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id="add-connection-title">{t('add.title')}</h2>
        <WayChoice way={way} onWay={setWay} />
        <CredentialFields way={way} f={f} set={set} />
        <label className="radio">
          <input type="checkbox" checked={production} onChange={(e) => setProduction(e.target.checked)} />
          {t('field.production')}
        </label>
        <p className="note">{t('field.productionNote')}</p>
        {way === 'implicit' && <p className="note">{t('add.implicitNote')}</p>}
        <div className="actions">
          <Button type="submit" inactive={busy}>
            {way === 'refresh-token' ? t('add.connect') : t('add.signIn')}
          </Button>
          {way !== 'refresh-token' && (
            <Button onClick={useBrowser} inactive={busy}>
              {t('add.useBrowser')}
            </Button>
          )}
          <button type="button" onClick={onClose}>
            {t('common:close')}
          </button>
        </div>
        {browser && (
          <BrowserLogin
            authorizeUrl={browser.authorizeUrl}
            landed={landed}
            onLanded={setLanded}
            inactive={busy || !landed}
            onFinish={finishBrowser}
          />
        )}
        <LiveRegion>{busy ? t('add.waiting') : message}</LiveRegion>
        <LiveRegion role="alert" className="error">
          {error}
        </LiveRegion>
      </form>
    </Modal>
  );
}
