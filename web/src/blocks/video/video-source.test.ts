import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/embed/abc', 'embed'],
    ['https://player.vimeo.com/video/123', 'embed'],
    ['https://cdn.example.com/tour.mp4', 'file'],
    ['https://www.youtube.com/watch?v=abc', 'file'],
  ])('%s → %s', (url, kind) => {
    expect(videoSource(url)?.kind).toBe(kind);
  });

  it.each([[null], [''], ['javascript:alert(1)'], ['http://insecure.example.com/a.mp4']])('%s → nothing', (url) => {
    expect(videoSource(url)).toBeNull();
  });
});
