// The text of numbers under a date style. A date column repeats a few hundred days over a
// million rows, so the text of each stored value is kept (per style shape, up to DATE_TEXTS
// of them) instead of being worked out again for every cell: the ISO text every reader gets,
// and, for a reader that asks, the text Excel shows under the style's format (issue 41).
import { isDateSerial, numberText, serialToText, type NumberShape } from '../cell-text.js';
import { renderDate } from '../date-format.js';

const DATE_TEXTS = 4096;

// '' stands for "no shown text" in the cache of shown texts (a date is never shown as '').
type Texts = Map<NumberShape, Map<string, string>>;

function textsOf(byShape: Texts, shape: NumberShape): Map<string, string> {
  let texts = byShape.get(shape);
  if (!texts) byShape.set(shape, (texts = new Map()));
  else if (texts.size >= DATE_TEXTS) texts.clear();
  return texts;
}

export class DateTexts {
  private readonly iso: Texts = new Map();
  private readonly shownTexts: Texts = new Map();

  /** The cell's text: its date (or time) when it is a date serial, else the number as written. */
  text(value: string, shape: NumberShape, date1904: boolean): string {
    const texts = textsOf(this.iso, shape);
    let text = texts.get(value);
    if (text === undefined) {
      const serial = Number(value);
      text =
        value.trim() !== '' && isDateSerial(serial, date1904)
          ? serialToText(serial, shape, date1904)
          : numberText(value, shape.zeros);
      texts.set(value, text);
    }
    return text;
  }

  /** What Excel shows for a date serial under the shape's format; undefined for no date or no known format. */
  shown(value: string, shape: NumberShape, date1904: boolean): string | undefined {
    const format = shape.format;
    if (!format) return undefined;
    const texts = textsOf(this.shownTexts, shape);
    let text = texts.get(value);
    if (text === undefined) {
      const serial = Number(value);
      text = (value.trim() !== '' && isDateSerial(serial, date1904) && renderDate(serial, format, date1904)) || '';
      texts.set(value, text);
    }
    return text === '' ? undefined : text;
  }
}
