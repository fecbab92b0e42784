// Rules of a DistributionCenter row beyond its field types (issue 14): a center needs a Name
// when it is created, and ContactEmail, Email and Country must be what they claim (an address,
// an ISO 3166-1 alpha-2 code). The service stores any text there, so without these checks a
// file with "Germany" or "not-an-email" was "Created" and wrong on the service.
import { engineMessage } from '../../../../shared/i18n/index.js';
import * as z from 'zod';
import type { ImportOperation, RowRuleIssue } from '../../target.js';
import { countryCodeFor, isCountryCode } from './country-codes.js';

export type DcRuleIssue = RowRuleIssue;

const EMAIL = z.string().email();
const EMAIL_FIELDS = ['ContactEmail', 'Email'];

export function dcRuleIssues(operation: ImportOperation, fields: Record<string, unknown>): DcRuleIssue[] {
  if (operation === 'delete') return [];
  const issues: DcRuleIssue[] = [];
  const name = fields.Name;
  if (name === null || (operation === 'create' && (name === undefined || String(name).trim() === ''))) {
    issues.push({
      field: 'Name',
      value: '',
      rule: 'required',
      message: engineMessage('dc.nameBlank'),
      fix: engineMessage('dc.fillName'),
    });
  }
  for (const field of EMAIL_FIELDS) {
    const v = fields[field];
    if (typeof v === 'string' && v !== '' && !EMAIL.safeParse(v.trim()).success)
      issues.push({
        field,
        value: v,
        rule: 'email',
        message: engineMessage('dc.notEmail', { value: v }),
        fix: engineMessage('dc.writeEmail', { field }),
      });
  }
  const country = fields.Country;
  if (typeof country === 'string' && country !== '' && !isCountryCode(country)) {
    const code = countryCodeFor(country);
    issues.push({
      field: 'Country',
      value: country,
      rule: 'country',
      message: engineMessage('dc.notCountry', { value: country }),
      fix: code ? engineMessage('dc.useCountry', { code }) : engineMessage('dc.writeCountry'),
    });
  }
  return issues;
}
