// "Send anyway" on the report (issue 26): the run held back cells that changed on the service
// since the file's export; this sends them over the newer values, as --overwrite-newer does.
import { Button } from '../a11y/Button.js';

interface Props {
  heldBack: number | undefined;
  busy: boolean;
  onSend(): void;
}

export function SendAnyway({ heldBack, busy, onSend }: Props) {
  if (!heldBack) return null;
  return (
    <Button
      onClick={onSend}
      inactive={busy}
      title="Send the cells that changed on the service since the export, over the newer values"
    >
      Send anyway ({heldBack} changed on the service)
    </Button>
  );
}
