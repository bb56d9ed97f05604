export const imageGalleryFixture = {
  _type: 'imageGallery',
  _key: 'gallery',
  heading: 'Our showroom',
  images: [
    { _key: 'i1', url: '/demo-content/showroom-1.jpg', alt: 'The showroom floor' },
    { _key: 'i2', url: '/demo-content/showroom-2.jpg', alt: null },
  ],
};

export const imageGalleryMinimal = { _type: 'imageGallery', _key: 'gallery-min' };
