import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_EXTENSIONS,
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSIONS,
  attachmentKind,
  fileExtension,
  IMAGE_EXTENSIONS,
  isAllowedAttachment,
  isDigitsOnly,
  isEmail,
  isPhone,
  isShopLoginPath,
  isUsername,
  parseMoney,
  VIDEO_EXTENSIONS,
} from './validation';

const chars = (set: string) => fc.constantFrom(...set.split(''));
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const digits = (min: number, max: number) =>
  fc.string({ unit: chars(DIGITS), minLength: min, maxLength: max });

describe('e-mail (spec section 5)', () => {
  const local = fc.string({ unit: chars(`${LETTERS}${DIGITS}._%+-`), minLength: 1, maxLength: 20 });
  const label = fc.string({ unit: chars(`${LETTERS}${DIGITS}-`), minLength: 1, maxLength: 12 });
  const topLevel = fc.string({ unit: chars(LETTERS), minLength: 2, maxLength: 8 });
  const validEmail = fc
    .tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
    .map(([l, labels, tld]) => `${l}@${labels.join('.')}.${tld}`);

  it('section 5: accepts letters, digits and ._%+- before the @, domain labels and a top level of 2+ letters', () => {
    expect(isEmail('jane.doe+claims@example.com')).toBe(true);
    expect(isEmail('J_D%1-x@mail.shop-1.co.uk')).toBe(true);
    expect(isEmail('a@b.io')).toBe(true);
  });

  it('section 5: the top-level part needs at least 2 letters', () => {
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a@b.c1')).toBe(false);
    expect(isEmail('a@b.12')).toBe(false);
  });

  it('section 5: rejects missing parts and characters outside the allowed sets', () => {
    expect(isEmail('')).toBe(false);
    expect(isEmail('jane.example.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('jane@')).toBe(false);
    expect(isEmail('jane@example')).toBe(false);
    expect(isEmail('ja ne@example.com')).toBe(false);
    expect(isEmail('jane@exa_mple.com')).toBe(false);
    expect(isEmail('jane@example..com')).toBe(false);
    expect(isEmail('jane@@example.com')).toBe(false);
    expect(isEmail(' jane@example.com')).toBe(false);
  });

  it('property: every address built from the allowed parts is valid', () => {
    fc.assert(fc.property(validEmail, (email) => isEmail(email)));
  });

  it('property: a character outside the allowed set in the local part makes it invalid', () => {
    const bad = chars(' ()<>,;:"[]\\!#&*=?~éß');
    fc.assert(
      fc.property(validEmail, bad, fc.nat(), (email, char, at) => {
        const position = at % (email.indexOf('@') + 1);
        return !isEmail(`${email.slice(0, position)}${char}${email.slice(position)}`);
      }),
    );
  });

  it('property: a one-letter or non-letter top level is invalid', () => {
    fc.assert(
      fc.property(
        local,
        label,
        fc.oneof(chars(LETTERS), digits(2, 4)),
        (l, domain, tld) => !isEmail(`${l}@${domain}.${tld}`),
      ),
    );
  });
});

describe('phone (spec section 5)', () => {
  it('section 5: 8 digits is too short, 9 and 12 digits are valid', () => {
    expect(isPhone('12345678')).toBe(false);
    expect(isPhone('123456789')).toBe(true);
    expect(isPhone('123456789012')).toBe(true);
  });

  it('section 5: 13 to 15 digits are valid as a 1-3 digit prefix and 12 digits; 16 are too many', () => {
    expect(isPhone('1234567890123')).toBe(true);
    expect(isPhone('123456789012345')).toBe(true);
    expect(isPhone('1234567890123456')).toBe(false);
  });

  it('section 5: an optional plus in front', () => {
    expect(isPhone('+123456789')).toBe(true);
    expect(isPhone('+4412345678901')).toBe(true);
    expect(isPhone('+12345678')).toBe(false);
    expect(isPhone('++123456789')).toBe(false);
    expect(isPhone('123456789+')).toBe(false);
  });

  it('allows one space or hyphen after the prefix, then still needs 9-12 digits', () => {
    expect(isPhone('+44 7911123456')).toBe(true);
    expect(isPhone('+1-555123456')).toBe(true);
    expect(isPhone('+1 12345678')).toBe(false);
    expect(isPhone('+1 1234567890123')).toBe(false);
    expect(isPhone('+1234 567890123')).toBe(false);
    expect(isPhone('555 123 4567')).toBe(false);
  });

  it('rejects letters and empty input', () => {
    expect(isPhone('')).toBe(false);
    expect(isPhone('+')).toBe(false);
    expect(isPhone('12345678a')).toBe(false);
  });

  it('property: optional plus, optional prefix and 9-12 digits is valid', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.tuple(digits(1, 3), fc.constantFrom('', ' ', '-'))),
        digits(9, 12),
        (plus, prefix, number) => isPhone(`${plus ? '+' : ''}${prefix ? prefix.join('') : ''}${number}`),
      ),
    );
  });

  it('property: fewer than 9 or more than 15 digits is invalid', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.oneof(digits(0, 8), digits(16, 30)),
        (plus, number) => !isPhone(`${plus ? '+' : ''}${number}`),
      ),
    );
  });

  it('property: any letter makes a phone invalid', () => {
    fc.assert(
      fc.property(digits(9, 12), chars(LETTERS), fc.nat(), (number, letter, at) => {
        const position = at % (number.length + 1);
        return !isPhone(`${number.slice(0, position)}${letter}${number.slice(position)}`);
      }),
    );
  });
});

