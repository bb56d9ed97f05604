import { describe, expect, it } from 'vitest';
import { videoSource } from './vehicle-video';

const v = (video_url: string | null, external_video_url: string | null) => ({ video_url, external_video_url });

describe('videoSource', () => {
  it.each([
    [v('https://www.youtube.com/embed/abcdefghijk', 'https://www.youtube.com/watch?v=zzzzzzzzzzz'), { kind: 'embed', url: 'https://www.youtube.com/embed/abcdefghijk' }],
    [v('https://cdn.example/walkaround.mp4', null), { kind: 'file', url: 'https://cdn.example/walkaround.mp4' }],
    [v(null, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10'), { kind: 'embed', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    [v(null, 'https://youtu.be/dQw4w9WgXcQ'), { kind: 'embed', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    [v(null, 'https://m.youtube.com/shorts/dQw4w9WgXcQ'), { kind: 'embed', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    [v('/videos/walkaround.mp4', null), { kind: 'file', url: '/videos/walkaround.mp4' }],
    [v('', 'https://vimeo.com/123456'), { kind: 'link', url: 'https://vimeo.com/123456' }],
    [v(null, 'https://www.youtube.com/watch?v=bad"id'), { kind: 'link', url: 'https://www.youtube.com/watch?v=bad%22id' }],
  ])('%j → %j', (vehicle, source) => {
    expect(videoSource(vehicle)).toEqual(source);
  });

  it('uses nothing that is not an https address', () => {
    for (const external of ['javascript:alert(1)', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'not a url', '  ']) {
      expect(videoSource(v(null, external))).toBeNull();
    }
    expect(videoSource(v('javascript:alert(1)', null))).toBeNull();
    expect(videoSource(v('//evil.example/x.mp4', null))).toBeNull();
    expect(videoSource(v(null, null))).toBeNull();
  });
});
