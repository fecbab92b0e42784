/**
 * URLs that service-spec.md 4.9 refuses inside a batch: the alias endpoints of its table
 * (use the real URI instead) and /v1/Orders(ID)/Export (any method). Matching is
 * case-insensitive on the path, as the service's routing is.
 */

export interface BatchRefusal {
  message: string;
  /** The URL to use instead, same origin and query, when the table names one. */
  realUri?: string;
}

interface AliasRule {
  segment: string;
  /** Builds the real entity path (after /v1/) from the product key and the alias key, both as written. */
  real: (productId: string, key: string) => string;
  /** Extra advice for this alias and method, from the table's "Real URI" column. */
  alternatives?: (method: string, productId: string) => string;
}

const ALIAS_RULES: readonly AliasRule[] = [
  {
    segment: 'Attributes',
    real: (id, key) => `AttributeValues(ProductID=${id},Name=${key})`,
    alternatives: (method, id) =>
      method === 'DELETE'
        ? ''
        : ` (or POST /v1/AttributeValues for a single attribute, or POST /v1/Products(${id})/UpdateAttributes for one or many)`,
  },
  { segment: 'Images', real: (id, key) => `Images(ProductID=${id},PlacementName=${key})` },
  { segment: 'Labels', real: (id, key) => `ProductLabels(ProductID=${id},Name=${key})` },
  {
    segment: 'BundleComponents',
    real: (id, key) => `ProductBundleComponents(ProductID=${id},ComponentID=${stripName(key)})`,
  },
  {
    segment: 'DCQuantities',
    real: (id, key) => `DCQuantities(ProductID=${id},DistributionCenterID=${stripName(key)})`,
  },
];

const ALIAS_METHODS = new Set(['PATCH', 'PUT', 'DELETE']);
const ALIAS_RE = /^Products\(([^/]*?)\)\/(Attributes|Images|Labels|BundleComponents|DCQuantities)\((.*)\)\/?$/i;
const EXPORT_RE = /^Orders\(([^/]*?)\)\/Export(?:\(\))?\/?$/i;

/** "ID=12" -> "12": a single key may be written with its name. */
function stripName(key: string): string {
  // Trimmed after matching: '=\s*(.*?)\s*$' was quadratic on a long run of spaces (issue 25).
  const m = /^\s*[A-Za-z_]\w*\s*=(.*)$/.exec(key);
  return m ? m[1]!.trim() : key.trim();
}

interface SplitUrl {
  origin: string; // everything before '/v1/' (scheme, host, any base path)
  rest: string; // the path after '/v1/'
  query: string; // '?...' or '#...' or ''
}

function splitUrl(url: string): SplitUrl {
  const q = url.search(/[?#]/);
  const beforeQuery = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q);
  const v1 = beforeQuery.search(/\/v1\//i);
  if (v1 >= 0) return { origin: beforeQuery.slice(0, v1), rest: beforeQuery.slice(v1 + 4), query };
  return { origin: '', rest: beforeQuery.replace(/^\/+/, ''), query };
}

function tryDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Why this method and URL may not be used inside a $batch, or null when it may. */
export function batchRefusal(method: string, url: string): BatchRefusal | null {
  const { origin, rest, query } = splitUrl(url.trim());
  const candidates = [rest, tryDecode(rest)];

  for (const path of candidates) {
    if (EXPORT_RE.test(path)) {
      return {
        message: `${path.replace(/^Orders/i, '/v1/Orders')} cannot be used in a batch (service-spec.md 4.9: /v1/Orders(ID)/Export is refused inside $batch); call it on its own, outside the batch.`,
      };
    }
  }

  const verb = method.toUpperCase();
  if (!ALIAS_METHODS.has(verb)) return null;
  for (const path of candidates) {
    const m = ALIAS_RE.exec(path);
    if (!m) continue;
    const productId = stripName(m[1]!);
    const segment = m[2]!.toLowerCase();
    const rule = ALIAS_RULES.find((r) => r.segment.toLowerCase() === segment)!;
    const realUri = `${origin}/v1/${rule.real(productId, m[3]!)}${query}`;
    const alternatives = rule.alternatives ? rule.alternatives(verb, productId) : '';
    return {
      message: `${verb} /v1/${path} is an alias that cannot be used inside a batch; use the real URI ${verb} ${realUri}${alternatives}.`,
      realUri,
    };
  }
  return null;
}
