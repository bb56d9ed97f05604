import { defineField, defineType } from 'sanity';

const toggle = (name: string, title: string, description: string, initialValue = false) =>
  defineField({ name, title, type: 'boolean', description, initialValue, validation: (rule) => rule.required() });

/** Per-dealer switches the spec names (SPEC.md 1, 4, 6). Each one only shows or hides a feature. */
export const siteFeatures = defineType({
  name: 'siteFeatures',
  title: 'Features',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    toggle('compare', 'Compare', 'Shows the compare toggle on in-stock car cards.', true),
    toggle('favourites', 'Favourites', 'Lets shoppers save favourite cars in their browser.', true),
    toggle('watchlist', 'Watchlist', 'Lets phone-verified shoppers keep a watchlist.'),
    toggle('financeEstimate', 'Finance estimate', 'Shows a weekly repayment estimate on cars with lender data.'),
    toggle('priceCheck', 'Price check', 'Shows the market price comparison panel (autograb).'),
    toggle('deliveryCalculator', 'Delivery calculator', 'Shows the delivery cost estimate by postcode on car pages.'),
    toggle('reviews', 'Reviews', 'Shows review ratings and lists (only when the average is above 4).'),
    toggle('garage', 'My garage', 'Turns on the My Garage pages.'),
    toggle('chat', 'Chat button', 'Shows a chat button on car pages.'),
    toggle('checkout', 'Reserve online', 'Lets shoppers reserve a car with a refundable deposit.'),
    toggle('homeTestDrive', 'Home test drives', 'Offers test drives at the shopper\'s home.'),
    toggle('certifiedPreOwned', 'Certified pre-owned', 'Shows the manufacturer certified pre-owned badge and tab.'),
    toggle('electricTag', 'Electric and hybrid tag', 'Shows an Electric or Hybrid tag before other card tags.'),
    toggle('showPhoneImmediately', 'Show phone immediately', 'Shows the full dealer phone number instead of revealing it on click.'),
    toggle('hideTwitterShare', 'Hide Twitter share', 'Removes Twitter from the share bar.'),
    toggle('sortBySeries', 'Sort by series', 'Orders results by series (e.g. duo, city, sport).'),
    toggle('showUnregistered', 'Show "Unregistered"', 'Shows "Unregistered" when the registration has expired.'),
    toggle('stickyHeader', 'Sticky car header', 'Car pages show a sticky header after scrolling 500 px; otherwise a bottom bar after 900 px.', true),
    defineField({ name: 'soldTagText', title: 'Sold tag text', type: 'string', description: 'The tag on recently sold cars, e.g. JUST SOLD or Just Sold.', initialValue: 'JUST SOLD', validation: (rule) => rule.required().max(20) }),
    defineField({
      name: 'viewerDefault',
      title: 'Image viewer opens on',
      type: 'string',
      description: 'For cars with a 360 set: the view the car page opens on.',
      options: { list: [{ title: '360 spinner', value: 'spinner' }, { title: 'Photo gallery', value: 'gallery' }] },
      initialValue: 'spinner',
    }),
    defineField({
      name: 'shortlistCondition',
      title: 'Compare and favourite on',
      type: 'string',
      description: 'Which cars show the compare and favourite toggles: every in-stock car, or only used cars with a price and photos.',
      options: { list: [{ title: 'Every in-stock car', value: 'inStock' }, { title: 'Used cars with a price and photos', value: 'usedPricedWithImages' }] },
      initialValue: 'inStock',
    }),
    toggle('cardViewCount', 'View count on cards', 'Shows how many times each car was viewed on its card.'),
    toggle('subscription', 'Subscription site', 'Cars with a weekly subscription price show it first, as "$… / week", and weekly price searches use it.'),
    toggle('spinAutoRotate', '360 auto-rotate', 'Turns the 360 spin once on its own when it opens.', true),
    defineField({
      name: 'soldCarHandling',
      title: 'Sold cars in results',
      type: 'string',
      description: 'Collapse runs of sold cars into one card, or show each one.',
      options: { list: [{ title: 'Collapse consecutive sold cars', value: 'collapse' }, { title: 'Show every sold car', value: 'showAll' }] },
      initialValue: 'collapse',
    }),
  ],
});
