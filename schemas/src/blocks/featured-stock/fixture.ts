export const featuredStockFixture = {
  _type: 'featuredStock',
  _key: 'used',
  heading: 'Quality used cars',
  filter: 'car_type:used',
  limit: 6,
  ctaLabel: 'Browse all used cars',
  ctaHref: '/search/used-cars',
};

export const featuredStockMinimal = { _type: 'featuredStock', _key: 'used-min', heading: 'Our cars' };
