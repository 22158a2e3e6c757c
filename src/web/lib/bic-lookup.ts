type BankData = typeof import('bankdata-germany');
let bankData: Promise<BankData> | null = null;

/**
 * The BIC of a German bank code from the Bundesbank directory (bankdata-germany). The
 * directory is loaded on first use only, so it never weighs on other screens.
 */
export async function bicForBankCode(bankCode: string): Promise<string | null> {
  bankData ??= import('bankdata-germany');
  try {
    return (await bankData).bankDataByBLZ(bankCode)?.bic ?? null;
  } catch {
    bankData = null;
    return null;
  }
}
