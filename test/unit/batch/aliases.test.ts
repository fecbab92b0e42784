import { describe, it, expect } from 'vitest';
import { batchRefusal } from '../../../shared/batch/index.js';

const H = 'https://api.example.com';

describe('batchRefusal: the alias table of service-spec.md 4.9', () => {
  it.each([
    ['PATCH', `${H}/v1/Products(12)/Attributes('Color')`, `${H}/v1/AttributeValues(ProductID=12,Name='Color')`],
    ['PUT', `${H}/v1/Products(12)/Attributes('Color')`, `${H}/v1/AttributeValues(ProductID=12,Name='Color')`],
    [
      'DELETE',
      `${H}/v1/Products(12)/Attributes('It''s%20red')`,
      `${H}/v1/AttributeValues(ProductID=12,Name='It''s%20red')`,
    ],
    [
      'PATCH',
      `${H}/v1/Products(12)/Images('ITEMIMAGEURL1')`,
      `${H}/v1/Images(ProductID=12,PlacementName='ITEMIMAGEURL1')`,
    ],
    ['DELETE', `${H}/v1/Products(12)/Labels('Sale')`, `${H}/v1/ProductLabels(ProductID=12,Name='Sale')`],
    [
      'PUT',
      `${H}/v1/Products(12)/BundleComponents(34)`,
      `${H}/v1/ProductBundleComponents(ProductID=12,ComponentID=34)`,
    ],
    [
      'PATCH',
      `${H}/v1/Products(12)/DCQuantities(5)?access_token=t`,
      `${H}/v1/DCQuantities(ProductID=12,DistributionCenterID=5)?access_token=t`,
    ],
    ['patch', `${H}/v1/products(ID=12)/dcquantities(5)`, `${H}/v1/DCQuantities(ProductID=12,DistributionCenterID=5)`],
  ])('%s %s is refused, naming %s', (method, url, realUri) => {
    const r = batchRefusal(method, url);
    expect(r).not.toBeNull();
    expect(r!.realUri).toBe(realUri);
    expect(r!.message).toContain(`use the real URI ${method.toUpperCase()} ${realUri}`);
  });

  it('offers the POST alternatives for attribute updates but not for deletes', () => {
    expect(batchRefusal('PATCH', `${H}/v1/Products(12)/Attributes('Color')`)!.message).toMatch(
      /POST \/v1\/AttributeValues .*POST \/v1\/Products\(12\)\/UpdateAttributes/,
    );
    expect(batchRefusal('DELETE', `${H}/v1/Products(12)/Attributes('Color')`)!.message).not.toMatch(/UpdateAttributes/);
  });

  it('refuses Orders(ID)/Export for any method, without a real URI', () => {
    for (const m of ['GET', 'POST']) {
      const r = batchRefusal(m, `${H}/v1/Orders(7)/Export`);
      expect(r!.message).toMatch(/\/v1\/Orders\(7\)\/Export cannot be used in a batch/);
      expect(r!.realUri).toBeUndefined();
    }
    expect(batchRefusal('GET', `${H}/v1/orders(7)/export?x=1`)).not.toBeNull();
  });

  it('lets the real URIs and other methods on the aliases through', () => {
    expect(batchRefusal('GET', `${H}/v1/Products(12)/Attributes('Color')`)).toBeNull();
    expect(batchRefusal('POST', `${H}/v1/Products(12)/UpdateAttributes`)).toBeNull();
    expect(batchRefusal('PATCH', `${H}/v1/AttributeValues(ProductID=12,Name='Color')`)).toBeNull();
    expect(batchRefusal('PATCH', `${H}/v1/DCQuantities(ProductID=12,DistributionCenterID=5)`)).toBeNull();
    expect(batchRefusal('GET', `${H}/v1/Orders(7)`)).toBeNull();
    expect(batchRefusal('GET', `${H}/v1/Orders?$filter=ID eq 7`)).toBeNull();
  });
});
