export const featureBannerFixture = {
  _type: 'featureBanner',
  _key: 'banner',
  items: [
    { _key: 'offers', icon: 'offers', heading: 'Latest offers', body: 'Runout deals.', href: '/special-offers' },
    { _key: 'service', icon: 'service', heading: 'Book a service', body: null, href: '/pages/book-a-service' },
    { _key: 'sell', icon: 'sell', heading: 'Sell your car', body: 'A fair offer.', href: '/sell-my-car' },
  ],
};

export const featureBannerMinimal = { _type: 'featureBanner', _key: 'banner-min' };
