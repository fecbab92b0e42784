// The sandbox's --tls material in its data folder: tls/ca.pem (the file to trust, given to
// --ca-file or NODE_EXTRA_CA_CERTS), and the server's key and certificate. Made on the first
// start and reused, so a CA a user once trusted stays valid for the same data folder.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { join } from 'node:path';
import { issueCertificates } from './tls-certificates.js';

export interface SandboxTls {
  /** Path of the authority's certificate: what a client trusts. */
  caPath: string;
  cert: string;
  key: string;
}

function stillValid(certPem: string): boolean {
  try {
    return new Date(new X509Certificate(certPem).validTo).getTime() > Date.now() + 86_400_000;
  } catch {
    return false;
  }
}

/** Reads the TLS material under `dir` (a data folder, or a temp folder when in memory), making it when missing. */
export function sandboxTls(dir: string): SandboxTls {
  const tlsDir = join(dir, 'tls');
  const caPath = join(tlsDir, 'ca.pem');
  const certPath = join(tlsDir, 'server.pem');
  const keyPath = join(tlsDir, 'server-key.pem');
  if (existsSync(caPath) && existsSync(certPath) && existsSync(keyPath)) {
    const cert = readFileSync(certPath, 'utf8');
    if (stillValid(cert)) return { caPath, cert, key: readFileSync(keyPath, 'utf8') };
  }
  mkdirSync(tlsDir, { recursive: true });
  const issued = issueCertificates();
  writeFileSync(caPath, issued.caCert);
  writeFileSync(certPath, issued.cert);
  // The keys are the sandbox's own: readable by this user only. The CA key is not kept.
  writeFileSync(keyPath, issued.key, { mode: 0o600 });
  chmodSync(keyPath, 0o600);
  return { caPath, cert: issued.cert, key: issued.key };
}
