import type { FastifyInstance } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { ModuleDeps } from '../types';
import { recordFailure, throttleMessage } from './throttle';

interface LoginBody {
  UserName: string;
  Password: string;
  IpAddress?: string;
}

interface LoginReply {
  status: 0 | 1;
  message: string;
  name: string;
  token: string;
  userType: string;
  sessionId: string;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['UserName', 'Password'],
    properties: {
      UserName: { type: 'string', minLength: 1, maxLength: 64 },
      Password: { type: 'string', minLength: 1, maxLength: 64 },
      IpAddress: { type: 'string', maxLength: 64 },
    },
  },
} as const;

function failed(message: string): LoginReply {
  return { status: 1, message, name: '', token: '', userType: '', sessionId: '' };
}

export const INVALID_LOGIN = 'Invalid username or password';

/** POST /Authenticate/Login. IpAddress is a client placeholder; throttling uses request.ip. */
export async function registerLoginRoutes(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<void> {
  app.post<{ Body: LoginBody }>(
    '/Authenticate/Login',
    { schema: loginSchema },
    async (request): Promise<LoginReply> => {
      const username = request.body.UserName.trim();
      const { Password: password } = request.body;
      const locked = await throttleMessage(db, username, request.ip);
      if (locked) return failed(locked);

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
      if (!user || !valid) {
        await recordFailure(db, username, request.ip);
        return failed(INVALID_LOGIN);
      }
      const { token, sessionId } = await createSession(db, user.id, config.sessionTtlHours);
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