describe('digits only (spec section 5)', () => {
  it('section 5: accepts digits and nothing else', () => {
    expect(isDigitsOnly('0123456789')).toBe(true);
    expect(isDigitsOnly('')).toBe(false);
    expect(isDigitsOnly('12 3')).toBe(false);
    expect(isDigitsOnly('-12')).toBe(false);
    expect(isDigitsOnly('1.5')).toBe(false);
    expect(isDigitsOnly('١٢٣')).toBe(false);
  });

  it('property: strings of digits are digits only; anything with another character is not', () => {
    fc.assert(fc.property(digits(1, 30), (value) => isDigitsOnly(value)));
    fc.assert(
      fc.property(
        digits(0, 10),
        fc.string({ minLength: 1 }).filter((s) => /\D/.test(s)),
        (a, b) => !isDigitsOnly(a + b),
      ),
    );
  });
});

describe('username (spec section 5)', () => {
  it('section 5: 4 characters is too short, 5 and 30 are valid, 31 is too long', () => {
    expect(isUsername('abcd')).toBe(false);
    expect(isUsername('abcde')).toBe(true);
    expect(isUsername(`a${'b'.repeat(29)}`)).toBe(true);
    expect(isUsername(`a${'b'.repeat(30)}`)).toBe(false);
  });

  it('section 5: starts with a letter, then letters, digits, hyphens or underscores', () => {
    expect(isUsername('Jane_Doe-42')).toBe(true);
    expect(isUsername('1jane')).toBe(false);
    expect(isUsername('_jane')).toBe(false);
    expect(isUsername('jane.doe')).toBe(false);
    expect(isUsername('jane doe')).toBe(false);
    expect(isUsername('jöhnny')).toBe(false);
  });

  it('property: a letter and 4-29 allowed characters is valid', () => {
    const rest = fc.string({ unit: chars(`${LETTERS}${DIGITS}-_`), minLength: 4, maxLength: 29 });
    fc.assert(fc.property(chars(LETTERS), rest, (first, tail) => isUsername(first + tail)));
  });

  it('property: a wrong first character or a wrong length is invalid', () => {
    const allowed = chars(`${LETTERS}${DIGITS}-_`);
    fc.assert(
      fc.property(
        chars(`${DIGITS}-_.`),
        fc.string({ unit: allowed, minLength: 4, maxLength: 29 }),
        (first, tail) => !isUsername(first + tail),
      ),
    );
    fc.assert(
      fc.property(
        chars(LETTERS),
        fc.oneof(
          fc.string({ unit: allowed, maxLength: 3 }),
          fc.string({ unit: allowed, minLength: 30, maxLength: 60 }),
        ),
        (first, tail) => !isUsername(first + tail),
      ),
    );
  });
});

