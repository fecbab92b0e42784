// The text of numbers under a date style. A date column repeats a few hundred days over a
// million rows, so the text of each stored value is kept (per style shape, up to DATE_TEXTS
// of them) instead of being worked out again for every cell.
import { isDateSerial, numberText, serialToText, type NumberShape } from '../cell-text.js';

const DATE_TEXTS = 4096;

export class DateTexts {
  private readonly byShape = new Map<NumberShape, Map<string, string>>();

  /** The cell's text: its date (or time) when it is a date serial, else the number as written. */
  text(value: string, shape: NumberShape, date1904: boolean): string {
    let texts = this.byShape.get(shape);
    if (!texts) this.byShape.set(shape, (texts = new Map()));
    let text = texts.get(value);
    if (text === undefined) {
      const serial = Number(value);
      text =
        value.trim() !== '' && isDateSerial(serial, date1904)
          ? serialToText(serial, shape, date1904)
          : numberText(value, shape.zeros);
      if (texts.size >= DATE_TEXTS) texts.clear();
      texts.set(value, text);
    }
    return text;
  }
}
