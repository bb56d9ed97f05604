export const brandGridFixture = {
  _type: 'brandGrid',
  _key: 'brands',
  heading: 'Shop by brand',
  brands: [{ title: 'Toyota', slug: 'toyota', logo: { url: '/demo-content/toyota.jpg', alt: 'Toyota logo' }, skipPage: false, externalUrl: null }, null],
};

export const brandGridMinimal = { _type: 'brandGrid', _key: 'brands-min' };
