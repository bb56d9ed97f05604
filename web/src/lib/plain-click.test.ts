import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes a left click with no key held', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves the browser every click that opens the link elsewhere', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});
