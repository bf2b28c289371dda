import { Type, type Static } from '@sinclair/typebox';
import { StringOrNumber } from './schema-kit';
import type { RefusalCode, ReplyValues } from './envelope';
import type { HelpOrganisation } from './safer-help';

/** POST /Authenticate/Login. IpAddress is a client placeholder; the server reads the real one. */
export const LoginRequestSchema = Type.Object({
  // No control characters: PostgreSQL text cannot hold NUL (it would be a 500, not a 400).
  UserName: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
  Password: Type.String({ minLength: 1, maxLength: 64 }),
  IpAddress: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** Login has its own envelope: the session fields sit beside status and message. */
export interface LoginReply {
  status: 0 | 1;
  message: string;
  name: string;
  token: string;
  userType: string;
  sessionId: string;
  /** A refusal's code (REFUSAL_CODES). */
  code?: RefusalCode;
  /** The refusal's values (a break's end, minutes of a lock-out). */
  values?: ReplyValues;
  /** A refusal for a break or a time limit: whom the player can turn to. */
  help?: HelpOrganisation[];
}

/** Amounts are decimal strings in Coins with two places ("1234.50"); never floats. */
export interface Balance {
  balance: string;
  exposure: string;
  available: string;
}

/** POST /User/GetProfile. Commissions are percent with 2 decimals ("2.00" = 2 %), money in Coins. */
export interface ProfileData extends Balance {
  name: string;
  userName: string;
  userType: string;
  matchCommission: string;
  sessionCommission: string;
  casinoCommission: string;
  minStake: string;
  maxStake: string;
  /** The language the player chose ("hi"), null until they first choose one. */
  language: string | null;
}

/**
 * The reply of GetStakeSettings, SaveStakeSettings and SaveOneClick: quick-stake buttons and
 * limits in Coins, and one-click betting (off by default) with its stake.
 */
export interface StakeSettings {
  quickStakes: string[];
  minStake: string;
  maxStake: string;
  /** A tap on a sports price places oneClickStake at once. */
  oneClick: boolean;
  /** The chosen one-click stake (the first quick stake until one is chosen). */
  oneClickStake: string;
}

/** POST /User/GetBalance: the caller's own session id (a poll of another session is refused). */
export const BalanceRequestSchema = Type.Object({
  sessionId: Type.String({ maxLength: 100 }),
});
export type BalanceRequest = Static<typeof BalanceRequestSchema>;

/** POST /User/SaveStakeSettings. QuickStakes is checked by the API's stake rules (list, amounts). */
export const SaveStakeSettingsRequestSchema = Type.Object({ QuickStakes: Type.Unknown() });
export type SaveStakeSettingsRequest = Static<typeof SaveStakeSettingsRequestSchema>;

/** POST /User/SaveOneClick: Stake is checked like a quick stake (whole Coins within the limits). */
export const SaveOneClickRequestSchema = Type.Object({
  Enabled: Type.Boolean(),
  Stake: StringOrNumber({ maxLength: 20 }),
});
export type SaveOneClickRequest = Static<typeof SaveOneClickRequestSchema>;

/** POST /User/SaveLanguage: a language code of the client's list (docs/architecture.md, Languages). */
export const SaveLanguageRequestSchema = Type.Object({
  Language: Type.String({ pattern: '^[a-z]{2,3}$' }),
});
export type SaveLanguageRequest = Static<typeof SaveLanguageRequestSchema>;

/** POST /User/ChangePassword. */
export const ChangePasswordRequestSchema = Type.Object({
  OldPassword: Type.String({ maxLength: 200 }),
  NewPassword: Type.String({ maxLength: 200 }),
  ConfirmPassword: Type.String({ maxLength: 200 }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

export interface ChangePasswordData {
  /** How many other sessions (devices) of the player were logged out. */
  otherSessionsEnded: number;
}

/** The data of an accepted bet (sports and casino PlaceBet): its id and the balance after it. */
export interface PlacedBet {
  betId: string;
  balance: Balance;
}
