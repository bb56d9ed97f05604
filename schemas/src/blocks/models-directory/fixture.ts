export const modelsDirectoryFixture = { _type: 'modelsDirectory', _key: 'models-directory', heading: 'Browse our SUVs', intro: 'Find the SUV that fits.', body: 'suv', limit: 3 };

export const modelsDirectoryMinimal = { _type: 'modelsDirectory', _key: 'models-directory-min' };
