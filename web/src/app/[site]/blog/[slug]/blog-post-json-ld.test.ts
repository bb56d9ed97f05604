import { describe, expect, it } from 'vitest';
import { blogPostJsonLd } from './blog-post-json-ld';

const post = {
  _id: 'p', slug: 'ranger-review', title: 'Ranger </script><script>alert(1)</script>', description: 'Our verdict.', publishedAt: '2025-06-01',
  updatedAt: null, category: 'vehicle-reviews' as const, author: null, image: null, body: [], seo: null,
};

describe('blogPostJsonLd', () => {
  it('credits the dealership when the post has no author, and escapes < for the script tag', () => {
    const json = blogPostJsonLd({ name: 'Riverside Toyota' }, post);
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: '2025-06-01', dateModified: '2025-06-01', author: { '@type': 'Organization', name: 'Riverside Toyota' } });
  });

  it('names a person author', () => {
    expect(JSON.parse(blogPostJsonLd({ name: 'X' }, { ...post, author: 'Sam Nguyen' })).author).toEqual({ '@type': 'Person', name: 'Sam Nguyen' });
  });
});
