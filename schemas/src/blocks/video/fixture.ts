export const videoFixture = { _type: 'video', _key: 'video', heading: 'Take the tour', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', caption: 'A walk through the showroom' };

export const videoMinimal = { _type: 'video', _key: 'video-min' };
