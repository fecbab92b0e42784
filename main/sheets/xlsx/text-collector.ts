// The text of a string item (<si> in the shared strings, <is> in an inline-string cell): the
// content of its <t> elements, directly or inside rich-text runs <r>, and nothing else: not
// the XML indentation between elements, not phonetic runs (<rPh>). Leading and trailing
// whitespace of a <t> is kept only under xml:space="preserve", which Excel and openpyxl write
// whenever it matters; without it, it is layout.
import type { XmlAttributes } from './xml-scanner.js';

export class TextCollector {
  private out = '';
  private piece = '';
  private inT = false;
  private preserve = false;
  private phonetic = 0;

  /** Characters collected so far, for size limits. */
  get length(): number {
    return this.out.length + this.piece.length;
  }

  get capturing(): boolean {
    return this.inT && this.phonetic === 0;
  }

  reset(): void {
    this.out = '';
    this.piece = '';
    this.inT = false;
    this.phonetic = 0;
  }

  open(local: string, a: XmlAttributes, self: boolean): void {
    if (local === 'rPh') {
      if (!self) this.phonetic++;
      return;
    }
    if (local === 't' && !self && this.phonetic === 0) {
      this.inT = true;
      this.piece = '';
      this.preserve = a.get('space') === 'preserve';
    }
  }

  close(local: string): void {
    if (local === 'rPh') {
      if (this.phonetic > 0) this.phonetic--;
      return;
    }
    if (local === 't' && this.inT) {
      this.out += this.preserve ? this.piece : this.piece.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      this.inT = false;
    }
  }

  add(text: string): void {
    if (this.capturing) this.piece += text;
  }

  value(): string {
    return this.out;
  }
}
