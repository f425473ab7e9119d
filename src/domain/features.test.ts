import { describe, expect, it } from 'vitest';
import { actionOffered, featuresOf, namedBy, resourceOffered, SPEC_RESOURCES } from './features';

describe('what a backend offers, from its sign-in answer alone', () => {
  it("reads nothing from the shop's own answer (`{token, user}`), and keeps only the features this console knows", () => {
    expect(featuresOf({ token: 't', user: {} })).toEqual([]);
    expect(namedBy({ token: 't', user: {} })).toEqual([]);
    expect(featuresOf({ features: ['paging', 'teleport', 7, 'suppliers'] })).toEqual(['paging']);
    expect(namedBy({ features: ['paging', 7, 'suppliers'] })).toEqual(['paging', 'suppliers']);
  });

  it("offers the spec's screens on every backend", () => {
    for (const name of SPEC_RESOURCES) expect(resourceOffered({ name }, []), name).toBe(true);
  });

  it('offers a screen with a feature only where that feature is named', () => {
    expect(resourceOffered({ name: 'accounts', feature: 'payments' }, [])).toBe(false);
    expect(resourceOffered({ name: 'accounts', feature: 'payments' }, ['payments'])).toBe(true);
    // Its name alone does not stand for its feature.
    expect(resourceOffered({ name: 'accounts', feature: 'payments' }, ['accounts'])).toBe(false);
  });

  it('offers any other resource (one added by the recipe) only where the backend names it', () => {
    expect(resourceOffered({ name: 'suppliers' }, [])).toBe(false);
    expect(resourceOffered({ name: 'suppliers' }, ['paging', 'payments'])).toBe(false);
    expect(resourceOffered({ name: 'suppliers' }, ['suppliers'])).toBe(true);
  });

  it("refuses an action that only some backends offer (adding a repair issue) where it is not named", () => {
    expect(actionOffered('repairs/issues', 'create', [])).toBe(false);
    expect(actionOffered('repairs/issues', 'create', ['warranties'])).toBe(true);
    expect(actionOffered('repairs/issues', 'edit', [])).toBe(true);
  });
});
