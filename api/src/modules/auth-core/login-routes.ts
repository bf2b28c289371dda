import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginRequestSchema,
  type LoginReply,
  type RefusalCode,
  type ReplyValues,
} from 'shared-api-types';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { openVerifiedSession } from '../../auth/sessions';
import type { Coded } from '../../http/reply';
import { loginRefusal } from '../safer-gambling/login-refusal';
import { applyTimeLimit } from '../safer-gambling/time-limit';
import type { ModuleDeps } from '../types';
import {
  BUSY_LOGIN_MESSAGE,
  claimLoginAttempt,
  lockedLoginMessage,
  pruneFailures,
} from './throttle';

function failed(message: string, code: RefusalCode, values?: ReplyValues): LoginReply {
  const reply: LoginReply = {
    status: 1,
    message,
    code,
    name: '',
    token: '',
    userType: '',
    sessionId: '',
  };
  return values ? { ...reply, values } : reply;
}

export const INVALID_LOGIN = 'Invalid username or password';

/** POST /Authenticate/Login. IpAddress is a client placeholder; throttling uses request.ip. */
export async function registerLoginRoutes(
  app: FastifyInstance,
  { db, config, now }: ModuleDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Authenticate/Login',
    { schema: { body: LoginRequestSchema } },
    async (request): Promise<LoginReply> => {
      const username = request.body.UserName.trim();
      const { Password: password } = request.body;
      const claim = await claimLoginAttempt(db, username, request.ip);
      if (claim.kind === 'locked')
        return failed(lockedLoginMessage(claim.minutes), 'LOGIN_LOCKED', {
          minutes: claim.minutes,
        });
      if (claim.kind === 'busy') return failed(BUSY_LOGIN_MESSAGE, 'LOGIN_BUSY');

      const rows = await db.query<{
        id: number;
        password_hash: string;
        name: string;
        user_type: string;
      }>('SELECT id, password_hash, name, user_type FROM users WHERE lower(username) = lower($1)', [
        username,
      ]);
      const user = rows[0];
      // Hash even for unknown users so response time does not reveal which usernames exist.
      const valid = await verifyPassword(
        password,
        user?.password_hash ?? (await dummyPasswordHash()),
      );
      let refused = null as Coded | null;
      // Opened only while the password checked is still the user's (a change may have committed).
      const session =
        user && valid
          ? await openVerifiedSession(
              db,
              user.id,
              user.password_hash,
              config.sessionTtlHours,
              async (tx) => {
                const refusal = await loginRefusal(tx, user.id, now());
                refused = refusal;
                return refusal?.message ?? null;
              },
            )
          : null;
      if (!user || !session) {
        await claim.fail();
        await pruneFailures(db);
        return failed(INVALID_LOGIN, 'LOGIN_INVALID');
      }
      await claim.release();
      // The right password of a player on a break or at the time limit: when it ends.
      if ('refused' in session)
        return {
          ...failed(session.refused, refused?.code ?? 'LOGIN_ON_BREAK', refused?.values),
          help: config.help.organisations,
        };
      const { token, sessionId } = session;
      // Under a daily time limit the new session ends when the limit is reached.
      await db.transaction((tx) =>
        applyTimeLimit(tx, user.id, now(), config.sessionTtlHours, true),
      );
      return {
        status: 0,
        message: 'Login successful',
        name: user.name,
        token,
        userType: user.user_type,
        sessionId,
      };
    },
  );
}
