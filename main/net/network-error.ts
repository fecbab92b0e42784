// A network setup problem a person can fix: what failed, naming the host, and the setting to
// change. The CLI ends with exit 2 on it (the command could not run); the app shows both lines.
import { UserError, type ErrorMessage } from '../../shared/errors/index.js';
import { redactShown } from '../../shared/security/index.js';

/** A message with every user value scrubbed of registered secrets (a proxy password in a URL). */
const scrubbed = (m: ErrorMessage): ErrorMessage => redactShown(m) as ErrorMessage;

export type NetworkProblem =
  | 'dns' // the name does not resolve
  | 'refused' // nothing listens at the address
  | 'timeout' // no connection or no answer in time
  | 'proxy-unreachable' // the proxy itself cannot be reached
  | 'proxy-refused' // the proxy answered, but would not open the way to the service
  | 'proxy-auth' // the proxy asks for credentials (407)
  | 'unknown-ca' // the certificate comes from an authority this machine does not trust
  | 'ca-mismatch' // the issuer's name is trusted, but not the key that signed the certificate
  | 'hostname' // the certificate is for another name
  | 'expired' // the certificate is out of date
  | 'ca-file' // a company certificate file cannot be read
  | 'proxy-setting' // a proxy setting is not a usable address
  | 'other';

export class NetworkError extends UserError {
  override readonly name = 'NetworkError';
  constructor(
    readonly problem: NetworkProblem,
    message: ErrorMessage,
    hint: ErrorMessage,
  ) {
    super(scrubbed(message), scrubbed(hint));
  }

  /** A refused, unreachable or silent host may come back by itself; a certificate or a proxy refusal will not. */
  get transient(): boolean {
    return ['dns', 'refused', 'timeout', 'proxy-unreachable'].includes(this.problem);
  }
}
