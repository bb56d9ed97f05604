export const ctaButtonsFixture = {
  _type: 'ctaButtons',
  _key: 'help',
  heading: 'How can we help?',
  buttons: [
    { _key: 'b1', label: 'Book a test drive', href: '/book-test-drive', variant: 'primary' },
    { _key: 'b2', label: 'Contact us', href: '/contact-us', variant: 'secondary' },
  ],
};

export const ctaButtonsMinimal = { _type: 'ctaButtons', _key: 'help-min' };
