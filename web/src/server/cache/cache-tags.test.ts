import { describe, expect, it } from 'vitest';
import { MAX_TAG_LENGTH, pageTag, vehicleTag } from './cache-tags';

describe('cache tags', () => {
  it('keeps ordinary page and car tags readable', () => {
    expect(pageTag('riverside-toyota', 'about-us')).toBe('page:riverside-toyota:about-us');
    expect(vehicleTag('riverside-toyota', '2026-toyota-hilux-sr5-1234')).toBe('vehicle:riverside-toyota:2026-toyota-hilux-sr5-1234');
  });

  it('keeps a made-up slug of any length within the limit Next accepts, the same tag each time and apart from other slugs', () => {
    const long = `${'x'.repeat(300)}/${'1'.repeat(300)}`;
    const tag = pageTag('valley-used-cars', long);
    expect(tag.length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
    expect(tag).toMatch(/^page:valley-used-cars:x+#[0-9a-f]{40}$/);
    expect(pageTag('valley-used-cars', long)).toBe(tag);
    expect(pageTag('valley-used-cars', `${long}2`)).not.toBe(tag);
    expect(vehicleTag('valley-used-cars', long).length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
  });
});
