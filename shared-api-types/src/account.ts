/** POST /Authenticate/Login. IpAddress is a client placeholder; the server reads the real one. */
export interface LoginRequest {
  UserName: string;
  Password: string;
  IpAddress?: string;
}

/** Login has its own envelope: the session fields sit beside status and message. */
export interface LoginReply {
  status: 0 | 1;
  message: string;
  name: string;
  token: string;
  userType: string;
  sessionId: string;
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
}

/** The reply of GetStakeSettings and SaveStakeSettings: quick-stake buttons and limits in Coins. */
export interface StakeSettings {
  quickStakes: string[];
  minStake: string;
  maxStake: string;
}

/** POST /User/ChangePassword. */
export interface ChangePasswordRequest {
  OldPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

export interface ChangePasswordData {
  /** How many other sessions (devices) of the player were logged out. */
  otherSessionsEnded: number;
}

/** The data of an accepted bet (sports and casino PlaceBet): its id and the balance after it. */
export interface PlacedBet {
  betId: string;
  balance: Balance;
}
