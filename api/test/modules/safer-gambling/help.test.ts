jest.setTimeout(60_000);
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config';
import { parseHelpConfig } from '../../../src/safer-help-config';
import { newPlayer, saferFixture } from '../../support/safer-helpers';
import { login } from '../../support/test-app';

const t = saferFixture();

const example = {
  organisations: [
    {
      name: { en: 'Helpline', hi: 'हेल्पलाइन' },
      phone: '+91 9152987821',
      url: 'https://help.example.org',
      hours: { en: 'Every day', hi: 'हर दिन' },
      languages: ['en', 'hi'],
    },
  ],
};

describe('help organisations', () => {
  it('the shipped file loads, says it holds examples, and GetHelp serves it without a login', async () => {
    expect(t.config.help.examples).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/SaferGambling/GetHelp' });
    const body = res.json<{ status: number; data: { organisations: unknown[] } }>();
    expect(body.status).toBe(0);
    expect(body.data.organisations).toEqual(t.config.help.organisations);
    expect(body.data.organisations[0]).toMatchObject({
      name: { en: expect.stringContaining('(example)') },
      url: expect.stringMatching(/^https:\/\//),
    });
  });

  it("a login refused for a break carries them; a wrong password's refusal does not", async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });
    const refused = await login(t.app, p.userName);
    expect(refused).toMatchObject({ status: 1, code: 'LOGIN_ON_BREAK' });
    expect((refused as { help?: unknown }).help).toEqual(t.config.help.organisations);
    const wrong = await login(t.app, p.userName, 'wrong-pass1');
    expect((wrong as { help?: unknown }).help).toBeUndefined();
  });

  it('a wrong file stops the start with a sentence naming the field', () => {
    const bad = (json: unknown) => () => parseHelpConfig(json);
    expect(bad({})).toThrow('organisations must be a list');
    const org = example.organisations[0];
    expect(bad({ organisations: [{ ...org, url: 'http://x.org' }] })).toThrow(
      'organisations[0].url must be an https:// address',
    );
    expect(bad({ organisations: [{ ...org, phone: 'call us' }] })).toThrow(
      'organisations[0].phone',
    );
    expect(bad({ organisations: [{ ...org, name: { hi: 'x' } }] })).toThrow(
      'organisations[0].name must be an object of texts by language with "en"',
    );
    expect(bad({ organisations: [{ ...org, languages: [] }] })).toThrow(
      'organisations[0].languages',
    );
    expect(parseHelpConfig(example)).toEqual({
      organisations: example.organisations,
      examples: false,
    });

    const dir = mkdtempSync(path.join(tmpdir(), 'help-'));
    const file = path.join(dir, 'help.json');
    writeFileSync(file, '{ not json');
    const start = () => loadConfig({ DATA_DIR: ':memory:', SAFER_HELP_FILE: file });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(`SAFER_HELP_FILE ${file} is not valid JSON`);
    writeFileSync(file, JSON.stringify(example));
    expect(start().help).toEqual({ organisations: example.organisations, examples: false });
    expect(() =>
      loadConfig({ DATA_DIR: ':memory:', SAFER_HELP_FILE: path.join(dir, 'missing.json') }),
    ).toThrow('cannot be read');
  });
});
