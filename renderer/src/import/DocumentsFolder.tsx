// The folder of PDFs a ChannelDocuments sheet names (issue 13): dropped together with the
// sheet, or picked here. Its File cells are paths relative to it; without one, the sheet's
// own folder. Says before the review that documents cannot be taken back (no undo workbook).
import { Button } from '../a11y/Button.js';

interface Props {
  folder: string | null;
  busy: boolean;
  onPick(): void;
}

export const NO_UNDO =
  'No undo workbook: channel documents cannot be deleted through the service, so check the review before sending.';

export function DocumentsFolder({ folder, busy, onPick }: Props) {
  return (
    <div className="row-controls" role="group" aria-label="PDF folder">
      <p>
        PDF folder: <strong aria-label="PDF folder path">{folder ?? "the sheet's own folder"}</strong>
      </p>
      <Button onClick={onPick} inactive={busy}>
        Pick PDF folder…
      </Button>
      <p className="note">{NO_UNDO}</p>
    </div>
  );
}
