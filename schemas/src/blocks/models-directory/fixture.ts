export const modelsDirectoryFixture = { _type: 'modelsDirectory', _key: 'models-directory', heading: 'Models directory', intro: 'Start here.', body: 'suv' };

export const modelsDirectoryMinimal = { _type: 'modelsDirectory', _key: 'models-directory-min' };
