// Adding a Brand Commerce account in one of the three ways of issue 4: the code flow (the
// grant screen in the login window), the implicit flow (one hour, said so), or a refresh
// token pasted from the developer console. Fallback: sign in in the system browser and
// paste the address it landed on. A real modal (a11y/Modal): focus in, Tab kept inside,
// Escape closes, focus back on "Add connection".
import { useState, type FormEvent } from 'react';
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
  return (
    <fieldset>
      <legend>Way to connect</legend>
      {(
        [
          ['code', 'Sign in (application ID and shared secret)'],
          ['implicit', 'Sign in without a shared secret (lasts one hour)'],
          ['refresh-token', 'Paste a refresh token'],
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
  return (
    <>
      <Field label="Name" value={f.name} set={set('name')} />
      <Field label="Service address" value={f.baseUrl} set={set('baseUrl')} type="url" />
      <Field label="Application ID" value={f.clientId} set={set('clientId')} />
      {way !== 'implicit' && (
        <Field label="Shared secret" value={f.clientSecret} set={set('clientSecret')} type="password" />
      )}
      {way !== 'refresh-token' && (
        <Field label="Redirect URI" value={f.redirectUri} set={set('redirectUri')} type="url" />
      )}
      {way === 'refresh-token' && (
        <Field label="Refresh token" value={f.refreshToken} set={set('refreshToken')} type="password" />
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
  return (
    <div className="browser-login">
      <p>
        Sign in in your browser at <code>{authorizeUrl}</code>, press Allow, then paste the address the browser landed
        on.
      </p>
      <label className="field">
        Address after Allow
        <input value={landed} onChange={(e) => onLanded(e.target.value)} />
      </label>
      <Button onClick={onFinish} inactive={inactive}>
        Finish sign-in
      </Button>
    </div>
  );
}

/** The calls that sign in each way, with their progress, message and error. */
function useSignIn(way: Way, f: Credentials, onClose: () => void) {
  const [browser, setBrowser] = useState<{ loginId: string; authorizeUrl: string } | null>(null);
  const [landed, setLanded] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, run } = useAction();
  const base = { name: f.name, baseUrl: f.baseUrl, clientId: f.clientId, redirectUri: f.redirectUri };

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
        });
        onClose();
        return;
      }
      const r = await api()['connections.login']({
        ...base,
        flow: way,
        ...(way === 'code' ? { clientSecret: f.clientSecret } : {}),
      });
      if (r.cancelled) setMessage('Sign-in cancelled: the window was closed.');
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
  const { browser, landed, setLanded, message, busy, error, submit, useBrowser, finishBrowser } = useSignIn(
    way,
    f,
    onClose,
  );

  return (
    <Modal titleId="add-connection-title" onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id="add-connection-title">Add a connection</h2>
        <WayChoice way={way} onWay={setWay} />
        <CredentialFields way={way} f={f} set={set} />
        {way === 'implicit' && (
          <p className="note">
            The implicit flow gives a session of one hour that cannot be renewed; you will sign in again after it.
          </p>
        )}
        <div className="actions">
          <Button type="submit" inactive={busy}>
            {way === 'refresh-token' ? 'Connect' : 'Sign in'}
          </Button>
          {way !== 'refresh-token' && (
            <Button onClick={useBrowser} inactive={busy}>
              Sign in in my browser instead
            </Button>
          )}
          <button type="button" onClick={onClose}>
            Close
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
        <LiveRegion>{busy ? 'Waiting for the sign-in…' : message}</LiveRegion>
        <LiveRegion role="alert" className="error">
          {error}
        </LiveRegion>
      </form>
    </Modal>
  );
}
