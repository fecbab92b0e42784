// Certificates for the sandbox's --tls: a certificate authority of its own and a server
// certificate it signs, as a company's inspecting proxy or private CA would issue them, so the
// client's trust settings (--ca-file, NODE_EXTRA_CA_CERTS, a connection's company certificate)
// can be tried end to end on one machine. Tests also issue certificates for another name or
// already expired ones with it. Keys come from Node's crypto; node-forge writes the X.509.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

export interface IssuedCertificates {
  /** The authority's certificate (PEM): what a client is given to trust. */
  caCert: string;
  caKey: string;
  /** The server's certificate (PEM), signed by the authority, and its key. */
  cert: string;
  key: string;
}

export interface IssueOptions {
  /** The names (DNS names or IP addresses) the server certificate is valid for. */
  names?: string[];
  /** Common name of the authority: the issuer a client's message names. */
  caName?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** An authority to sign with instead of a new one. */
  ca?: { cert: string; key: string };
}

const DAY = 86_400_000;

function newKeys(): { publicKey: forge.pki.PublicKey; privateKey: forge.pki.PrivateKey; keyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    privateKey: forge.pki.privateKeyFromPem(keyPem),
    keyPem,
  };
}

function baseCertificate(publicKey: forge.pki.PublicKey, notBefore: Date, notAfter: Date): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: the first byte's top bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  return cert;
}

function issueAuthority(caName: string): { cert: string; key: string } {
  const keys = newKeys();
  const cert = baseCertificate(keys.publicKey, new Date(Date.now() - DAY), new Date(Date.now() + 3650 * DAY));
  const subject = [{ name: 'commonName', value: caName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: keys.keyPem };
}

/** A server certificate for `names`, signed by a new authority (or the one given). */
export function issueCertificates(opts: IssueOptions = {}): IssuedCertificates {
  const names = opts.names ?? ['127.0.0.1', 'localhost'];
  const authority = opts.ca ?? issueAuthority(opts.caName ?? 'Commerce Bulk Sandbox CA');
  const caCert = forge.pki.certificateFromPem(authority.cert);
  const caKey = forge.pki.privateKeyFromPem(authority.key) as forge.pki.rsa.PrivateKey;
  const keys = newKeys();
  const cert = baseCertificate(
    keys.publicKey,
    opts.notBefore ?? new Date(Date.now() - DAY),
    opts.notAfter ?? new Date(Date.now() + 825 * DAY),
  );
  cert.setSubject([{ name: 'commonName', value: names[0]! }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: names.map((n) => (isIP(n) ? { type: 7, ip: n } : { type: 2, value: n })) },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { caCert: authority.cert, caKey: authority.key, cert: forge.pki.certificateToPem(cert), key: keys.keyPem };
}
