export const promoTilesFixture = {
  _type: 'promoTiles',
  _key: 'offers',
  heading: 'Latest offers',
  tiles: [{ _key: 't1', heading: 'Finance from 6.99% p.a.', body: 'Fast approvals.', href: '/finance', ctaLabel: 'Get pre-approved', image: { url: '/demo-content/tile.jpg', alt: 'Finance' } }],
};

export const promoTilesMinimal = { _type: 'promoTiles', _key: 'offers-min' };
