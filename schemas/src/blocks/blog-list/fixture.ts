export const blogListFixture = {
  _type: 'blogList',
  _key: 'blog',
  heading: 'Latest news',
  category: null,
  limit: 2,
  posts: [
    { _id: 'p1', href: '/blog/ranger-review', heading: '2025 Ranger review', description: 'Our verdict.', date: '2025-06-01', image: { url: '/demo-content/blog.jpg', alt: 'Ranger' } },
    { _id: 'p2', href: '/blog/eofy', heading: 'EOFY tips', description: null, date: '2025-05-20', image: null },
    { _id: 'p3', href: '/blog/old', heading: 'Older post', description: null, date: '2025-01-20', image: null },
  ],
};

export const blogListMinimal = { _type: 'blogList', _key: 'blog-min' };
