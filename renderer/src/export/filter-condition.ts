// One export filter condition as OData, from field, operator and value.

/** A number (no leading zeros: '0000001' is a SKU), true/false or null as it is; anything else as an OData string literal ('O''Brien'). */
export function odataLiteral(value: string): string {
  const v = value.trim();
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(v) || v === 'true' || v === 'false' || v === 'null') return v;
  return `'${value.replace(/'/g, "''")}'`;
}

export function condition(field: string, op: string, value: string): string {
  if (op === 'contains' || op === 'startswith') return `${op}(${field},'${value.replace(/'/g, "''")}')`;
  return `${field} ${op} ${odataLiteral(value)}`;
}
