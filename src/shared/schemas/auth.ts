import { z } from 'zod';
import { languageSchema } from './common';

/** GET /auth/info and the answer of a login (spec §7). Logged out: loggedIn false, username ''. */
export const authInfoSchema = z
  .object({
    loggedIn: z.boolean(),
    username: z.string(),
    requirePasswordChange: z
      .boolean()
      .describe('While true, every /sapi call answers 403 PASSWORD_CHANGE_REQUIRED'),
  })
  .describe("The caller's login state");
export type AuthInfo = z.infer<typeof authInfoSchema>;

export const LOGGED_OUT: AuthInfo = { loggedIn: false, username: '', requirePasswordChange: false };

export const loginRequestSchema = z.object({
  username: z.string().min(1).max(254).describe("The username or the account's e-mail"),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(1024),
  newPassword: z
    .string()
    .min(1)
    .max(1024)
    .describe("Spec §5 plus: not common, not containing the username or the e-mail's local part"),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotRequestSchema = z.object({
  mail: z.string().min(1).max(254).describe("The account's e-mail"),
  language: languageSchema.optional().describe("Language of the reset mail; the shop's language if absent"),
});
export type ForgotRequest = z.infer<typeof forgotRequestSchema>;

export const resetRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the set-password link (invitation or reset mail)'),
  newPassword: z.string().min(1).max(1024),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** POST /auth/signup: a driver opens an account; confirmed by the mailed link. */
export const signUpRequestSchema = z.object({
  mail: z
    .string()
    .min(1)
    .max(254)
    .describe('The e-mail: identity, username and where the confirmation link goes'),
  password: z
    .string()
    .min(1)
    .max(1024)
    .describe("Spec §5 plus: not common, not containing the e-mail's local part"),
  language: languageSchema.optional().describe("Language of the mail; the shop's language if absent"),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /auth/confirm: the sign-up link's token and the password chosen at sign-up. */
export const confirmSignUpRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the confirmation link'),
  password: z.string().min(1).max(1024),
});
export type ConfirmSignUpRequest = z.infer<typeof confirmSignUpRequestSchema>;

export const securityEventKinds = ['login', 'login-failed', 'password-changed', 'password-reset'] as const;

/** GET /sapi/customer/security-log: the account's last logins and password events, newest first. */
export const securityLogSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(securityEventKinds),
      device: z
        .string()
        .nullable()
        .describe('Browser and system from the User-Agent, e.g. "Firefox · Windows"'),
      address: z.string().nullable().describe('The address with its host part masked, e.g. 203.0.113.x'),
    }),
  ),
});
export type SecurityLog = z.infer<typeof securityLogSchema>;
