export const reviewsFixture = {
  _type: 'reviews',
  _key: 'reviews',
  heading: 'What our customers say',
  minRating: 4,
  limit: 6,
  summary: {
    averageRating: '4.6',
    count: 151,
    reviews: [{ _key: 'r1', customerName: 'Jess M.', rating: 5, text: 'Smooth and easy.', reviewDate: '2025-06-02', replyText: 'Thanks Jess!', replyDate: '2025-06-03' }],
  },
};

export const reviewsMinimal = { _type: 'reviews', _key: 'reviews-min' };
