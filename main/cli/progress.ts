// Progress on the terminal: a redrawn bar on a TTY, plain throttled lines otherwise (logs,
// CI). Written to stderr so stdout carries only results (`Job <id>` first).
import type { Progress } from '../jobs/index.js';

function fmtSeconds(s: number | undefined): string {
  if (s === undefined || !Number.isFinite(s)) return '?';
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`;
}

export function progressPrinter(stream: NodeJS.WriteStream = process.stderr): {
  onProgress: (p: Progress) => void;
  done(): void;
} {
  const tty = Boolean(stream.isTTY);
  let lastLine = 0;
  let lastStage = '';
  let drawn = false;
  return {
    onProgress(p) {
      const rate = p.ratePerSecond ? ` ${Math.round(p.ratePerSecond)} rows/s` : '';
      const eta = p.etaSeconds !== undefined ? ` ETA ${fmtSeconds(p.etaSeconds)}` : '';
      const count = p.total ? `${p.done}/${p.total}` : `${p.done}`;
      const text = p.message ?? `${p.stage}: ${count}${rate}${eta}`;
      if (tty) {
        const width = 24;
        const filled = p.total ? Math.min(width, Math.round((p.done / p.total) * width)) : 0;
        const bar = p.total ? `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ` : '';
        stream.write(`\r\x1b[2K${p.stage.padEnd(9)} ${bar}${count}${rate}${eta}`);
        drawn = true;
        return;
      }
      const now = Date.now();
      if (p.stage !== lastStage || now - lastLine > 2000) {
        stream.write(`${text}\n`);
        lastLine = now;
        lastStage = p.stage;
      }
    },
    done() {
      if (tty && drawn) stream.write('\r\x1b[2K');
    },
  };
}
