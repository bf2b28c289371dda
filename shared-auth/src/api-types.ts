/** The reply envelope of every exchange API call: status 0 ok, 1 refused with a sentence. */
export interface ApiReply<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

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
