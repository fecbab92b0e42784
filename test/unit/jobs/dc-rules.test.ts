// The DistributionCenter row rules of issue 14: Name on create, e-mail addresses, ISO 3166-1
// alpha-2 countries with the code suggested for a name.
import { describe, expect, it } from 'vitest';
import { countryCodeFor, isCountryCode } from '../../../main/jobs/targets/distribution-centers/country-codes.js';
import { dcRuleIssues } from '../../../main/jobs/targets/distribution-centers/dc-rules.js';
import { rowEnglish } from '../../../shared/i18n/index.js';

describe('country codes', () => {
  it('accepts assigned alpha-2 codes only', () => {
    expect(['DE', 'US', 'GB', 'AT', 'FR'].map(isCountryCode)).toEqual([true, true, true, true, true]);
    // ICU names these, ISO 3166-1 does not assign them.
    expect(['UK', 'EU', 'XK', 'YU', 'ZZ', 'de', 'Germany'].map(isCountryCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('suggests the code for a name, in several languages, and for common aliases', () => {
    expect(['Germany', 'Deutschland', 'Österreich', 'france', 'UK', 'USA', 'de'].map(countryCodeFor)).toEqual([
      'DE',
      'DE',
      'AT',
      'FR',
      'GB',
      'US',
      'DE',
    ]);
    expect(countryCodeFor('Atlantis')).toBeUndefined();
  });
});

describe('dcRuleIssues', () => {
  it('names each broken rule with its fix', () => {
    const issues = dcRuleIssues('create', {
      Name: '',
      Country: 'Germany',
      ContactEmail: 'not-an-email',
      Email: 'a@b.de',
    });
    expect(issues.map((i) => [i.field, i.rule, rowEnglish(i.fix)])).toEqual([
      ['Name', 'required', 'Fill in the Name column'],
      ['ContactEmail', 'email', 'Write an address such as ops@example.com, or leave ContactEmail blank'],
      ['Country', 'country', 'use "DE"'],
    ]);
  });

  it('an update may leave Name out but not blank it; a delete is not checked', () => {
    expect(dcRuleIssues('update', { City: 'Kiel' })).toEqual([]);
    expect(dcRuleIssues('update', { Name: null }).map((i) => i.field)).toEqual(['Name']);
    expect(dcRuleIssues('delete', { Country: 'Germany' })).toEqual([]);
  });
});