describe('attachments (spec section 5)', () => {
  it('section 5: allows .jpg .jpeg .png .tif .tiff .ico .bmp .webp .gif .zip .avi .mp4 .mov', () => {
    expect(ATTACHMENT_EXTENSIONS).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.tif',
      '.tiff',
      '.ico',
      '.bmp',
      '.webp',
      '.gif',
      '.zip',
      '.avi',
      '.mp4',
      '.mov',
    ]);
    expect([...IMAGE_EXTENSIONS, ...ARCHIVE_EXTENSIONS, ...VIDEO_EXTENSIONS].sort()).toEqual(
      [...ATTACHMENT_EXTENSIONS].sort(),
    );
    expect(ATTACHMENT_ACCEPT).toBe('.jpg,.jpeg,.png,.tif,.tiff,.ico,.bmp,.webp,.gif,.zip,.avi,.mp4,.mov');
  });

  it('section 5: videos (.avi .mp4 .mov) are told apart from images', () => {
    expect(attachmentKind('clip.avi')).toBe('video');
    expect(attachmentKind('clip.mp4')).toBe('video');
    expect(attachmentKind('clip.MOV')).toBe('video');
    expect(attachmentKind('photo.jpeg')).toBe('image');
    expect(attachmentKind('scan.TIFF')).toBe('image');
    expect(attachmentKind('evidence.zip')).toBe('archive');
  });

  it('section 5: other extensions, no extension and bare extensions are not allowed', () => {
    expect(attachmentKind('invoice.pdf')).toBeNull();
    expect(attachmentKind('photo.heic')).toBeNull();
    expect(attachmentKind('photo')).toBeNull();
    expect(attachmentKind('.jpg')).toBeNull();
    expect(attachmentKind('photo.')).toBeNull();
    expect(attachmentKind('photo.jpg.exe')).toBeNull();
    expect(isAllowedAttachment('photo.jpg.exe')).toBe(false);
    expect(isAllowedAttachment('archive.tar.zip')).toBe(true);
  });

  it('reads the extension of a file name', () => {
    expect(fileExtension('A.B.PNG')).toBe('.png');
    expect(fileExtension('noext')).toBe('');
  });

  it('property: any name with an allowed extension in any case is allowed, with its kind', () => {
    const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.startsWith('.') || s.length > 1);
    const extension = fc.constantFrom(...ATTACHMENT_EXTENSIONS);
    fc.assert(
      fc.property(name, extension, fc.boolean(), (base, ext, upper) => {
        const fileName = `x${base}${upper ? ext.toUpperCase() : ext}`;
        const expected = (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
          ? 'video'
          : ext === '.zip'
            ? 'archive'
            : 'image';
        return isAllowedAttachment(fileName) && attachmentKind(fileName) === expected;
      }),
    );
  });

  it('property: an extension outside the list is refused', () => {
    const extension = fc
      .string({ unit: chars('abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 5 })
      .filter((ext) => !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(`.${ext}`));
    fc.assert(fc.property(extension, (ext) => !isAllowedAttachment(`file.${ext}`)));
  });
});

describe('money parsing (spec section 5)', () => {
  it('section 5: amounts are parsed by stripping non-numeric characters', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('€ 12.99')).toBe(12.99);
    expect(parseMoney('USD 7')).toBe(7);
    expect(parseMoney('-5.25')).toBe(5.25);
  });

  it('keeps only the first decimal point', () => {
    expect(parseMoney('1.2.3')).toBe(1.23);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('5.')).toBe(5);
  });

  it('gives 0 when nothing numeric is left, never NaN', () => {
    expect(parseMoney('')).toBe(0);
    expect(parseMoney('abc')).toBe(0);
    expect(parseMoney('.')).toBe(0);
    expect(parseMoney(null)).toBe(0);
    expect(parseMoney(undefined)).toBe(0);
    expect(parseMoney('9'.repeat(400))).toBe(0);
  });

  it('property: any text parses to a finite, non-negative number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseMoney(text);
        return Number.isFinite(value) && value >= 0;
      }),
    );
  });

  it('property: an amount with a currency sign and thousands separators parses back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('$', '€', 'USD ', ''),
        (cents, sign) => {
          const amount = cents / 100;
          const text = `${sign}${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
          return parseMoney(text) === amount;
        },
      ),
    );
  });
});

describe('shop login path (spec section 2 Login and section 5)', () => {
  it('section 5: one segment is a shop login path', () => {
    expect(isShopLoginPath('/demo')).toBe(true);
    expect(isShopLoginPath('/demo/')).toBe(true);
    expect(isShopLoginPath('demo')).toBe(true);
  });

  it('section 5: two segments ending in login are a shop login path (auto-login too)', () => {
    expect(isShopLoginPath('/demo/login')).toBe(true);
    expect(isShopLoginPath('/demo/auto-login')).toBe(true);
  });

  it('section 5: two segments not ending in login, three segments or none are not', () => {
    expect(isShopLoginPath('/demo/home')).toBe(false);
    expect(isShopLoginPath('/demo/login/x')).toBe(false);
    expect(isShopLoginPath('/customer-portal/demo/login')).toBe(false);
    expect(isShopLoginPath('/')).toBe(false);
    expect(isShopLoginPath('')).toBe(false);
  });

  it('property: one segment, or two with the second ending in login', () => {
    const segment = fc.string({ unit: chars(`${LETTERS}${DIGITS}-_`), minLength: 1, maxLength: 15 });
    fc.assert(fc.property(segment, (shop) => isShopLoginPath(`/${shop}`)));
    fc.assert(fc.property(segment, segment, (shop, head) => isShopLoginPath(`/${shop}/${head}login`)));
    fc.assert(
      fc.property(
        segment,
        segment.filter((s) => !s.endsWith('login')),
        (shop, route) => !isShopLoginPath(`/${shop}/${route}`),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 3, maxLength: 6 }),
        (segments) => !isShopLoginPath(`/${segments.join('/')}`),
      ),
    );
  });
});
