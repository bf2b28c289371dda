import { login, testAppFixture } from '../../support/test-app';

const t = testAppFixture();

const call = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

it('no language until chosen; SaveLanguage stores it and GetProfile returns it on any device', async () => {
  const first = await login(t.app, 'demo2');
  expect((await call('/User/GetProfile', first.token, {})).json().data.language).toBeNull();
  const saved = await call('/User/SaveLanguage', first.token, { Language: 'hi' });
  expect(saved.json()).toEqual({ status: 0, message: '', data: { language: 'hi' } });
  const other = await login(t.app, 'demo2');
  expect((await call('/User/GetProfile', other.token, {})).json().data.language).toBe('hi');
});

it.each([['HI'], ['hindi'], [''], ['h1']])('refuses %p with 400, storing nothing', async (code) => {
  const { token } = await login(t.app, 'demo2');
  await call('/User/SaveLanguage', token, { Language: 'en' });
  const res = await call('/User/SaveLanguage', token, { Language: code });
  expect(res.statusCode).toBe(400);
  expect((await call('/User/GetProfile', token, {})).json().data.language).toBe('en');
});

it('needs a logged-in player', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/User/SaveLanguage',
    payload: { Language: 'hi' },
  });
  expect(res.statusCode).toBe(401);
});
