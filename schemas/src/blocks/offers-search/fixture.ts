export const offersSearchFixture = { _type: 'offersSearch', _key: 'offers-search', heading: 'Offers search', intro: 'Start here.', category: 'Cars' };

export const offersSearchMinimal = { _type: 'offersSearch', _key: 'offers-search-min' };
