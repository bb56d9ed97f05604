export const offersSearchFixture = { _type: 'offersSearch', _key: 'offers-search', heading: 'Service specials', intro: 'Keep your car at its best.', category: 'service', limit: 3 };

export const offersSearchMinimal = { _type: 'offersSearch', _key: 'offers-search-min' };
