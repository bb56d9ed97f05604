export const warrantyBulletsFixture = { _type: 'warrantyBullets', _key: 'warranty', heading: 'Why buy from us?' };

export const warrantyBulletsMinimal = { _type: 'warrantyBullets', _key: 'warranty-min' };
