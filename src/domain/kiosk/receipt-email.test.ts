import { describe, expect, it } from 'vitest';
import { obfuscateEmail } from './receipt-email';

describe('obfuscateEmail', () => {
  it.each([
    ['jane.doe@example.com', 'j***.d**@e******.c**'],
    ['a@b.co', 'a@b.c*'],
    ['ana@mail.example.org', 'a**@m***.e******.o**'],
    [' jo@x.io ', 'j*@x.i*'],
    ['noatsign.here', 'n*******.h***'],
    ['élodie@exemple.fr', 'é*****@e******.f*'],
  ])('%j shows as %j', (email, shown) => {
    expect(obfuscateEmail(email)).toBe(shown);
  });

  it('never shows more than the first character of any part', () => {
    const shown = obfuscateEmail('secret.person@private.domain.com');
    expect(shown).not.toMatch(/ecret|erson|rivate|omain|om$/);
    expect(shown.replace(/\*/g, '')).toBe('s.p@p.d.c');
  });
});
