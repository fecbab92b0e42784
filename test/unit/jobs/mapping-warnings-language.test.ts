// The Map step's warnings as data (issue 40's leftovers): auto-mapping says why it left a
// column out or doubts it as a message with the column's name as a parameter, so the CLI
// keeps its English (the Columns list) while the app says it in German, the user's column
// names and attribute names unchanged however much they look like parts of a sentence.
import { describe, expect, it } from 'vitest';
import { columnUses, describeColumnUse, importTarget } from '../../../main/jobs/index.js';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

const german = templatesFor('de');

describe("auto-mapping's warnings", () => {
  it('says a column left out in English for the CLI and in German for the app, names unchanged', () => {
    const target = importTarget('AttributeValues');
    const headers = ['ProductID', 'Farbe; Größe (cell C4)', 'Row', 'Message'];
    const { mapping, suggestions } = autoMap(target, headers, [['7', 'rot', '2', 'x']], {
      attributeNames: ['Berlin: North', 'x. Fix: y'],
    });
    const warning = (column: string) => suggestions.find((s) => s.column === column)!.warning!;

    const left = warning('Farbe; Größe (cell C4)');
    expect(renderMessage(left)).toBe(
      "'Farbe; Größe (cell C4)' is left out: no product carries an attribute of that name (Berlin: North, x. Fix: y); map it by hand to create one",
    );
    expect(renderMessage(left, german)).toBe(
      '„Farbe; Größe (cell C4)“ bleibt außen vor: kein Produkt hat ein Attribut dieses Namens (Berlin: North, x. Fix: y); ordnen Sie die Spalte von Hand zu, um eines anzulegen',
    );
    expect(renderMessage(warning('Message'), german)).toBe(
      '„Message“ wurde vom Blatt „Failed rows“ der Ergebnisarbeitsmappe hinzugefügt: nicht importiert',
    );
    // The CLI's Columns list keeps the English it printed before.
    const uses = columnUses(headers, mapping, suggestions, target).map(describeColumnUse);
    expect(uses).toContain("Row: ignored ('Row' was added by the result workbook's Failed rows sheet: not imported)");
  });

  it('names the column that already feeds a field, in German', () => {
    const { suggestions } = autoMap(
      importTarget('DistributionCenters'),
      ['ID', 'Name', 'IsDeleted'],
      [['7', 'A', 'false']],
      { operation: 'update' },
    );
    const deleted = suggestions.find((s) => s.column === 'IsDeleted')!.warning!;
    expect(renderMessage(deleted)).toBe("'IsDeleted' is IsDeleted, which only the service sets: not imported");
    expect(renderMessage(deleted, german)).toBe(
      '„IsDeleted“ ist IsDeleted, das nur der Dienst setzt: nicht importiert',
    );
  });
});
