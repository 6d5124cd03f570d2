import { describe, expect, it } from 'vitest';
import { cleanPictureName, decodePictureName, encodePictureName } from '../../src/server/media/picture-name';

describe('the name a picture is listed by', () => {
  it('keeps a plain file name, Chinese included', () => {
    expect(cleanPictureName('spring-desktop.png')).toBe('spring-desktop.png');
    expect(cleanPictureName('春季推廣 桌面版.png')).toBe('春季推廣 桌面版.png');
  });

  it('drops folders, whichever separator the sender used', () => {
    expect(cleanPictureName('C:\\fakepath\\spring.png')).toBe('spring.png');
    expect(cleanPictureName('../../wrangler.jsonc')).toBe('wrangler.jsonc');
    expect(cleanPictureName('/etc/passwd')).toBe('passwd');
    expect(cleanPictureName('..')).toBeNull();
    expect(cleanPictureName('pictures/')).toBeNull();
  });

  it('drops control and invisible characters and collapses spaces', () => {
    expect(cleanPictureName('a\u0000b\nc\td.png')).toBe('ab c d.png');
    // A right-to-left override would show "spring‮gnp.exe" as "spring" + "exe.png" reversed.
    expect(cleanPictureName('spring\u202egnp.exe')).toBe('springgnp.exe');
    expect(cleanPictureName('zero\u200bwidth.png')).toBe('zerowidth.png');
    expect(cleanPictureName('  two   spaces .png ')).toBe('two spaces .png');
    expect(cleanPictureName('\u0000\u202e ')).toBeNull();
  });

  it('keeps at most 100 characters, never half of one', () => {
    expect(cleanPictureName(`${'a'.repeat(150)}.png`)).toBe('a'.repeat(100));
    const emoji = cleanPictureName('🎉'.repeat(120))!;
    expect([...emoji]).toHaveLength(100);
    expect(emoji).toBe('🎉'.repeat(100));
  });

  it('leaves markup as text: escaping is the page’s job', () => {
    expect(cleanPictureName('<img src=x onerror=alert(1)>.png')).toBe('<img src=x onerror=alert(1)>.png');
  });

  it('is stored percent-encoded (ASCII only) and read back cleaned', () => {
    const stored = encodePictureName('春季 banner.png');
    expect(stored).toMatch(/^[\x21-\x7e]+$/);
    expect(decodePictureName(stored)).toBe('春季 banner.png');
    expect(decodePictureName(undefined)).toBeNull();
    expect(decodePictureName('%E0%A4%A')).toBeNull();
    expect(decodePictureName(encodeURIComponent('../x\u202e.png'))).toBe('x.png');
  });
});
