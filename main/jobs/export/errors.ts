// The one error an export raises for something the user asked that cannot be done (an
// unknown list, field or navigation, a keyed export of a list): a message naming what was
// wrong and a hint naming what would work. The CLI prints both and exits 2; the app's
// dispatcher passes both to the renderer.
import { UserError, type ErrorMessage } from '../../../shared/errors/index.js';
export class ExportError extends UserError {
  constructor(message: ErrorMessage, hint: ErrorMessage) {
    super(message, hint);
    this.name = 'ExportError';
  }
}
