import { describe, expect, it } from 'vitest';
import { orderOf, products } from '../../testing/membership/fixtures';
import { qrState, selectedProduct, tickerLine } from './checkout';

describe('selectedProduct', () => {
  it('keeps the chosen product, else takes the first, else none', () => {
    expect(selectedProduct(products, 3)?.id).toBe(3);
    expect(selectedProduct(products, null)?.id).toBe(1);
    expect(selectedProduct(products, 99)?.id).toBe(1);
    expect(selectedProduct([], null)).toBeNull();
  });
});

describe('qrState', () => {
  const order = orderOf(1, 1);
  it('maps each pay pane status to the look of its QR code', () => {
    expect(qrState({ status: 'idle', order: null })).toBe('loading');
    expect(qrState({ status: 'creating', order: null })).toBe('loading');
    expect(qrState({ status: 'waiting', order })).toBe('active');
    expect(qrState({ status: 'paid', order })).toBe('paid');
    expect(qrState({ status: 'expired', order })).toBe('expired');
    expect(qrState({ status: 'failed', order: null })).toBe('failed');
  });
});

describe('tickerLine', () => {
  it('cycles through the lines, and has none without lines', () => {
    const lines = ['a', 'b', 'c'];
    expect([0, 1, 2, 3, 7].map((tick) => tickerLine(lines, tick))).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(tickerLine([], 4)).toBeNull();
  });
});
