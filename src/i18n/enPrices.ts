/**
 * English words of prices staff cannot quietly undercut (product.md §10, beyond the spec): a
 * bill line's discount reason and the owner's below-cost mark (`resources.bills`), and the
 * questions asked before saving a product sold under cost or a top-up costing more than its
 * value. Kept beside en.ts, which spreads them in.
 */
export const billPriceFields = {
  discountReason: 'Discount reason',
  belowCost: 'Pricing',
};

export const billPriceLines = { discountReason: 'Discount reason' };

export const billPriceChoices = { belowCost: { belowCost: 'Below cost' } };

export const productPriceWords = {
  confirmSave: {
    underCost: {
      title: 'Selling price under the buying price',
      content: 'Every sale of this product at its selling price loses money. Save it anyway?',
    },
  },
};

export const topUpPriceWords = {
  confirmSave: {
    costAboveValue: {
      title: 'Top-up costs more than its value',
      content: 'This top-up costs more than the reload value it gives, so every reload sold from it loses money. Save it anyway?',
    },
  },
};
