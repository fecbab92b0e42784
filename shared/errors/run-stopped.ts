// The error a stopped run's client throws for a call the stop kept from the network (Ctrl-C,
// the app's Cancel): main/api throws it, the engines that page through lists catch it, so it
// lives below both of them.
/** Thrown inside the client (and by list()) when the signal aborts before a call is sent. */
export class RunStoppedError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('The run was stopped before this call was sent; nothing more is sent. Resume to continue.');
  }
}
