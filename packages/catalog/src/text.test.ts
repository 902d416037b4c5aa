import { describe, expect, it } from 'vitest';
import { foldText, languageOf, matchScore } from './text.ts';

describe('text matching', () => {
  it('folds case, accents, ß and punctuation', () => {
    expect(foldText('Amélie – Pokémon!')).toBe('amelie pokemon');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('  Spider-Man:  Into the Spider-Verse ')).toBe('spider man into the spider verse');
  });

  it('scores exact above prefix above contained, and zero for no match', () => {
    expect(matchScore('inception', 'Inception')).toBe(3);
    expect(matchScore('the dark', 'The Dark Knight')).toBe(2);
    expect(matchScore('knight', 'The Dark Knight')).toBe(1);
    expect(matchScore('spiderman', 'Spider-Man')).toBe(3);
    expect(matchScore('spiderman into', 'Spider-Man: Into the Spider-Verse')).toBe(2);
    expect(matchScore('knight dark', 'The Dark Knight')).toBe(1);
    expect(matchScore('batman', 'The Dark Knight')).toBe(0);
    expect(matchScore('', 'The Dark Knight')).toBe(0);
  });

  it('takes the primary language of a tag', () => {
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('EN_us')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
