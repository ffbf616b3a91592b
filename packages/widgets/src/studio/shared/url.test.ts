import { describe, expect, it } from 'vitest';
import { apiUrl } from './url';

describe('apiUrl', () => {
  it('resolves the API’s paths against its origin and leaves other links', () => {
    expect(apiUrl('/media/samples/a.mp3', 'https://dub.example.com/')).toBe(
      'https://dub.example.com/media/samples/a.mp3',
    );
    expect(apiUrl('/media/samples/a.mp3', '')).toBe('/media/samples/a.mp3');
    expect(apiUrl('https://cdn.example.com/a.mp3', 'https://dub.example.com')).toBe('https://cdn.example.com/a.mp3');
    expect(apiUrl('//cdn.example.com/a.mp3', 'https://dub.example.com')).toBe('//cdn.example.com/a.mp3');
    expect(apiUrl('data:audio/wav;base64,AA', 'https://dub.example.com')).toBe('data:audio/wav;base64,AA');
  });
});
