/**
 * Whether this start is the built-in demo shop, whose seeds are a demo customer with a
 * published password and three parked cars (README). Only without SHOP_CONFIG, and for a public
 * PUBLIC_URL only when ALLOW_DEMO_PAYMENTS=true declares a public demo: a real shop that merely
 * forgot SHOP_CONFIG must not open an account anyone can log in to.
 */
export function isBuiltInDemo(env: {
  SHOP_CONFIG?: string;
  isPublic?: boolean;
  ALLOW_DEMO_PAYMENTS?: boolean;
}): boolean {
  if (env.SHOP_CONFIG) return false;
  return !env.isPublic || env.ALLOW_DEMO_PAYMENTS === true;
}
