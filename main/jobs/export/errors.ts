// The one error an export raises for something the user asked that cannot be done (an
// unknown list, field or navigation, a keyed export of a list): a message naming what was
// wrong and a hint naming what would work. The CLI prints both and exits 2; the app's
// dispatcher passes both to the renderer.
export class ExportError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}
