/**
 * Text in a SEPA file must use the SEPA character set (Latin letters, digits and / - ? : ( ) .
 * , ' + and space). German letters are written out as banks do (ä -> ae, ß -> ss), other
 * accents are dropped, anything else becomes a space.
 */
const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  // Letters that do not decompose into a base letter and an accent:
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};

export function sepaText(input: string, maxLength: number): string {
  return input
    .replace(/[äöüÄÖÜßÆæŒœØøŁłĐđ]/g, (c) => SPELLED[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/**
 * A name a bank file can carry: at least two letters left once written in the SEPA character
 * set ("李明" or "--" become nothing a bank can match to the account holder).
 */
export function hasSepaLetters(input: string, min = 2): boolean {
  return (sepaText(input, 70).match(/[A-Za-z]/g) ?? []).length >= min;
}
