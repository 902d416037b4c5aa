import { describe, expect, it } from 'vitest';
import { catalogImageUrl } from './catalog-images.ts';

describe('catalogImageUrl', () => {
  it('builds TMDB image URLs and passes null and absolute URLs through', () => {
    expect(catalogImageUrl('/abc.jpg')).toBe('https://image.tmdb.org/t/p/w500/abc.jpg');
    expect(catalogImageUrl('abc.jpg', 'original', 'http://images.local/p')).toBe('http://images.local/p/original/abc.jpg');
    expect(catalogImageUrl(null)).toBeNull();
    expect(catalogImageUrl('')).toBeNull();
    expect(catalogImageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
