// The values the Map step offers for a field: the connection's distribution centers for a
// DistributionCenterID ('1 · Contoso Berlin (CH-BER)'), the attribute names the products
// carry for an attribute column, an enum's accepted values. Undefined: no list, type it.
import type { ServiceDc, TargetInfo } from '../../../shared/ipc/index.js';

export interface Choice {
  value: string;
  label: string;
}

export interface Known {
  distributionCenters?: ServiceDc[] | undefined;
  attributeNames?: string[] | undefined;
}

export function dcLabel(dc: ServiceDc): string {
  return `${dc.id}${dc.name ? ` · ${dc.name}` : ''}${dc.code ? ` (${dc.code})` : ''}`;
}

/** What `field` of `target` may be chosen from; `closed` when nothing else is accepted (an enum). */
export function choicesFor(
  target: TargetInfo,
  field: string,
  known: Known,
): { choices: Choice[]; closed: boolean } | undefined {
  if (field === target.dcField && known.distributionCenters?.length)
    return {
      choices: known.distributionCenters.map((dc) => ({ value: String(dc.id), label: dcLabel(dc) })),
      closed: false,
    };
  if (field === target.attributeNameField && known.attributeNames?.length)
    return { choices: known.attributeNames.map((n) => ({ value: n, label: n })), closed: false };
  const values = target.fields.find((f) => f.name === field)?.enumValues;
  if (values?.length) return { choices: values.map((v) => ({ value: v, label: v })), closed: true };
  return undefined;
}
