/** "KA-XY 42, F-AB 1" as typed into one field: the plates, empty parts dropped. */
export function splitPlates(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Active / blocked, and whether the invitation is still open or a password change is due. */
export function accountState(
  t: (k: string) => string,
  c: { status: string; passwordSet: boolean; requirePasswordChange: boolean; mail?: string },
): string {
  // An erased account: blocked, no password, and no one behind it any more.
  if (c.mail?.endsWith('@erased.invalid')) return t('admin.customers.erasedState');
  const parts = [t(`admin.customers.status.${c.status}`)];
  if (!c.passwordSet) parts.push(t('admin.customers.invitationOpen'));
  else if (c.requirePasswordChange) parts.push(t('admin.customers.mustChange'));
  return parts.join(' · ');
}
