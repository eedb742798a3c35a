import { describe, expect, it } from 'vitest';
import { isValidLinkedInUrl, normalizeLinkedInUrl } from './linkedin-url.ts';

describe('normalizeLinkedInUrl', () => {
  it('accepts profile links in the usual shapes and returns the canonical one', () => {
    expect(normalizeLinkedInUrl('https://www.linkedin.com/in/maria-keller-123/')).toBe('https://www.linkedin.com/in/maria-keller-123');
    expect(normalizeLinkedInUrl('linkedin.com/in/maria-keller')).toBe('https://www.linkedin.com/in/maria-keller');
    expect(normalizeLinkedInUrl('http://de.linkedin.com/in/maria-keller?trk=x')).toBe('https://www.linkedin.com/in/maria-keller');
    expect(normalizeLinkedInUrl('https://www.linkedin.com/in/m%C3%BCller-anna')).toBe('https://www.linkedin.com/in/m%C3%BCller-anna');
  });

  it('refuses other sites, look-alike hosts, company pages and junk', () => {
    expect(isValidLinkedInUrl('https://example.com/in/maria')).toBe(false);
    expect(isValidLinkedInUrl('https://linkedin.com.evil.example/in/maria')).toBe(false);
    expect(isValidLinkedInUrl('https://evillinkedin.com/in/maria')).toBe(false);
    expect(isValidLinkedInUrl('https://www.linkedin.com/company/parla')).toBe(false);
    expect(isValidLinkedInUrl('https://www.linkedin.com/in/')).toBe(false);
    expect(isValidLinkedInUrl('javascript:alert(1)')).toBe(false);
    expect(isValidLinkedInUrl('https://user:pw@www.linkedin.com/in/maria')).toBe(false);
    expect(isValidLinkedInUrl('not a url')).toBe(false);
  });
});
