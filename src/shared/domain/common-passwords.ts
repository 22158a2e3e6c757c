/**
 * Common passwords, compact (ADR 015). The length and character rules already refuse almost
 * every entry of the public leak lists, so what matters are the long ones that pass them:
 * a well-known word or keyboard walk, padded with a digit run or year ("Password12345678",
 * "Qwertz123456789"). Listing the words and the paddings covers thousands of such passwords
 * in a few hundred bytes instead of shipping a leak list to every browser.
 */
// prettier-ignore
export const COMMON_WORDS: readonly string[] = [
  // English leak-list favourites
  'password', 'passw0rd', 'passwort', 'wachtwoord', 'parola', 'motdepasse', 'contrasena',
  'qwerty', 'qwertz', 'azerty', 'asdfgh', 'asdfghjkl', 'yxcvbnm', 'zxcvbnm', 'qwertyuiop',
  'qwertzuiop', 'qazwsx', 'qweasd', 'qweasdzxc', '1qaz2wsx', 'abc', 'abcdef', 'abcdefgh',
  'letmein', 'welcome', 'willkommen', 'welkom', 'iloveyou', 'ichliebedich', 'admin',
  'administrator', 'root', 'user', 'login', 'master', 'secret', 'geheim', 'changeme',
  'default', 'test', 'guest', 'hello', 'hallo', 'dragon', 'monkey', 'football', 'fussball',
  'baseball', 'soccer', 'hockey', 'basketball', 'superman', 'batman', 'spiderman', 'starwars',
  'pokemon', 'shadow', 'sunshine', 'princess', 'freedom', 'whatever', 'trustno1', 'michael',
  'jennifer', 'jordan', 'thomas', 'charlie', 'daniel', 'andrew', 'jessica', 'ashley',
  'michelle', 'nicole', 'summer', 'winter', 'sommer', 'autumn', 'spring', 'flower', 'cookie',
  'chocolate', 'computer', 'internet', 'google', 'facebook', 'samsung', 'apple', 'iphone',
  'microsoft', 'windows', 'linux', 'ubuntu', 'mustang', 'ferrari', 'porsche', 'mercedes',
  'parking', 'parkhaus', 'parken', 'parkplatz', 'garage', 'ticket', 'berlin', 'hamburg',
  'muenchen', 'freiburg', 'amsterdam', 'rotterdam', 'bucuresti', 'zurich', 'zuerich',
  'schatz', 'hase', 'baby', 'angel', 'lovely', 'loveme', 'love', 'liebe', 'killer', 'hunter',
  'ranger', 'tigger', 'buster', 'pepper', 'ginger', 'maggie', 'bailey', 'lucky', 'snoopy',
  'matrix', 'access', 'system', 'server', 'office', 'company', 'firma', 'summer2024',
  'fuckyou', 'fuckoff', 'asshole', 'qwerty1', 'password1', 'aa', 'aaa', 'abc123', 'a1b2c3',
  'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1q2w3e4r', '1q2w3e4r5t',
  '1q2w3e4r5t6y', 'p@ssw0rd', 'p@ssword', 'pa55word', 'passwd', 'pass',
];

/** Paddings people append (or prepend): digit runs, years, repeats. */
// prettier-ignore
export const COMMON_PADDINGS: readonly string[] = [
  '', '1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456789',
  '1234567890', '0123456789', '01234567890', '0', '00', '000', '0000', '00000', '000000',
  '1111', '11111', '111111', '2222', '7777', '777', '666', '69', '99', '007', '321', '4321',
  '54321', '654321', '987654321', '9876543210', '1212', '123123', '12341234', '2468', '1357',
  '147258369', '159753', '789456', '112233', '121212', '010101', '!', '!!', '123!', '1!', '@',
  '#1',
];

const YEARS = Array.from({ length: 2030 - 1950 + 1 }, (_, i) => String(1950 + i));

/** The long entries of the well-known top lists that are not "word + padding". */
// prettier-ignore
export const COMMON_LITERALS: readonly string[] = [
  'qwertyuiopasdfghjklzxcvbnm', 'qwertzuiopasdfghjklyxcvbnm', 'abcdefghijklmnopqrstuvwxyz',
  'thequickbrownfox', 'correcthorsebatterystaple', 'iloveyouiloveyou', 'passwordpassword',
  'qwertyqwerty', 'letmeinletmein', 'trustno1trustno1', 'myspace1', 'mypassword', 'mypassword1',
  'mynewpassword', 'newpassword', 'newpassword1', 'password1234567890', 'onetwothreefour',
];

/** Whether `candidate`, ignoring case, is a common word with common paddings, or a literal. */
export function isCommonPassword(candidate: string): boolean {
  const p = candidate.toLowerCase();
  if (COMMON_LITERALS.includes(p)) return true;
  for (const word of COMMON_WORDS) {
    const at = p.indexOf(word);
    if (at < 0) continue;
    const before = p.slice(0, at);
    const after = p.slice(at + word.length);
    // Word repeated ("passwordpassword1") or padded on one or both sides ("2026Passwort!!").
    const rest = after.startsWith(word) ? after.slice(word.length) : after;
    if (isPadding(before) && isPadding(rest)) return true;
  }
  return false;
}

const PADDINGS = new Set([...COMMON_PADDINGS, ...YEARS]);

/** A padding, a digit run, or two of them in a row ("2026" + "!!", "123" + "123"). */
function isPadding(s: string): boolean {
  if (PADDINGS.has(s) || isDigitRun(s)) return true;
  for (let i = 1; i < s.length; i++) {
    const a = s.slice(0, i);
    const b = s.slice(i);
    if ((PADDINGS.has(a) || isDigitRun(a)) && (PADDINGS.has(b) || isDigitRun(b))) return true;
  }
  return false;
}

/** "123456789", "987654", "111111": an ascending, descending or repeated digit run. */
function isDigitRun(s: string): boolean {
  if (!/^[0-9]{3,}$/.test(s)) return false;
  const d = [...s].map(Number);
  const step = (d[1] - d[0] + 10) % 10;
  if (step !== 0 && step !== 1 && step !== 9) return false;
  return d.every((x, i) => i === 0 || (x - d[i - 1] + 10) % 10 === step);
}
